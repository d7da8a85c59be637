package toolcall

import (
	"os"
	"path/filepath"
	"testing"
)

// TestListLinksBound: a walk that reaches its bound says the list is not
// complete, so that a search following every link is held rather than
// judged on the links seen; a walk within it lists every link, and a
// folder that is not there has none.
func TestListLinksBound(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a", "b", "c", "d"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("/etc", filepath.Join(dir, "z")); err != nil {
		t.Fatal(err)
	}
	links, complete := listLinksFrom(dir, 3)(".")
	if complete {
		t.Errorf("walk of 6 entries bounded at 3: complete = true (links %q)", links)
	}
	links, complete = listLinksFrom(dir, 100)(".")
	if !complete || len(links) != 1 || links[0] != "z" {
		t.Errorf("walk within its bound: links %q, complete = %v; want [z], true", links, complete)
	}
	if links, complete := listLinksFrom(dir, 100)("missing"); !complete || len(links) != 0 {
		t.Errorf("missing folder: links %q, complete = %v; want none, true", links, complete)
	}
}
