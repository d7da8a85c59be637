package toolcall

import (
	"os"
	"path/filepath"
	"testing"
	"time"
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
	links, complete := listLinksFrom(dir, 3, time.Minute)(".")
	if complete {
		t.Errorf("walk of 6 entries bounded at 3: complete = true (links %q)", links)
	}
	links, complete = listLinksFrom(dir, 100, time.Minute)(".")
	if !complete || len(links) != 1 || links[0] != "z" {
		t.Errorf("walk within its bound: links %q, complete = %v; want [z], true", links, complete)
	}
	if links, complete := listLinksFrom(dir, 100, time.Minute)("missing"); !complete || len(links) != 0 {
		t.Errorf("missing folder: links %q, complete = %v; want none, true", links, complete)
	}
}

// TestListLinksBudget: a walk whose time has run out stops before the
// next folder and says the list is not complete; the same tree within
// its time is listed whole.
func TestListLinksBudget(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "a", "b"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/etc", filepath.Join(dir, "a", "b", "z")); err != nil {
		t.Fatal(err)
	}
	if links, complete := listLinksFrom(dir, 100, 0)("."); complete || len(links) != 0 {
		t.Errorf("no time left: links %q, complete = %v; want none, false", links, complete)
	}
	if links, complete := listLinksFrom(dir, 100, time.Minute)("."); !complete || len(links) != 1 || links[0] != "a/b/z" {
		t.Errorf("within its time: links %q, complete = %v; want [a/b/z], true", links, complete)
	}
}
