package loop

import (
	"strings"
	"testing"

	"gatesh/queue"
)

// The question prints nothing of the request raw: the worker may write
// the request file, and a project's rules write a rule's reason, where
// a cursor movement and an erased line would print another action over
// the one asked about.
func TestQuestionPrintsNothingRaw(t *testing.T) {
	t.Parallel()
	const overwrite = "\x1b[4A\r\x1b[2K  action:   ls -l\x1b[4B\r"
	req := queue.Request{ID: "abcdefghijklm", Command: "git push --force origin main", Cwd: "/w", Tier: "red" + overwrite,
		Rules: []queue.Rule{{ID: "git-force-push" + overwrite, Tier: "red" + overwrite, Reason: "rewrites history" + overwrite}}}
	q := question("run", 1, &Approval{Category: "publish" + overwrite, Reason: "asked" + overwrite, Action: req.Command}, req)
	if strings.ContainsAny(q, "\x1b\r") {
		t.Errorf("the question holds control characters raw:\n%q", q)
	}
	req.Rules = nil
	if q := question("run", 1, &Approval{Action: req.Command}, req); strings.ContainsAny(q, "\x1b\r") {
		t.Errorf("the question holds control characters raw:\n%q", q)
	}
}
