package rules

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// firstWordsRules are rules of a made-up tool whose subcommand patterns
// the index's first words must not pass wrongly: a wildcard first word,
// several patterns of different first words, a pattern of several words.
const firstWordsRules = `
[[rule]]
id = "frob-any-deploy"
tier = "red"
reason = "r"
command = ["frob"]
subcommand = ["* deploy"]
examples = ["frob prod deploy"]
not_examples = ["frob deploy"]

[[rule]]
id = "frob-pu-glob"
tier = "red"
reason = "r"
command = ["frob"]
subcommand = ["pu[sl]*"]
examples = ["frob pull"]
not_examples = ["frob fetch"]

[[rule]]
id = "frob-remote-or-push"
tier = "red"
reason = "r"
command = ["frob"]
subcommand = ["remote add", "push", "remote set-url"]
examples = ["frob push", "frob remote add o u", "frob remote set-url o u"]
not_examples = ["frob remote show", "frob pull", "frob"]
`

// TestFirstWordsPassNoMatchingRule checks that the index's first words
// (schema.Index.First) pass only rules that cannot match: a rule whose
// first pattern word is a wildcard is always tried, a rule with several
// patterns is tried for each of their first words, and the subcommand is
// found after options.
func TestFirstWordsPassNoMatchingRule(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("GATESH_HOME", filepath.Join(dir, "gatesh"))
	t.Setenv("HOME", dir)
	p := filepath.Join(dir, "rules.toml")
	if err := os.WriteFile(p, []byte(firstWordsRules), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if errs := s.CheckExamples(); len(errs) != 0 {
		t.Fatal(errs)
	}
	want := map[string][]string{
		"frob-any-deploy":     nil,
		"frob-pu-glob":        nil,
		"frob-remote-or-push": {"remote", "push"},
	}
	for i, l := range s.rules {
		if got, w := s.index.FirstWords(i), want[l.spec().ID]; !slices.Equal(got, w) || (got == nil) != (w == nil) {
			t.Errorf("rule %q: first words %q, want %q", l.spec().ID, got, w)
		}
	}
	for _, c := range []struct{ text, id string }{
		{"frob --verbose push origin", "frob-remote-or-push"},
		{"frob -v remote --quiet add o u", "frob-remote-or-push"},
		{"frob --dry-run remote set-url o u", "frob-remote-or-push"},
		{"frob --verbose staging deploy", "frob-any-deploy"},
		{"frob push deploy", "frob-any-deploy"},
		{"frob --verbose pull", "frob-pu-glob"},
		{"frob -q push", "frob-pu-glob"},
	} {
		d := s.Classify(c.text)
		if !slices.ContainsFunc(d.Hits, func(h Hit) bool { return h.ID == c.id }) {
			t.Errorf("%q: rule %q does not match (hits %v)", c.text, c.id, d.Hits)
		}
	}
	if d := s.Classify("frob --verbose remote show"); len(d.Hits) != 0 {
		t.Errorf("frob remote show: got hits %v", d.Hits)
	}
}

// TestFirstWordsNeverSkipAMatch checks the default rules' first words
// over the commands TestCannotMatchNeverSkipsAMatch reads: whenever they
// pass a rule, match agrees that it does not match.
func TestFirstWordsNeverSkipAMatch(t *testing.T) {
	s := Default()
	checkPassesNoMatch(t, s, "otherSubcommand", func(i int, _ *lazyRule, v *cmdView, _ map[string]string) bool {
		return s.otherSubcommand(i, v)
	})
}
