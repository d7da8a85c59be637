package team

import (
	"context"
	"strings"
	"testing"

	"gatesh/queue"
	"gatesh/team/teamtest"
)

// gatesh team show prints what an approval through the hub signs, and
// prints the rest so that nothing of it can pass for that. The server of
// an MCP call is bound (the same call on another server is another
// request) and must be shown. A rule's reason comes from a project's
// rules.toml, the agent's name from its environment, the user, the
// machine's name and a vote's reason from elsewhere again: none may reach
// the approver's terminal raw, where a cursor movement and an erased
// line would print another command over the one shown.
func TestTeamShowShowsWhatIsBoundAndNothingRaw(t *testing.T) {
	hub := teamtest.New(t)
	hub.AddMember("bob@example.com", "pat-bob")
	m := joined(t, hub, "a", "")
	q, _ := m.queue()
	const overwrite = "\x1b[3A\r\x1b[2Kcommand  ls -l\x1b[3B\r"
	req, _, err := q.Submit(queue.NewRequest{Command: `{"table":"users"}`, Cwd: "/w", Tier: "red", Tool: "mcp__db__drop_table", Server: "production",
		Rules: []queue.Rule{{ID: "tool-destructive", Tier: "red", Reason: "drops data" + overwrite, Detail: "here" + overwrite}},
		Agent: "claude-code" + overwrite, Session: "s" + overwrite, User: "dev" + overwrite})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.syncer(fastOptions()).pushOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	bob := newMachine(t, "bob")
	bob.mustRun("login", hub.URL(), "--token", "pat-bob")
	for _, args := range [][]string{{"show", req.ID}, {"pending"}} {
		bob.stdout.b.Reset()
		bob.mustRun(args...)
		out := bob.stdout.String()
		if strings.ContainsAny(out, "\x1b\r") {
			t.Errorf("team %s printed control characters from the request raw:\n%q", args[0], out)
		}
		if args[0] == "show" && !strings.Contains(out, "production") {
			t.Errorf("team show does not name the MCP server the approval binds:\n%s", out)
		}
	}
}
