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

// TestQuestionListsWhatTheApprovalBinds: a yes binds more than the text,
// where the push goes and what git and the command will run and read, as
// they are when asked; `gatesh show` lists them, and the loop's question
// did not, so the operator approved a push without seeing it went to
// another remote's main, or that a hook would run.
func TestQuestionListsWhatTheApprovalBinds(t *testing.T) {
	const overwrite = "\x1b[2K\r"
	req := queue.Request{ID: "abcdefghijklm", Command: "git push", Cwd: "/w", Tier: "red",
		Rules: []queue.Rule{{ID: "git-push", Tier: "red", Reason: "publishes"}},
		Bound: []queue.Fact{
			{Kind: "git-push", Name: "main -> main on origin", Value: "9f3c0aa"},
			{Kind: "git-hook", Name: "/w/.git/hooks/pre-push" + overwrite, Value: "sha256 41aa, executable"},
			{Kind: "file", Name: "/w/deploy.sh", Value: "sha256 77b0"},
		}}
	q := question("run", 1, &Approval{Action: req.Command}, req)
	for _, want := range []string{"git hooks it runs:", "/w/.git/hooks/pre-push", "bound:", "git-push main -> main on origin: 9f3c0aa", "file /w/deploy.sh: sha256 77b0"} {
		if !strings.Contains(q, want) {
			t.Errorf("the question does not show %q:\n%s", want, q)
		}
	}
	if strings.ContainsAny(q, "\x1b\r") {
		t.Errorf("the question holds control characters raw:\n%q", q)
	}
	if i, j := strings.Index(q, "bound:"), strings.Index(q, "Approve exactly"); i < 0 || i > j {
		t.Errorf("the bound facts come after the prompt:\n%s", q)
	}
}
