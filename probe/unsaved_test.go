package probe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// UnsavedWork reads a repository the agent may have written: its clean
// filters (git status would run them for a file whose stat data
// changed) and its fsmonitor do not run, and what changed is still found.
func TestUnsavedWorkRunsNoFilter(t *testing.T) {
	r := newRepo(t)
	r.commit(map[string]string{"f.txt": "one\n", "g.txt": "two\n"})
	ran := filepath.Join(t.TempDir(), "ran")
	prog := `"sh -c 'touch ` + ran + `; cat'"`
	r.write(".git/info/attributes", "* filter=x=y\n")
	f, err := os.OpenFile(r.path(".git/config"), os.O_APPEND|os.O_WRONLY, 0)
	must(t, err)
	_, err = f.WriteString("[filter \"x=y\"]\n\tclean = " + prog + "\n[core]\n\tfsmonitor = " + prog + "\n")
	must(t, err)
	must(t, f.Close())
	later := time.Now().Add(time.Hour)
	must(t, os.Chtimes(r.path("f.txt"), later, later))

	what, err := r.prober().UnsavedWork(r.dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(ran); err == nil {
		t.Fatal("the repository's program ran")
	}
	// The commit is on no remote: that is what is unsaved, not f.txt,
	// whose content is the committed one.
	if !strings.Contains(what, "commits on no remote") {
		t.Errorf("UnsavedWork = %q", what)
	}
	r.write("g.txt", "changed\n")
	if what, err := r.prober().UnsavedWork(r.dir); err != nil || !strings.Contains(what, "uncommitted changes") {
		t.Errorf("with g.txt changed: %q, %v", what, err)
	}
	r.write("g.txt", "two\n")
	r.write("new.txt", "new\n")
	if what, err := r.prober().UnsavedWork(r.dir); err != nil || !strings.Contains(what, "untracked files") {
		t.Errorf("with new.txt: %q, %v", what, err)
	}
	if _, err := os.Stat(ran); err == nil {
		t.Fatal("the repository's program ran")
	}
}
