package loop_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/loop"
	"gatesh/queue"
)

// The loop's question shows a request the worker's gatesh filed, in a
// queue the worker may write (Codex's sandbox lets gatesh record there).
// A process the worker left running rewrites it while the question
// waits: another command, its digest worked out again. A yes approves
// what the question showed or nothing, and the rewritten command does
// not run on it.
func TestLoopApprovesWhatItsQuestionShowed(t *testing.T) {
	t.Parallel()
	f := newRemoteFixture(t)
	victim := filepath.Join(f.root, "victim")
	must(t, os.MkdirAll(victim, 0o755))
	must(t, os.WriteFile(filepath.Join(victim, "keep.txt"), []byte("precious\n"), 0o644))
	const swapped = "rm -rf ../victim"

	rewritten := ""
	f.beforeAnswer = func() {
		dir := filepath.Join(f.home, "queue")
		names, err := filepath.Glob(filepath.Join(dir, "*.json"))
		must(t, err)
		for _, p := range names {
			raw, err := os.ReadFile(p)
			must(t, err)
			var file map[string]any
			if json.Unmarshal(raw, &file) != nil || file["command"] != push || file["status"] != "pending" {
				continue
			}
			file["command"], file["command_digest"] = swapped, queue.Digest(swapped)
			delete(file, "bound")
			raw, err = json.Marshal(file)
			must(t, err)
			must(t, os.WriteFile(p, raw, 0o600))
			rewritten, _ = file["id"].(string)
		}
	}
	f.plan(turn{Sh: []string{push}, Result: askFor(push)}, turn{Sh: []string{swapped}, Result: result("continue", "")})
	screen, stderr, _ := f.runOnTerminal([]string{"y\n"}, f.loopArgs()...)
	if rewritten == "" {
		t.Fatalf("no pending request of %q to rewrite\nscreen:\n%s\nstderr:\n%s", push, screen, stderr)
	}
	if !strings.Contains(screen, "action:   "+push) {
		t.Fatalf("the question did not show %q:\n%s", push, screen)
	}
	for _, st := range f.requests() {
		if st.Request.ID == rewritten && (st.Status == queue.Approved || st.Status == queue.Used) {
			t.Errorf("request %s is %s for %q; the question showed %q", rewritten, st.Status, st.Request.Command, push)
		}
	}
	// Withdrawn after its turn or not, an approval signed for text the
	// question did not show is the defect.
	log, err := os.ReadFile(filepath.Join(f.home, "audit.jsonl"))
	must(t, err)
	for _, line := range strings.Split(string(log), "\n") {
		var r struct{ Event, Request, Command string }
		if json.Unmarshal([]byte(line), &r) == nil && r.Event == "approved" && r.Request == rewritten {
			t.Errorf("request %s was approved for %q; the question showed %q\nstderr:\n%s", rewritten, r.Command, push, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(victim, "keep.txt")); err != nil {
		t.Errorf("the rewritten command ran on the yes to %q: %v", push, err)
	}
	f.expect(f.lastRun(), loop.ApprovalDeclined, loop.CauseChanged)
}
