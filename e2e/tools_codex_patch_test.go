//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/e2e/mockmodel"
)

// Codex applies more exec_command texts than `apply_patch <<'EOF'`
// itself, without a shell (codex-rs/apply-patch/src/invocation.rs):
// `apply_patch<<'EOF'` with no space, and `cd DIR && apply_patch <<'EOF'`
// with DIR a word, a "string" or a 'raw' string, whose patch's relative
// paths start from DIR. Its own binary applies a patch too when its
// first argument is --codex-run-as-apply-patch. On the shell route the
// hook is `gatesh hook --tools-only codex`, which leaves shell calls to
// the login shell: each form must still be held on both routes (G1 and
// G2 of the fourth red-team round). The victim is ~/.bashrc.
func TestToolsCodexPatchForms(t *testing.T) {
	t.Parallel()
	cli := findCLI(t, codex.cli)
	update := func(path string) string {
		return "*** Begin Patch\n*** Update File: " + path + "\n@@\n export EDITOR=vi\n+" + startupLine + "*** End Patch\n"
	}
	for _, tc := range []struct {
		name string
		cmd  func(tw *toolWorld) string
	}{
		{"cd-word", func(tw *toolWorld) string {
			return "cd " + filepath.Dir(tw.bashrc) + " && apply_patch <<'EOF'\n" + update(".bashrc") + "EOF\n"
		}},
		{"cd-raw", func(tw *toolWorld) string {
			return "cd '" + filepath.Dir(tw.bashrc) + "' && applypatch <<'EOF'\n" + update(".bashrc") + "EOF\n"
		}},
		{"cd-string", func(tw *toolWorld) string {
			return "cd \"" + filepath.Dir(tw.bashrc) + "\" && apply_patch <<EOF\n" + update(".bashrc") + "EOF\n"
		}},
		{"nospace", func(tw *toolWorld) string {
			return "apply_patch<<'EOF'\n" + update(tw.bashrc) + "EOF\n"
		}},
		{"codex-flag", func(tw *toolWorld) string {
			return "PATH=" + filepath.Dir(cli) + ":$PATH codex --codex-run-as-apply-patch \"$(cat <<'EOF'\n" + update(tw.bashrc) + "EOF\n)\""
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			for _, rt := range []route{shell, hook} {
				t.Run(rt.String(), func(t *testing.T) {
					tw := newToolWorld(t)
					cmd := tc.cmd(tw)
					tw.play([]toolStep{{kind: "shell", reply: mockmodel.Shell(cmd), check: func(res mockmodel.Result) {
						t.Logf("the model received: %s", clip(string(res.Raw)))
						if heldID(res) == "" {
							t.Errorf("%s through exec_command was not held; the model received:\n%q", tc.name, res.Output)
						}
					}}})
					tw.run(codexTools.withTools(tw), rt)
					if got := tw.read(tw.bashrc); got != bashrcText {
						t.Errorf("%s through exec_command wrote ~/.bashrc:\n%s", tc.name, got)
					}
				})
			}
		})
	}
}

// The same cd form inside the project is a patch like any other: it
// passes, and writes where Codex says, under the cd folder.
func TestToolsCodexPatchCdInProject(t *testing.T) {
	t.Parallel()
	findCLI(t, codex.cli)
	tw := newToolWorld(t)
	must(t, os.MkdirAll(filepath.Join(tw.work, "sub"), 0o755))
	cmd := "cd sub && apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: new.txt\n+made by the patch\n*** End Patch\nEOF\n"
	tw.play([]toolStep{{kind: "shell", reply: mockmodel.Shell(cmd), check: func(res mockmodel.Result) {
		t.Logf("the model received: %s", clip(string(res.Raw)))
		if id := heldID(res); id != "" {
			t.Errorf("a patch of the project through cd sub && apply_patch was held as %s:\n%q", id, res.Output)
		}
	}}})
	tw.run(codexTools.withTools(tw), shell)
	if got := tw.read(filepath.Join(tw.work, "sub", "new.txt")); got != "made by the patch\n" {
		t.Errorf("sub/new.txt: %q", got)
	}
}
