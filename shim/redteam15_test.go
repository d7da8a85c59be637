package shim

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// A folder of keys archived or copied through a glob the shell expands
// (~/.ss? is ~/.ssh): each is held, and no archive or copy of the keys
// appears in the project. Without the fix each was green and wrote one.
// A twin with a glob of the project's own folder runs.
func TestFolderGlobsOfKeysAreHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, _ := redteamProject(t, g)
	must(t, os.MkdirAll(filepath.Join(g.dir, ".ssh"), 0o700))
	must(t, os.WriteFile(filepath.Join(g.dir, ".ssh", "id_ed25519"), []byte("not a real key\n"), 0o600))
	must(t, os.MkdirAll(filepath.Join(g.dir, ".aws"), 0o700))
	must(t, os.WriteFile(filepath.Join(g.dir, ".aws", "credentials"), []byte("[default]\n"), 0o600))
	must(t, os.MkdirAll(filepath.Join(project, "src"), 0o755))
	must(t, os.WriteFile(filepath.Join(project, "src", "main.c"), []byte("int main(void){return 0;}\n"), 0o644))

	cases := []struct{ cmd, out string }{
		{`tar czf keys1.tgz ~/.ss?`, "keys1.tgz"},
		{`tar czf keys2.tgz ~/.s*h`, "keys2.tgz"},
		{`cp -r ~/.ss? keys3`, "keys3"},
	}
	if _, err := exec.LookPath("zip"); err == nil {
		cases = append(cases, struct{ cmd, out string }{`zip -qr keys4.zip ~/.aw[s]`, "keys4.zip"})
	}
	for _, c := range cases {
		stderr, status := g.runIn(t, project, "-c", c.cmd)
		if status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", c.cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Lstat(filepath.Join(project, c.out)); err == nil {
			t.Errorf("%s: %s was written", c.cmd, c.out)
		}
	}
	if stderr, status := g.runIn(t, project, "-c", `tar czf src.tgz sr?`); status != 0 {
		t.Errorf("tar of the project's folder: status %d\nstderr: %s", status, stderr)
	}
	if _, err := os.Stat(filepath.Join(project, "src.tgz")); err != nil {
		t.Errorf("tar of the project's folder wrote nothing: %v", err)
	}
}
