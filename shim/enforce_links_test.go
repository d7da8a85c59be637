package shim

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// The working folder gatesh sees is os.Getwd's, which is $PWD whenever
// $PWD names the same folder as the process's own: a link that reads as
// a project (/var/tmp/x/work) but leads to a folder no green command may
// write (the home folder, a dot-folder of it, a folder on PATH). The
// project a green command writes is the folder the link leads to, and is
// judged as that folder: the link's own name grants nothing.
func TestWorkingFolderThroughALinkIsJudgedWhereItLeads(t *testing.T) {
	w := newEnforceWorld(t)
	must(t, os.MkdirAll(w.home+"/.config/systemd/user", 0o755))
	for i, c := range []struct{ name, target string }{
		{"home", w.home},
		{"dot-folder of home", w.home + "/.config/systemd/user"},
		{"bin on PATH", w.bin},
	} {
		t.Run(c.name, func(t *testing.T) {
			link := filepath.Join(w.base, fmt.Sprintf("work%d", i))
			must(t, os.Symlink(c.target, link))
			planted := filepath.Join(c.target, "planted")
			out, status := w.runIn(t, c.target, "touch planted", "PWD="+link)
			if _, err := os.Lstat(planted); err == nil {
				os.Remove(planted)
				t.Fatalf("a green command run from %s (a link to %s) wrote there (status %d): %s", link, c.target, status, out)
			}
			if status == 0 {
				t.Errorf("touch ran with status 0 and wrote nothing: %s", out)
			}
		})
	}
	w.victimIntact(t)
}

// A cache or temporary folder the agent's environment names inside a
// folder green commands write (GOCACHE=/tmp/gocache, TMPDIR=/tmp/me) can
// be removed by a green script and a link put in its place: the next
// command's plan would grant where the link leads (the home folder, a
// folder on PATH). A writable root reached through a link that lies in
// a writable folder is not granted.
func TestCacheSwappedForALinkGrantsNothingThere(t *testing.T) {
	w := newEnforceWorld(t)
	tmp := t.TempDir()
	for _, c := range []struct{ name, env, target, file string }{
		{"GOCACHE to home", "GOCACHE", w.home, ".ssh/authorized_keys"},
		{"TMPDIR to PATH", "TMPDIR", w.bin, "planted"},
		{"GOMODCACHE to victim", "GOMODCACHE", w.victim, "planted"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cache := filepath.Join(tmp, c.env)
			must(t, os.MkdirAll(cache, 0o755))
			env := c.env + "=" + cache
			must(t, os.WriteFile(w.project+"/tools/swap.sh", []byte("#!/bin/sh\nrm -rf "+cache+" && ln -s "+c.target+" "+cache+"\n"), 0o755))
			if out, status := w.run(t, "./tools/swap.sh", env); status != 0 {
				t.Fatalf("the green swap did not run: %d %s", status, out)
			}
			if fi, err := os.Lstat(cache); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				t.Fatalf("the swap left no link at %s: %v", cache, err)
			}
			planted := filepath.Join(c.target, c.file)
			out, _ := w.run(t, "touch "+cache+"/"+c.file, env)
			if _, err := os.Lstat(planted); err == nil {
				os.Remove(planted)
				t.Errorf("a green command wrote %s through the swapped %s: %s", planted, c.env, out)
			}
		})
	}
	w.victimIntact(t)
}
