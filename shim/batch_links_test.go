package shim

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"gatesh/config"
	"gatesh/rules"
	"gatesh/toolcall"
)

// check --batch asks the disk once per name whether it is a link, for
// all its lines (rules.Set.ReadLinksOnce), and holds a read through a
// link to ~/.ssh on every line that makes it; check -c asks at every
// run.
func TestCheckBatchReadsEachLinkOnce(t *testing.T) {
	h := newHarness(t)
	cwd, _ := h.r.getwd()
	secrets := filepath.Join(t.TempDir(), ".ssh")
	must(t, os.MkdirAll(secrets, 0o700))
	must(t, os.Symlink(secrets, filepath.Join(cwd, "keys")))
	var mu sync.Mutex
	asked := map[string]int{}
	h.r.classify = func(cfg *config.Config, dir, userHome string) (Classifier, error) {
		read := toolcall.ReadLinkFrom(dir)
		return rules.Load(rules.LoadOptions{Home: cfg.Home, Cwd: dir, UserHome: userHome,
			ReadLink: func(name string) (string, bool) {
				mu.Lock()
				asked[name]++
				mu.Unlock()
				return read(name)
			}})
	}
	line := `{"cmd": "cat keys/id_ed25519"}`
	h.r.stdin = strings.NewReader(strings.Repeat(line+"\n", 4))
	status, out, stderr := h.run("gatesh", "check", "--batch")
	if status != 0 {
		t.Fatalf("status %d: %s", status, stderr)
	}
	answers := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(answers) != 4 {
		t.Fatalf("%d answers: %s", len(answers), out)
	}
	for _, a := range answers {
		if !strings.Contains(a, `"verdict":"hold"`) {
			t.Errorf("a read through keys, a link to %s, passed: %s", secrets, a)
		}
	}
	if len(asked) == 0 {
		t.Fatal("the batch never asked whether a name is a link")
	}
	for name, n := range asked {
		if n != 1 {
			t.Errorf("the batch asked %d times whether %q is a link", n, name)
		}
	}
	clear(asked)
	for range 2 {
		if status, _, stderr := h.run("gatesh", "check", "-c", "cat keys/id_ed25519"); status != 0 {
			t.Fatalf("check -c: status %d: %s", status, stderr)
		}
	}
	if n := asked["keys"]; n != 2 {
		t.Errorf("two runs of check -c asked %d times whether keys is a link, want 2 (once each)", n)
	}
}
