package rules

import (
	"path/filepath"
	"testing"
)

// A credential file that is one only in its folder (.aws/credentials,
// .kube/config, .docker/config.json) is named by a glob the shell expands
// below the project (.aw?/credentials, */config) as by its own path, and
// by find, which prints a name at any depth below its start, handed to
// xargs. The same globs and finds of the project's own files pass.
func TestGlobsAndFindsReachCredentialFolders(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "app")
	s := toolSetFor(t, LoadOptions{Cwd: proj, UserHome: home})
	for _, c := range []struct {
		cmd  string
		held bool
	}{
		{"cat .aw?/credentials", true},
		{"cat ./*/credentials", true},
		{"cat deploy/*/credentials", true},
		{"cat .*/config.json", true},
		{"head -3 */config", true},
		{"cat ./**/credentials", true},
		{"find . -name credentials | xargs cat", true},
		{`find . -name config.json -path "*docker*" | xargs cat`, true},
		{"find . -name config | head -1 | xargs cat", true},
		{"find src -iname Credentials | xargs head", true},
		// The project's own files.
		{"cat */package.json", false},
		{"head -5 docs/*/README.md", false},
		{"cat src/*.ts", false},
		{"find . -name package.json | head -1 | xargs cat", false},
		{`find . -name "tsconfig.json" -type f | head -1 | xargs cat`, false},
	} {
		d := s.Classify(c.cmd)
		if held := d.Tier == Red; held != c.held {
			t.Errorf("%q: %s, want held %v (%v)", c.cmd, d.Tier, c.held, d.Hits)
		}
	}
}
