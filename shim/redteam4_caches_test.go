package shim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// tryWrites writes each path listed in tools/paths.txt, relative to the
// home folder, and prints "made" or "refused" for each.
const tryWrites = `import os
home = os.environ["HOME"]
for rel in open("tools/paths.txt").read().split():
    try:
        with open(os.path.join(home, rel), "w") as f:
            f.write("planted\n")
        print("made", rel)
    except OSError as e:
        print("refused", rel, e.strerror)
`

// The fourth red team's G4: the writable caches were code that programs
// load later outside any restriction. Under Landlock, a green project
// script can no longer write bash-completion's completions, a systemd user
// unit, a Neovim plugin, direnv's allow list, an agent installed in
// ~/.local/share, nor a cache that is a folder on PATH (PNPM_HOME); the
// package stores builds need stay writable.
func TestCachesAreNotCodeOthersLoad(t *testing.T) {
	w := newEnforceWorld(t)
	needs.Program(t, "python3")
	refused := []string{
		".local/share/bash-completion/completions/git",
		".local/share/systemd/user/x.service",
		".local/share/nvim/site/plugin/x.lua",
		".local/share/direnv/allow/0000",
		".local/share/cursor-agent/versions/1/index.js",
		".local/share/pnpm/git",
	}
	made := []string{".local/share/pnpm/store/v3/files/x", ".local/share/virtualenv/wheel/x", ".cache/go-build/x", ".npm/x"}
	var all []string
	for _, rel := range append(append([]string(nil), refused...), made...) {
		must(t, os.MkdirAll(filepath.Join(w.home, filepath.Dir(rel)), 0o755))
		all = append(all, rel)
	}
	w.writeFile(t, "tools/try.py", tryWrites)
	w.writeFile(t, "tools/paths.txt", strings.Join(all, "\n")+"\n")
	out, status := w.run(t, "python3 tools/try.py", w.pathFirst(filepath.Join(w.home, ".local/share/pnpm")))
	if status != 0 {
		t.Fatalf("the script: %d %s", status, out)
	}
	for _, rel := range refused {
		if _, err := os.Stat(filepath.Join(w.home, rel)); err == nil || !strings.Contains(out, "refused "+rel+" ") {
			t.Errorf("%s: written by a green command:\n%s", rel, out)
		}
	}
	for _, rel := range made {
		if !strings.Contains(out, "made "+rel+"\n") {
			t.Errorf("%s: a cache builds need is not writable:\n%s", rel, out)
		}
	}
}
