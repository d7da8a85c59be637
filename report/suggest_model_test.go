package report

import (
	"strings"
	"testing"
	"time"

	"gatesh/audit"
)

func modelDecision(cmd, model, tier string) audit.Record {
	rec := audit.Record{Event: audit.EventDecision, Command: cmd, Cwd: "/p", Tier: "green", Verdict: "auto_pass", Model: model, Rules: []audit.Rule{}}
	if model == "raised" {
		rec.Tier = tier
		rec.Rules = []audit.Rule{{ID: modelRaisedID, Tier: tier, Reason: `the model m says: "uploads the project"`}}
		if tier == "red" {
			rec.Verdict = "hold"
		}
	}
	return rec
}

func TestSuggestRuleForWhatTheModelKeepsRaising(t *testing.T) {
	known := func(name string) bool { return name == "cd" || name == "ls" }
	h := history(
		modelDecision("frob sync a", "raised", "red"),
		modelDecision("cd src && frob sync b", "raised", "red"),
		modelDecision("frob sync c; ls", "raised", "yellow"),
		modelDecision("frob list", "agreed", ""),
		modelDecision("zap x", "raised", "red"),
		modelDecision("zap y", "raised", "red"),
		modelDecision("python3 -c 'print(1)'", "raised", "red"),
	)
	o := SuggestOptions{Approvals: 20, Reverts: 3, RevertWithin: 24 * time.Hour, ModelRaises: 3, Known: known}
	ss := Suggest(h, o)
	if len(ss) != 1 {
		t.Fatalf("%d suggestions, want 1 (frob sync): %+v", len(ss), ss)
	}
	s := ss[0]
	if s.Rule != "model-frob-sync" || s.To != "red" || s.New == nil || s.New.Command != "frob" || s.New.Subcommand != "sync" ||
		len(s.New.Examples) != 3 || !strings.Contains(s.New.Reason, "uploads the project") {
		t.Fatalf("suggestion %+v %+v", s, s.New)
	}
	var b strings.Builder
	if err := WriteSuggestions(&b, ss, o, nil); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# model-frob-sync: new rule, red: a model raised 3 commands of this shape, and no rule names frob\n",
		"[[rule]]\nid = \"model-frob-sync\"\ntier = \"red\"\nreason = \"a model judged commands like these red: uploads the project\"\ncommand = [\"frob\"]\nsubcommand = [\"sync\"]\nexamples = [\"frob sync a\", \"cd src && frob sync b\", \"frob sync c; ls\"]\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
	// Once a rule names the program, or with fewer raises, nothing.
	o.Known = func(string) bool { return true }
	if ss := Suggest(h, o); len(ss) != 0 {
		t.Errorf("known program: %+v", ss)
	}
	o.Known, o.ModelRaises = known, 4
	if ss := Suggest(h, o); len(ss) != 0 {
		t.Errorf("4 raises needed: %+v", ss)
	}
}

func TestStatsCountModelOutcomes(t *testing.T) {
	h := history(
		modelDecision("frob a", "raised", "red"),
		modelDecision("frob b", "agreed", ""),
		modelDecision("frob c", "ignored:timeout", ""),
		modelDecision("frob d", "ignored:timeout", ""),
		modelDecision("frob e", "ignored:malformed", ""),
		modelDecision("ls", "", ""),
	)
	s := NewStats(h, Window{Until: h.Until}, time.UTC)
	m := s.Model
	if m.Consulted != 5 || m.Raised != 1 || m.Agreed != 1 || m.Ignored["timeout"] != 2 || m.Ignored["malformed"] != 1 || s.Total.Commands != 6 {
		t.Fatalf("counts %+v, total %+v", m, s.Total)
	}
	var b strings.Builder
	s.Text(&b, time.UTC)
	if want := "model: 5 consulted, 1 raised, 1 agreed, 3 ignored (malformed 1, timeout 2)\n"; !strings.Contains(b.String(), want) {
		t.Errorf("text lacks %q:\n%s", want, b.String())
	}
	b.Reset()
	s.JSON(&b)
	if !strings.Contains(b.String(), `"model": {`) || !strings.Contains(b.String(), `"timeout": 2`) {
		t.Errorf("json: %s", b.String())
	}
	quiet := NewStats(history(modelDecision("ls", "", "")), Window{Until: h.Until}, time.UTC)
	b.Reset()
	quiet.Text(&b, time.UTC)
	if strings.Contains(b.String(), "model:") {
		t.Errorf("a log without a model shows a model line:\n%s", b.String())
	}
}
