package rules_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/rules"
)

// Version changes when a rules file in force appears or changes, and
// stays the same when nothing does.
func TestVersionFollowsTheFiles(t *testing.T) {
	home, project := t.TempDir(), t.TempDir()
	load := func() string {
		t.Helper()
		s, err := rules.Load(rules.LoadOptions{Home: home, Cwd: project})
		if err != nil {
			t.Fatal(err)
		}
		return s.Version()
	}
	write := func(path, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	rule := "[[rule]]\nid = \"no-frob\"\ntier = \"red\"\nreason = \"frob\"\ncommand = [\"frob\"]\n"
	seen := map[string]bool{}
	steps := []func(){
		func() {},
		func() { write(filepath.Join(home, "rules.toml"), rule) },
		func() { write(filepath.Join(home, "rules.toml"), rule+"examples = [\"frob x\"]\n") },
		func() {
			write(filepath.Join(project, ".gatesh", "rules.toml"), strings.Replace(rule, "no-frob", "no-frob-here", 1))
		},
	}
	for i, step := range steps {
		step()
		v := load()
		if seen[v] {
			t.Errorf("step %d: version %q seen before", i, v)
		}
		seen[v] = true
		if again := load(); again != v {
			t.Errorf("step %d: version %q, then %q with nothing changed", i, v, again)
		}
	}
}
