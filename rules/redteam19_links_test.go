package rules

import (
	"path/filepath"
	"testing"
)

// find's options before its start folders (-L, -H, -P, -D, -O) were
// read as the expression, so {} stood for "." and find -L keys -exec
// cat {} + passed green with keys a link to ~/.ssh, as did find -H ~
// -type f -exec cat {} +. The start folder after them is what {} is.
func TestRedteam19FindOptionsBeforeStart(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "proj")
	t.Setenv("HOME", home)
	t.Setenv("GATESH_HOME", filepath.Join(root, "gatesh"))
	s := linkedSet(t, home, proj, []string{proj, filepath.Join(home, ".ssh"), filepath.Join(proj, "docs")}, map[string]string{
		"keys": filepath.Join(home, ".ssh"),
	})
	checkHeld(t, s, []heldCase{
		{"find -L keys -type f -exec cat {} +", true},
		{"find -H keys -type f -exec cat {} +", true},
		{"find -L ~/.ssh -type f -exec cat {} +", true},
		{"find -H ~ -type f -exec head -n 5 {} +", true},
		{"find -D stat -L keys -exec cat {} +", true},
		{"find -L keys -exec cat {} +", true},
		{"find -O3 -L keys -exec cat {} +", true},
		// Twins that stay.
		{"find -L docs -type f -exec cat {} +", false},
		{"find -L . -name '*.md' -exec cat {} +", false},
	})
}
