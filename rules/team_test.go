package rules

import (
	"path/filepath"
	"strings"
	"testing"
)

// teamPolicy holds `make deploy` (which the default passes), raises a
// default rule to deny, adds a red tool rule, and carries the policy's
// own tables, which this package leaves to teampolicy.
const teamPolicy = `
[require]
enforce = "landlock"

[quorum]
tiers = { red = 2 }

[[rule]]
id = "team-deploy"
tier = "red"
reason = "deploys from a laptop: the team ships from CI"
command = ["make"]
args = ["deploy"]
quorum = 2
examples = ["make deploy"]
not_examples = ["make test"]

[[rule]]
id = "git-force-push"
deny = true

[[tools.rule]]
id = "team-tickets"
tier = "red"
reason = "writes to the ticket tracker"
server = ["tickets"]
quorum = 3
`

// TestTeamLayerHoldsWhatTheMachinePasses: the team's layer holds a command
// the default passes and raises a default rule, under the operator's and
// the project's files; neither can lower what it sets, while the operator
// keeps its powers over the rest.
func TestTeamLayerHoldsWhatTheMachinePasses(t *testing.T) {
	if d := mustLoad(t, layout(t, "", "")).Classify("make deploy"); d.Tier == Red {
		t.Fatalf("make deploy is red without the team: %v", ids(d))
	}
	op := "[[rule]]\nid = \"rm-recursive\"\ndisabled = true\n"
	o := layout(t, op, "")
	o.Team = teamPolicy
	s := mustLoad(t, o)
	if d := s.Classify("make deploy"); d.Tier != Red || d.Verdict != Hold || !hasHit(d, "team-deploy") {
		t.Errorf("make deploy under the team: %s %s %v", d.Tier, d.Verdict, ids(d))
	}
	if d := s.Classify("git push -f origin main"); d.Verdict != Deny {
		t.Errorf("git push -f under the team: %s %v", d.Verdict, ids(d))
	}
	if d := s.Classify("make test"); d.Tier == Red {
		t.Errorf("make test under the team: %s %v", d.Tier, ids(d))
	}
	if d := s.Classify("rm -r build-x"); hasHit(d, "rm-recursive") {
		t.Errorf("the operator's own switch-off of a rule the team leaves alone was lost: %v", ids(d))
	}
	if errs := s.CheckExamples(); len(errs) > 0 {
		t.Errorf("examples: %v", errs)
	}

	lower := map[string]string{
		"disable":      "[[rule]]\nid = \"team-deploy\"\ndisabled = true\n",
		"lower tier":   "[[rule]]\nid = \"team-deploy\"\ntier = \"green\"\n",
		"conditions":   "[[rule]]\nid = \"team-deploy\"\nargs = [\"never-matches\"]\n",
		"deny false":   "[[rule]]\nid = \"git-force-push\"\ndeny = false\n",
		"raised dflt":  "[[rule]]\nid = \"git-force-push\"\ndisabled = true\n",
		"commands":     "[commands.make]\nvalue_flags = [\"deploy\"]\n",
		"read verbs":   "[verbs]\nread = [\"deploy\"]\n",
		"tool lower":   "[[tools.rule]]\nid = \"team-tickets\"\ntier = \"green\"\n",
		"tool disable": "[[tools.rule]]\nid = \"team-tickets\"\ndisabled = true\n",
	}
	for name, op := range lower {
		for _, where := range []string{"operator", "project"} {
			var o LoadOptions
			var file string
			if where == "operator" {
				o = layout(t, op, "")
				file = filepath.Join(o.Home, "rules.toml")
			} else {
				o = layout(t, "", op)
				file = filepath.Join(filepath.Dir(filepath.Dir(o.Cwd)), ".gatesh", "rules.toml")
			}
			o.Team = teamPolicy
			s, err := Load(o)
			if err == nil {
				_, err = s.tools() // the tools section is built on first use
			}
			if err == nil || !strings.Contains(err.Error(), file) {
				t.Errorf("%s in the %s's file: got %v, want an error naming %s", name, where, err, file)
			}
		}
	}
	// Raising a team rule is allowed to both.
	raise := "[[rule]]\nid = \"team-deploy\"\ndeny = true\n"
	for _, o := range []LoadOptions{layout(t, raise, ""), layout(t, "", raise)} {
		o.Team = teamPolicy
		if d := mustLoad(t, o).Classify("make deploy"); d.Verdict != Deny {
			t.Errorf("raised to deny: %s %v", d.Verdict, ids(d))
		}
	}
}

// TestTeamKeysOnlyInTheTeamsLayer: quorum, [require] and [quorum] are
// unknown keys anywhere but a team's policy.
func TestTeamKeysOnlyInTheTeamsLayer(t *testing.T) {
	for _, text := range []string{
		"[require]\nenforce = \"landlock\"\n",
		"[quorum]\ntiers = { red = 2 }\n",
		"[[rule]]\nid = \"x\"\ntier = \"red\"\nreason = \"r\"\ncommand = [\"a\"]\nquorum = 2\n",
	} {
		o := layout(t, text, "")
		if _, err := Load(o); err == nil || !strings.Contains(err.Error(), "unknown key") {
			t.Errorf("%q in the operator's file: %v", text, err)
		}
	}
	if err := CheckTeam("policy.toml", "[[rule]]\nid = \"x\"\ntier = \"red\"\nreason = \"r\"\ncommand = [\"a\"]\ncolour = \"blue\"\n"); err == nil || !strings.Contains(err.Error(), "rule.colour") {
		t.Errorf("an unknown key in a team policy: %v", err)
	}
	if err := CheckTeam("policy.toml", "[[rule]]\nid = \"x\"\ntier = \"red\"\nreason = \"r\"\ncommand = [\"a\"]\nexamples = [\"b\"]\n"); err == nil || !strings.Contains(err.Error(), "example not matched") {
		t.Errorf("a failing example in a team policy: %v", err)
	}
	if err := CheckTeam("policy.toml", teamPolicy); err != nil {
		t.Errorf("the team policy: %v", err)
	}
}
