package undo

import (
	"path/filepath"
	"testing"

	"gatesh/rules"
	"gatesh/toolcall"
)

// A tool call that writes to a branch is judged by the operator's shared
// branches, as a push there is: the rules know only the default ones.
func TestToolCallSharedBranches(t *testing.T) {
	home := t.TempDir()
	set, err := rules.Load(rules.LoadOptions{Home: filepath.Join(home, ".gatesh"), Cwd: filepath.Join(home, "project"), UserHome: home})
	if err != nil {
		t.Fatal(err)
	}
	s := Defaults()
	s.SharedBranches = []string{"main", "release-*"}
	for _, c := range []struct {
		branch string
		want   rules.Tier
	}{
		{"release-2", rules.Red},    // the operator's
		{"main", rules.Red},         // the rules' own
		{"feature/x", rules.Yellow}, // a branch of its own
	} {
		call, err := toolcall.New("mcp__github__create_or_update_file", "", []byte(`{"owner":"acme","repo":"api","path":"a.md","content":"x","message":"m","branch":"`+c.branch+`"}`))
		if err != nil {
			t.Fatal(err)
		}
		d := Refine(set.ClassifyTool(call), s, Env{Cwd: home})
		if d.Tier != c.want {
			t.Errorf("branch %s: %s %v, want %s", c.branch, d.Tier, d.Hits, c.want)
		}
	}
}
