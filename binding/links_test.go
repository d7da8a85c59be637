package binding

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkFactsFollowTheLinksAlongPaths: a link along the working folder
// or a named path, in a folder the agent may write, is a fact that says
// where it leads; made, removed or pointed elsewhere, the fact differs.
// A link in a folder the agent may not write is none.
func TestLinkFactsFollowTheLinksAlongPaths(t *testing.T) {
	proj, a, b := t.TempDir(), t.TempDir(), t.TempDir()
	sub := filepath.Join(proj, "sub")
	inProj := func(dir string) bool { return strings.HasPrefix(dir, proj) }
	facts := func(text, cwd string) string {
		var out []string
		for _, f := range LinkFacts(text, cwd, Where{}, inProj) {
			out = append(out, f.String())
		}
		return strings.Join(out, "\n")
	}
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	asFolder := [2]string{facts("rm -rf sub/build", proj), facts("rm -rf build", sub)}
	if asFolder != [2]string{} {
		t.Errorf("a folder with no link along it is bound: %q", asFolder)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Remove(sub))
	must(os.Symlink(a, sub))
	toA := [2]string{facts("rm -rf sub/build", proj), facts("rm -rf build", sub)}
	for _, f := range toA {
		if !strings.Contains(f, sub+" -> "+a) || !strings.Contains(f, "leads to ") {
			t.Errorf("the link is not bound with its target: %q", f)
		}
	}
	must(os.Remove(sub))
	must(os.Symlink(b, sub))
	if toB := [2]string{facts("rm -rf sub/build", proj), facts("rm -rf build", sub)}; toB[0] == toA[0] || toB[1] == toA[1] {
		t.Errorf("a link pointed elsewhere gives the same facts: %q", toB)
	}
	// A dangling link still names its target.
	must(os.Remove(sub))
	must(os.Symlink(filepath.Join(b, "missing"), sub))
	if f := facts("cat sub/x", proj); !strings.Contains(f, filepath.Join(b, "missing")) {
		t.Errorf("a dangling link is not bound with its target: %q", f)
	}
	// Outside the folders the agent may write, a link is no fact.
	if f := LinkFacts("cat /proc/self/cwd", a, Where{}, inProj); len(f) != 0 {
		t.Errorf("bound a link the agent cannot make: %v", f)
	}
}
