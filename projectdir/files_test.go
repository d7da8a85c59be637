package projectdir

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// GateFiles lists every .gatesh/NAME up to the root, the outermost
// first, without the gate's own folder; a link that leads nowhere is
// listed, so that reading it fails rather than it being skipped.
func TestGateFilesListsEveryLevel(t *testing.T) {
	root := t.TempDir()
	project := filepath.Join(root, "project")
	sub := filepath.Join(project, "a", "sub")
	gate := filepath.Join(root, ".gatesh")
	for _, d := range []string{gate, filepath.Join(project, ".gatesh"), filepath.Join(sub, ".gatesh"), filepath.Join(project, "a", ".gatesh")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{filepath.Join(gate, "rules.toml"), filepath.Join(project, ".gatesh", "rules.toml"), filepath.Join(sub, ".gatesh", "rules.toml")} {
		if err := os.WriteFile(p, []byte("# x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dangling := filepath.Join(project, "a", ".gatesh", "rules.toml")
	if err := os.Symlink(filepath.Join(root, "nowhere"), dangling); err != nil {
		t.Fatal(err)
	}
	got := GateFiles(sub, gate, "rules.toml")
	want := []string{filepath.Join(project, ".gatesh", "rules.toml"), dangling, filepath.Join(sub, ".gatesh", "rules.toml")}
	if !slices.Equal(got, want) {
		t.Errorf("GateFiles(%s) = %v, want %v", sub, got, want)
	}
}
