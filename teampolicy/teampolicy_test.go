package teampolicy

import (
	"errors"
	"strings"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/rules"
)

const policy = `
[require]
enforce = "landlock"
network = "allowlist"
network_allow = ["proxy.corp.example:443"]
max_hold_wait = "30s"
local_approvals = false
posture = "default-hold"

[quorum]
rules = { "git-force-push" = 2 }
tiers = { red = 2 }
kinds = { money = 3, mcp = 2 }

[[rule]]
id = "team-deploy"
tier = "red"
reason = "deploys from a laptop"
command = ["make"]
args = ["deploy"]
quorum = 4
examples = ["make deploy"]
`

func TestParseAndQuorum(t *testing.T) {
	p, err := Check("policy.toml", policy)
	if err != nil {
		t.Fatal(err)
	}
	r := p.Require
	if r.Enforce != "landlock" || r.Network != "allowlist" || r.MaxHoldWait != 30*time.Second || !r.LocalApprovalsOff || r.Posture != rules.DefaultHold {
		t.Errorf("require: %+v", r)
	}
	cases := []struct {
		req  Request
		want int
	}{
		{Request{Rules: []string{"rm-recursive"}, Tier: "yellow"}, 1},
		{Request{Rules: []string{"rm-recursive"}, Tier: "red"}, 2},
		{Request{Rules: []string{"tool-money"}, Tier: "red"}, 3},
		{Request{Rules: []string{"tool-read"}, Tier: "green", Server: "stripe"}, 2},
		{Request{Rules: []string{"team-deploy", "git-force-push"}, Tier: "red"}, 4},
	}
	for _, c := range cases {
		if got := p.Quorum.For(c.req); got != c.want {
			t.Errorf("%+v: quorum %d, want %d", c.req, got, c.want)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for text, want := range map[string]string{
		"[require]\nenforce = \"off\"\n":                "require.enforce",
		"[require]\ncolour = \"blue\"\n":                "unknown key require.colour",
		"[require]\nlocal_approvals = true\n":           "only false",
		"[require]\nposture = \"default-allow\"\n":      "require.posture",
		"[require]\nnetwork_allow = [\"http://x y\"]\n": "network_allow",
		"[require]\nmax_hold_wait = \"soon\"\n":         "max_hold_wait",
		"[quorum]\ntiers = { yellow = 2 }\n":            "quorum.tiers",
		"[quorum]\nkinds = { lunch = 2 }\n":             "quorum.kinds",
		"[quorum]\nrules = { \"x\" = 0 }\n":             "want 1 to 16",
		"[quorum]\nsize = 2\n":                          "unknown key quorum.size",
		"[[rule]]\nid = \"x\"\ntier = \"red\"\nreason = \"r\"\ncommand = [\"a\"]\nquorum = 99\n": "want 1 to 16",
	} {
		_, err := Check("p.toml", text)
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", text, err, want)
		}
	}
}

// TestApply: unset settings take the team's values; settings config.toml
// makes weaker, and a GATESH_HOLD_WAIT over the maximum, are conflicts
// and stay as they were.
func TestApply(t *testing.T) {
	p, err := Parse("p", policy)
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.Defaults(t.TempDir())
	cfg.Team = &config.Team{LocalApprovals: true}
	cfg.NetworkAllow = []string{"example.org"}
	if c := p.Require.Apply(cfg, func(string) string { return "" }); len(c) > 0 {
		t.Fatalf("conflicts on a machine that set nothing: %v", c)
	}
	if cfg.Enforce != "landlock" || cfg.Network != "allowlist" || cfg.Posture != rules.DefaultHold || cfg.Hold.Wait != 30*time.Second ||
		cfg.Team.LocalApprovals || strings.Join(cfg.NetworkAllow, ",") != "example.org,proxy.corp.example:443" {
		t.Errorf("applied: %+v %+v", cfg, cfg.Team)
	}

	weak := config.Defaults(t.TempDir())
	weak.Team = &config.Team{LocalApprovals: true}
	weak.Enforce, weak.Network, weak.Posture, weak.Hold.Wait = "off", "off", rules.DefaultAllow, 10*time.Minute
	weak.Explicit = map[string]bool{"enforce": true, "network": true, "posture": true, "hold.wait": true, "team.local_approvals": true}
	got := p.Require.Apply(weak, func(k string) string {
		if k == HoldWaitEnv {
			return "5m"
		}
		return ""
	})
	var keys []string
	for _, c := range got {
		keys = append(keys, c.Key)
	}
	if strings.Join(keys, ",") != "posture,enforce,network,GATESH_HOLD_WAIT,hold.wait,team.local_approvals" {
		t.Errorf("conflicts: %v", got)
	}
	if weak.Enforce != "off" || weak.Hold.Wait != 10*time.Minute || !weak.Team.LocalApprovals {
		t.Errorf("a conflicting setting was changed: %+v", weak)
	}
	if s := got[0].String(); s != `config.toml sets posture = "default-allow", where the team requires "default-hold"` {
		t.Errorf("message: %s", s)
	}
}
