package shim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestApprovalBindsWhatTheProgramFindsElsewhere: files a held command's
// program reads that the command does not name where it runs: an
// include make finds in a folder -I names, a makefile MAKEFILES names, a
// module just finds by its name, the .env just loads, a script named
// in the home folder. Each was unbound: rewritten after the approval,
// the approval ran it. Now the run is held again and nothing runs;
// unchanged, the approved command runs once.
func TestApprovalBindsWhatTheProgramFindsElsewhere(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		files      map[string]string // under the project; "~/" under HOME
		change     string
		env        []string
	}{
		{"make's -I folder", "DANGER; make -I inc deploy", map[string]string{"Makefile": "include common.mk\n", "inc/common.mk": "deploy:\n\ttrue\n"}, "inc/common.mk", nil},
		{"MAKEFILES", "DANGER; make deploy", map[string]string{"Makefile": "deploy:\n\ttrue\n", "pre.mk": "x:\n"}, "pre.mk", []string{"MAKEFILES=pre.mk"}},
		{"a make include on a continued line", "DANGER; make deploy", map[string]string{"Makefile": "include \\\n  rules.mk\n", "rules.mk": "deploy:\n\ttrue\n"}, "rules.mk", nil},
		{"just's module by its name", "DANGER; just ops::deploy", map[string]string{"justfile": "mod ops\n", "ops.just": "deploy:\n  true\n"}, "ops.just", nil},
		{"just's .env", "DANGER; just deploy", map[string]string{"justfile": "set dotenv-load\ndeploy:\n  ls\n", ".env": "X=1\n"}, ".env", nil},
		{"task's dotenv", "DANGER; task deploy", map[string]string{"Taskfile.yml": "version: '3'\ndotenv: [deploy.env]\n", "deploy.env": "X=1\n"}, "deploy.env", nil},
		{"a script in the home folder", "DANGER; bash ~/deploy.sh", map[string]string{"~/deploy.sh": "true\n"}, "~/deploy.sh", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, tc.env...)
			home := h.r.env.get("HOME")
			proj := t.TempDir()
			h.r.getwd = func() (string, error) { return proj, nil }
			at := func(name string) string {
				if rest, ok := strings.CutPrefix(name, "~/"); ok {
					return filepath.Join(home, rest)
				}
				return filepath.Join(proj, name)
			}
			for name, text := range tc.files {
				must(t, os.MkdirAll(filepath.Dir(at(name)), 0o755))
				must(t, os.WriteFile(at(name), []byte(text), 0o644))
			}
			run := approvedRun(t, h, tc.text)
			must(t, os.WriteFile(at(tc.change), []byte("rewritten after the approval\n"), 0o644))
			status, stderr := run()
			if status != ExitHeld || h.call.called {
				t.Fatalf("%s changed after the approval, and the approval ran it: status %d, ran %v\n%s", tc.change, status, h.call.called, stderr)
			}
			if !strings.Contains(stderr, "since then: file "+at(tc.change)+": ") {
				t.Errorf("the message does not name the changed file:\n%s", stderr)
			}
		})
	}
}
