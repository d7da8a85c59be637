package shim

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// installAlone makes g's gatesh a file of its own in its bin folder (a
// link of this test binary, or a copy), so that the programs beside it
// are those of that folder only; it returns the test binary and the
// folder.
func (g *gateshEnv) installAlone(t *testing.T) (exe, bin string) {
	t.Helper()
	exe, err := os.Executable()
	must(t, err)
	bin = filepath.Dir(g.prog)
	must(t, os.Remove(g.prog))
	if err := os.Link(exe, g.prog); err != nil {
		copyExecutable(t, g.prog)
	}
	return exe, bin
}

// An archive gatesh cannot list, because gatesh-archive is not beside
// it, is held where it lands in the top of the project, as one of a
// format it does not read (fail closed); a gatesh-archive found only on
// PATH, which the command's environment sets, is never run.
func TestArchiveListerOnlyBesideGatesh(t *testing.T) {
	g := newGateshEnv(t)
	project, _ := redteamProject(t, g)
	exe, _ := g.installAlone(t)
	g.env = append(g.env, "PATH="+pathWithoutGatesh(t))
	must(t, os.WriteFile(filepath.Join(project, "safe.tar"), tarOf(t, "a.txt", "x\n"), 0o644))
	held := func(what string) {
		t.Helper()
		if stderr, status := g.runIn(t, project, "-c", "tar -xf safe.tar"); status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", what, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(filepath.Join(project, "a.txt")); err == nil {
			t.Errorf("%s: the archive was extracted", what)
		}
	}
	held("no gatesh-archive beside gatesh")
	// One on PATH, outside the temporary folders as a program the
	// person installed: still not run.
	other, err := os.MkdirTemp("/var/tmp", "gatesh-archive-path-")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(other) })
	must(t, os.Symlink(exe, filepath.Join(other, archiveProgram)))
	g.env = append(g.env, "PATH="+other+":"+pathWithoutGatesh(t))
	held("gatesh-archive on PATH only")
}

// listArchive takes gatesh-archive's names only from a program that
// exits 0 and ends each name with a NUL; anything else cannot list.
func TestListArchiveFailsClosed(t *testing.T) {
	bin := t.TempDir()
	self := filepath.Join(bin, "gatesh")
	must(t, os.WriteFile(self, nil, 0o755))
	archive := filepath.Join(bin, "a.tar")
	for _, tc := range []struct {
		script string
		want   []string
		ok     bool
	}{
		{"printf 'a\\nb\\0.mcp.json\\0'", []string{"a\nb", ".mcp.json"}, true},
		{"printf '.mcp.json'", nil, false},            // not ended by a NUL
		{"printf ''", nil, false},                     // no name
		{"printf '.mcp.json\\0'; exit 1", nil, false}, // failed
		{"test \"$1\" = " + archive + " && test -z \"$HOME$GATESH_HOME\" && printf 'ok\\0'", []string{"ok"}, true}, // its argument, no environment
	} {
		must(t, os.WriteFile(filepath.Join(bin, archiveProgram), []byte("#!/bin/sh\n"+tc.script+"\n"), 0o755))
		got, ok := listArchive(self, archive)
		if ok != tc.ok || !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q %v, want %q %v", tc.script, got, ok, tc.want, tc.ok)
		}
	}
	must(t, os.Remove(filepath.Join(bin, archiveProgram)))
	if got, ok := listArchive(self, archive); ok {
		t.Errorf("no gatesh-archive: listed %q", got)
	}
}
