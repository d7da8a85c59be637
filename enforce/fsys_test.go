package enforce

import (
	"os"
	"path/filepath"
	"testing"
)

// BuildWatched names the entries a plan was decided by: a folder the
// plan only looked names up in is reported with those names, so that an
// entry made there under another name leaves a kept plan alone; a
// folder it listed is reported whole ("").
func TestBuildWatchedNamesWhatItLookedUp(t *testing.T) {
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	project, home := filepath.Join(base, "work", "project"), filepath.Join(base, "home")
	for _, d := range []string{project, filepath.Join(home, ".aws")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	pol := NewPolicy(Inputs{Cwd: project, Home: home, SecretPaths: []string{"~/.aws/**"}})
	seen := map[string]map[string]bool{}
	if _, err := BuildWatched(pol, func(dir, name string) {
		if seen[dir] == nil {
			seen[dir] = map[string]bool{}
		}
		seen[dir][name] = true
	}); err != nil {
		t.Fatal(err)
	}
	if !seen["/dev"]["null"] || seen["/dev"][""] {
		t.Errorf("/dev, where the plan looks up the devices a command may use: %v; want their names alone", seen["/dev"])
	}
	// The hidden folder's parent is listed: a sibling made later must
	// be granted by a new plan.
	if !seen[home][""] {
		t.Errorf("the home folder, which holds a hidden one, is not listed: %v", seen[home])
	}
}
