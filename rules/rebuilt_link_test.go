package rules

import (
	"os"
	"path/filepath"
	"testing"
)

// A site generator's output folder that is a link to a folder elsewhere
// is that folder: rm -rf public/ or public/* before hugo deletes what the
// link points at, and the generator writing the folder again says nothing
// about it. rm -rf public removes the link alone, and the project's own
// folder stays rebuilt output.
func TestRebuiltOutputThroughALink(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "site")
	victim := filepath.Join(home, "notes")
	for _, d := range []string{proj, victim, filepath.Join(proj, "site")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"public", "book"} {
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
		{"rm -rf public/* && hugo", true},
		{"rm -rf public/ && hugo --minify", true},
		{"rm -rf ./public/* && hugo build", true},
		{"rm -rf .//public/. && hugo", true},
		{"rm -rf " + proj + "/public/ && hugo", true},
		{"rm -rf book/* && mdbook build", true},
		// The link itself, and a folder that is the project's own.
		{"rm -rf public && hugo", false},
		{"rm -rf site/ && mkdocs build", false},
		{"rm -rf site/* && mkdocs build", false},
	} {
		d := s.Classify(c.cmd)
		if held := d.Tier == Red; held != c.held {
			t.Errorf("%q: %s, want held %v (%v)", c.cmd, d.Tier, c.held, d.Hits)
		}
	}
}
