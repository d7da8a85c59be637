package rules

import "testing"

// The gate's folder is readable, its keys are not: with the operator's
// signing key a command approves itself. A name that does not look like
// a key (a glob, a pattern in the folder's name) or a search of the whole
// folder reads them as well.
func TestGateKeysAreNotRead(t *testing.T) {
	for _, gate := range []string{"/home/u/.gatesh", "/srv/gate"} {
		s := toolSetFor(t, LoadOptions{Home: gate})
		shell := []struct {
			cmd  string
			held bool
		}{
			{"cat ~/.gatesh/keys/*", true},
			{"head -c 400 ~/.gatesh/keys/ope*", true},
			{"cat ~/.gatesh/*/*", true},
			{"cat ~/.gatesh/k?ys/operator.key", true},
			{"cat $GATESH_HOME/keys/*", true},
			{"grep -r PRIVATE ~/.gatesh", true},
			{"rg . ~/.gatesh/", true},
			{"grep x ~/.gatesh/*", true},
			{"cat ~/.gatesh/audit.jsonl", false},
			{"tail -n 5 ~/.gatesh/audit.jsonl", false},
			{"cat ~/.gatesh/queue/ab12.json", false},
			{"cat ~/.gatesh/rules.toml", false},
			{"ls ~/.gatesh", false},
			{"grep held ~/.gatesh/audit.jsonl", false},
		}
		if gate == "/srv/gate" {
			shell = append(shell, []struct {
				cmd  string
				held bool
			}{
				{"cat /srv/gate/keys/*", true},
				{"cat /srv/gate/*/*", true},
				{"cat /srv/gate/audit.jsonl", false},
			}...)
		}
		for _, c := range shell {
			d := s.Classify(c.cmd)
			if held := d.Tier == Red; held != c.held {
				t.Errorf("gate %s: %q: %s, want held %v (%v)", gate, c.cmd, d.Tier, c.held, d.Hits)
			}
		}
		tools := []struct {
			tool, input string
			held        bool
		}{
			{"Grep", `{"pattern":"PRIVATE","path":"` + gate + `","output_mode":"content"}`, true},
			{"Grep", `{"pattern":"PRIVATE","path":"` + gate + `/keys"}`, true},
			{"Glob", `{"pattern":"*","path":"` + gate + `/keys"}`, true},
			{"Read", `{"file_path":"` + gate + `/keys/operator.key"}`, true},
			{"Grep", `{"pattern":"held","path":"` + gate + `/audit.jsonl"}`, false},
			{"Read", `{"file_path":"` + gate + `/rules.toml"}`, false},
		}
		for _, c := range tools {
			d := s.ClassifyTool(call(t, c.tool, c.input))
			if held := d.Tier == Red; held != c.held {
				t.Errorf("gate %s: %s %s: %s, want held %v (%v)", gate, c.tool, c.input, d.Tier, c.held, d.Hits)
			}
		}
	}
}
