package describe

import (
	"slices"
	"testing"

	"gatesh/binding"
	"gatesh/queue"
)

// TestBoundFilesAreNotGit: a command that binds only the files it names
// shows them under "bound:", and no line about git hooks.
func TestBoundFilesAreNotGit(t *testing.T) {
	got := BoundLines([]queue.Fact{{Kind: binding.KindFile, Name: "/p/deploy.sh", Value: "sha256 ab, 2 bytes"}})
	want := []string{"bound:", "  file /p/deploy.sh: sha256 ab, 2 bytes"}
	if !slices.Equal(got, want) {
		t.Errorf("BoundLines = %q, want %q", got, want)
	}
}
