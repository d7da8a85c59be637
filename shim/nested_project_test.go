package shim

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/config"
)

// Round 4b's H1 through gatesh: a green script planted a comment-only
// sub/.gatesh/rules.toml, and from sub/ (Codex's workdir, or cd sub) curl
// ran and git merge was green. The project's rules still hold there.
func TestNestedProjectRulesStillHoldFromTheSubfolder(t *testing.T) {
	h1Rules, err := os.ReadFile("../rules/testdata/h1-project-rules.toml")
	must(t, err)
	g := newGateshEnv(t)
	project := filepath.Join(g.dir, "project")
	sub := filepath.Join(project, "sub")
	must(t, os.MkdirAll(filepath.Join(project, ".gatesh"), 0o755))
	must(t, os.MkdirAll(filepath.Join(sub, ".gatesh"), 0o755))
	must(t, os.WriteFile(filepath.Join(project, ".gatesh", "rules.toml"), h1Rules, 0o644))
	must(t, os.WriteFile(filepath.Join(sub, ".gatesh", "rules.toml"), []byte("# nothing\n"), 0o644))
	for _, dir := range []string{project, sub} {
		if out, status := g.runIn(t, dir, "-c", "curl --version"); status != ExitDenied || !strings.Contains(out, "project-no-curl") {
			t.Errorf("curl from %s: %d %s", dir, status, out)
		}
		if out, status := g.runIn(t, dir, "-c", "git merge -q other-branch"); status != ExitHeld || !strings.Contains(out, "agent-settings-unread") {
			t.Errorf("git merge from %s: %d %s", dir, status, out)
		}
	}
}

// A nested .gatesh/network.toml narrows the project's list further; it
// never replaces it, so it cannot allow what the project's list left out.
func TestNestedProjectNetworkListOnlyNarrows(t *testing.T) {
	dir := t.TempDir()
	home := filepath.Join(dir, "gatesh-home")
	project := filepath.Join(dir, "project")
	sub := filepath.Join(project, "sub")
	for _, d := range []string{home, filepath.Join(project, ".gatesh"), filepath.Join(sub, ".gatesh")} {
		must(t, os.MkdirAll(d, 0o755))
	}
	must(t, os.WriteFile(filepath.Join(project, ".gatesh", ProjectNetworkFile), []byte("allow = [\"a.example:443\"]\n"), 0o644))
	cfg := &config.Config{Home: home, NetworkAllow: []string{"a.example:443", "b.example:443"}}
	r := &runtime{}
	for nested, want := range map[string][]string{
		"allow = [\"a.example:443\", \"b.example:443\"]\n": {"a.example:443"},
		"# nothing\n": nil,
	} {
		must(t, os.WriteFile(filepath.Join(sub, ".gatesh", ProjectNetworkFile), []byte(nested), 0o644))
		list, from, err := r.networkAllowlist(cfg, sub)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range list.Texts() {
			if strings.HasSuffix(e, ".example:443") {
				got = append(got, e)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("nested %q: the list from sub/ holds %v, want %v (%s)", nested, got, want, from)
		}
		if !strings.Contains(from, filepath.Join(project, ".gatesh")) || !strings.Contains(from, filepath.Join(sub, ".gatesh")) {
			t.Errorf("nested %q: the list does not name both files: %s", nested, from)
		}
	}
}
