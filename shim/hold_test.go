package shim

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// The request id and the next step reach the agent while gatesh still
// waits: Codex's exec_command returns after yield_time_ms (10 s), long
// before a hold parks, and the model must learn the id from what it got.
func TestHoldSaysIDBeforeWaiting(t *testing.T) {
	g := newGateshEnv(t)
	g.env = append(g.env, "GATESH_HOLD_WAIT=30s")
	victim := filepath.Join(g.dir, "victim")
	must(t, os.Mkdir(victim, 0o755))
	cmd := g.command("-c", "rm -rf victim")
	stderr, err := cmd.StderrPipe()
	must(t, err)
	must(t, cmd.Start())
	exited := make(chan error, 1)
	lines := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	waits := regexp.MustCompile(`^gatesh: held: request ([a-z2-7]{13}) waits for a person's approval; waiting up to 30s; nothing has run yet$`)
	var id string
	var seen []string
	for id == "" {
		line, ok := <-lines
		if !ok {
			t.Fatalf("stderr ended without the request id:\n%s", strings.Join(seen, "\n"))
		}
		seen = append(seen, line)
		if m := waits.FindStringSubmatch(line); m != nil {
			id = m[1]
		}
	}
	next := <-lines
	if next != "gatesh: hint: "+rerunHint {
		t.Fatalf("no next step after the id: %q", next)
	}
	// Still waiting: the approval below reaches this same process.
	go func() { exited <- cmd.Wait() }()
	if _, err := os.Stat(victim); err != nil {
		t.Fatal("the held command ran before a decision")
	}
	if out, err := g.command("approve", id).CombinedOutput(); err != nil {
		t.Fatalf("approve: %v\n%s", err, out)
	}
	var rest []string
	for line := range lines {
		rest = append(rest, line)
	}
	select {
	case err := <-exited:
		if exitStatusOf(err) != 0 {
			t.Fatalf("status %d after approval:\n%s", exitStatusOf(err), strings.Join(rest, "\n"))
		}
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatal("gatesh did not act on the approval")
	}
	if len(rest) != 1 || !strings.HasPrefix(rest[0], "gatesh: approved: request "+id+" by ") {
		t.Fatalf("final lines: %q", rest)
	}
	if _, err := os.Stat(victim); !os.IsNotExist(err) {
		t.Fatal("the approved command did not run")
	}
}
