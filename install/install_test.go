// Package install_test checks install.sh with a stand-in go command.
package install_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestInstallLinksBashAndInterposedNames(t *testing.T) {
	root := t.TempDir()
	fakeBin := filepath.Join(root, "fakebin")
	if err := os.Mkdir(fakeBin, 0o755); err != nil {
		t.Fatal(err)
	}
	// The stand-in go writes a marker where `go build -o FILE` would.
	fakeGo := "#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ \"$1\" = -o ]; then echo built > \"$2\"; fi; shift; done\n"
	if err := os.WriteFile(filepath.Join(fakeBin, "go"), []byte(fakeGo), 0o755); err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(root, "gh")
	run := func(args ...string) (string, error) {
		cmd := exec.Command("bash", append([]string{"install.sh"}, args...)...)
		cmd.Env = []string{"PATH=" + fakeBin + ":/usr/bin:/bin", "HOME=" + root, "GATESH_HOME=" + home}
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := run("git", "rm")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	bin := filepath.Join(home, "bin")
	for _, name := range []string{"bash", "git", "rm"} {
		target, err := os.Readlink(filepath.Join(bin, name))
		if err != nil || target != "gatesh" {
			t.Errorf("%s: link to %q, %v", name, target, err)
		}
	}
	for _, name := range []string{"gatesh", "gatesh-serve", "gatesh-export", "gatesh-model"} {
		if data, err := os.ReadFile(filepath.Join(bin, name)); err != nil || string(data) != "built\n" {
			t.Fatalf("%s not built in place: %q %v", name, data, err)
		}
	}
	if !strings.Contains(out, `"CLAUDE_CODE_SHELL": "`+bin+`/bash"`) {
		t.Errorf("no Claude Code setting in output:\n%s", out)
	}
	// A name with a slash, or gatesh itself, is refused.
	for _, bad := range []string{"../x", "gatesh"} {
		if out, err := run(bad); err == nil {
			t.Errorf("%s accepted:\n%s", bad, out)
		}
	}
	if _, err := os.Lstat(filepath.Join(home, "x")); err == nil {
		t.Error("a link was made outside bin")
	}
}
