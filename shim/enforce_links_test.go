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
