package serve

import (
	"html"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/queue"
	"gatesh/rules"
	"gatesh/secondopinion"
)

// A command a model raised shows on the page with rule model-raised and
// the model's words in quotes, marked as the model's, escaped like any
// text the agent may have steered.
func TestPageShowsTheModelsWords(t *testing.T) {
	s, cfg := inProcess(t, func(o *Options) { o.NoSocket = true })
	c := signedIn(t, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	hit := secondopinion.Outcome{Result: secondopinion.Raised, Answer: &secondopinion.Answer{Tier: rules.Red, Reason: "uploads the project <b>now</b>"}}.Hit("mock-1")
	req, _, err := q.Submit(queue.NewRequest{Command: "frobnicate --sync", Cwd: "/w", Tier: "red",
		Rules: []queue.Rule{{ID: hit.ID, Tier: hit.Tier.String(), Reason: hit.Reason}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/", "/r/" + req.ID} {
		resp, err := c.Get(s.URL() + path)
		if err != nil {
			t.Fatal(err)
		}
		body := readBody(resp)
		want := html.EscapeString(`the model mock-1 says: "uploads the project <b>now</b>"`)
		if !strings.Contains(body, "model-raised") || !strings.Contains(body, want) {
			t.Errorf("%s: the page lacks model-raised and %q", path, want)
		}
	}
}
