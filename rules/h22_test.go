package rules_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestH22LargeTreeSearch: a search that follows every link below a
// project of more entries than the walk's former bound (20,000) is
// judged on the links really there: green when none leads out, held
// when a link past the 20,000th entry leads to ~/.ssh.
func TestH22LargeTreeSearch(t *testing.T) {
	home, proj, _, load := linkedHome(t, nil)
	for i := range 50 {
		sub := filepath.Join(proj, "node_modules", fmt.Sprintf("pkg%02d", i))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		for j := range 500 {
			if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("f%03d.js", j)), nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	// A link inside the project is followed and stays inside.
	if err := os.Symlink("../pkg00", filepath.Join(proj, "node_modules", "pkg01", "dep")); err != nil {
		t.Fatal(err)
	}
	checkTiers(t, load(proj), proj, home, []tierCase{
		{"large tree, links inside", `grep -R token .`, "pass"},
		{"large tree, links inside", `rg -L useState node_modules`, "pass"},
	})
	// In the last folder the walk reads (its name sorts after the others).
	far := filepath.Join(proj, "zz", "keys")
	if err := os.MkdirAll(filepath.Dir(far), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(home, ".ssh"), far); err != nil {
		t.Fatal(err)
	}
	checkTiers(t, load(proj), proj, home, []tierCase{
		{"a link to ~/.ssh past 20,000 entries", `grep -R token .`, "held"},
		{"a link to ~/.ssh past 20,000 entries", `rg -L token`, "held"},
		{"follows no link below", `grep -rn token .`, "pass"},
	})
}
