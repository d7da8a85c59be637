package rules

import (
	"os"
	"path/filepath"
	"testing"
)

// A scratch or output folder of the project (.tmp, dist) that is a link
// to a folder elsewhere is that folder: a delete of its contents by a
// glob (rm -rf .tmp/*), expanded by the shell through the link, deletes
// the folder's files, as rm -rf .tmp/ does. The same folder that is the
// project's own stays disposable.
func TestReview10DisposableFolderLinkGlob(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "project")
	victim := filepath.Join(home, "notes")
	for _, d := range []string{proj, victim, filepath.Join(proj, "build")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{".tmp", "dist", ".tmp-e2e"} {
		if err := os.Symlink(victim, filepath.Join(proj, name)); err != nil {
			t.Fatal(err)
		}
	}
	isLink := diskIsLink(proj)
	s := toolSetFor(t, LoadOptions{Cwd: proj, UserHome: home, IsLink: isLink})
	for _, c := range []struct {
		cmd  string
		held bool
	}{
		{"rm -rf .tmp/*", true},
		{"rm -rf .tmp/", true},
		{"rm -rf dist/*", true},
		{"rm -rf .tmp-e2e/*", true},
		{"rm -rf build/*", false},
	} {
		d := s.Classify(c.cmd)
		if held := d.Verdict == Hold || d.Verdict == Deny; held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %v)", c.cmd, held, c.held, d.Tier, d.Hits)
		}
	}
}
