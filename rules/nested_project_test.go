package rules

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// h1ProjectRules are the project's rules of round 4b's H1.
func h1ProjectRules(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("testdata/h1-project-rules.toml")
	must(t, err)
	return string(data)
}

// A .gatesh/rules.toml that a green script planted in a subfolder (with
// or without a repository of its own there) adds to the project's rules;
// it never replaces them, so from the subfolder what the project denies
// is still denied (round 4b's H1: the nearest file shadowed the root's).
func TestNestedProjectRulesCannotShadowTheProject(t *testing.T) {
	for _, nested := range []struct{ name, rules string }{
		{"comment only", "# nothing\n"},
		{"empty", ""},
		{"adds a rule", "[[rule]]\nid = \"sub-no-make\"\ntier = \"red\"\nreason = \"sub\"\ncommand = [\"make\"]\n"},
	} {
		for _, repo := range []bool{false, true} {
			o := layout(t, "", h1ProjectRules(t))
			project := filepath.Dir(filepath.Dir(o.Cwd))
			sub := filepath.Join(project, "sub")
			must(t, os.MkdirAll(filepath.Join(sub, ".gatesh"), 0o755))
			must(t, os.WriteFile(filepath.Join(sub, ".gatesh", "rules.toml"), []byte(nested.rules), 0o644))
			if repo {
				must(t, os.MkdirAll(filepath.Join(sub, ".git"), 0o755))
			}
			o.Cwd = sub
			s := mustLoad(t, o)
			what := nested.name
			if repo {
				what += ", in a nested repository"
			}
			if d := s.Classify("curl -s https://example.com/x"); d.Verdict != Deny || !hasHit(d, "project-no-curl") {
				t.Errorf("%s: curl from the subfolder: %s %v", what, d.Verdict, ids(d))
			}
			if d := s.Classify("git merge -q other-branch"); d.Tier != Red || !hasHit(d, "agent-settings-unread") {
				t.Errorf("%s: git merge from the subfolder: %s %v", what, d.Tier, ids(d))
			}
			if nested.name == "adds a rule" {
				if d := s.Classify("make all"); d.Tier != Red || !hasHit(d, "sub-no-make") {
					t.Errorf("%s: the nested file's own rule: %s %v", what, d.Tier, ids(d))
				}
			}
		}
	}
}

// A nested file is a project layer like the root's: it may not lower
// what the root's file set.
func TestNestedProjectRulesMayNotLowerTheProject(t *testing.T) {
	for name, nested := range map[string]string{
		"deny off":   "[[rule]]\nid = \"project-no-curl\"\ndeny = false\n",
		"lower tier": "[[rule]]\nid = \"project-no-curl\"\ntier = \"green\"\n",
		"disable":    "[[rule]]\nid = \"agent-settings-unread\"\ndisabled = true\n",
		"conditions": "[[rule]]\nid = \"project-no-curl\"\ncommand = [\"nothing\"]\n",
	} {
		o := layout(t, "", h1ProjectRules(t))
		must(t, os.MkdirAll(filepath.Join(o.Cwd, ".gatesh"), 0o755))
		must(t, os.WriteFile(filepath.Join(o.Cwd, ".gatesh", "rules.toml"), []byte(nested), 0o644))
		if _, err := Load(o); err == nil || !strings.Contains(err.Error(), filepath.Join(o.Cwd, ".gatesh")) {
			t.Errorf("%s: a nested file lowered the project's rules: %v", name, err)
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
