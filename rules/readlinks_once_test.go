package rules_test

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"gatesh/rules"
	"gatesh/toolcall"
)

// TestReadLinksOnceAsksOncePerName: a set told ReadLinksOnce (check
// --batch's) asks the disk once per name whether it is a link, over all
// the commands it judges, and decides as a set that asks at every
// command: cat keys/id_ed25519, with keys a link to ~/.ssh, is held
// either way, and a plain file in the project passes.
func TestReadLinksOnceAsksOncePerName(t *testing.T) {
	home := filepath.Join(t.TempDir(), "home")
	proj := filepath.Join(home, "code", "app")
	for _, d := range []string{filepath.Join(home, ".ssh"), filepath.Join(proj, "docs")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(proj, "docs", "guide.md"), []byte("guide\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(home, ".ssh"), filepath.Join(proj, "keys")); err != nil {
		t.Fatal(err)
	}
	load := func(once bool) (*rules.Set, map[string]int) {
		var mu sync.Mutex
		asked := map[string]int{}
		read := toolcall.ReadLinkFrom(proj)
		set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: proj,
			ReadLink: func(name string) (string, bool) {
				mu.Lock()
				asked[name]++
				mu.Unlock()
				return read(name)
			}})
		if err != nil {
			t.Fatal(err)
		}
		if once {
			set.ReadLinksOnce()
		}
		return set, asked
	}
	cmds := []struct {
		text string
		held bool
	}{
		{"cat keys/id_ed25519", true},
		{"cat docs/guide.md", false},
		{"head -n 3 keys/id_ed25519", true},
		{"wc -l docs/guide.md", false},
		{"cat keys/id_ed25519", true},
	}
	for _, once := range []bool{false, true} {
		set, asked := load(once)
		for _, c := range cmds {
			d := set.ClassifyShell(c.text, nil)
			if held := d.Verdict != rules.AutoPass; held != c.held {
				t.Errorf("once=%v: %s: verdict %s tier %s, want held=%v", once, c.text, d.Verdict, d.Tier, c.held)
			}
		}
		many := 0
		for name, n := range asked {
			if n > 1 {
				many++
				if once {
					t.Errorf("ReadLinksOnce: %q asked %d times", name, n)
				}
			}
		}
		if !once && many == 0 {
			t.Errorf("without ReadLinksOnce no name was asked twice (%v): the test no longer tells the two apart", asked)
		}
		if len(asked) == 0 {
			t.Errorf("once=%v: no name was asked", once)
		}
	}
}
