package page

import (
	"strings"
	"testing"
	"time"
)

// What a card shows of a request comes partly from the agent (its
// environment names the agent and session, a project's rules give a
// reason): direction controls and invisible characters in any of it are
// escaped, as in the command.
func TestCardEscapesInvisible(t *testing.T) {
	const rlo = "\u202e"
	now := time.Date(2026, 12, 5, 1, 0, 0, 0, time.UTC)
	r := NewRequest(Facts{ID: "r1", Command: "git push --force origin main #" + rlo + "nur yrd", Cwd: "/p" + rlo,
		Agent: "codex" + rlo, Session: "s\u2066x\u2069", Tier: "red",
		Rules:     []Rule{{ID: "x" + rlo, Tier: "red", Reason: "safe" + rlo + "kaerb", Detail: "d\u200by"}},
		CreatedAt: now, ExpiresAt: now.Add(time.Hour)}, now)
	shown := []string{r.Command, r.Cwd, r.Agent, r.Session}
	for _, x := range r.Rules {
		shown = append(shown, x.ID, x.Reason, x.Detail)
	}
	for _, s := range shown {
		if strings.ContainsAny(s, "\u202e\u2066\u2069\u200b") {
			t.Errorf("shown raw: %q", s)
		}
	}
}
