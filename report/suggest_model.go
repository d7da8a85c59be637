package report

import (
	"fmt"
	"slices"
	"strings"

	"gatesh/audit"
	"gatesh/internal/lazy"
	"gatesh/parser"
)

// modelRaisedID is the rule id of a tier a model raised (package
// secondopinion); report does not import it, to stay free of the rules.
const modelRaisedID = "model-raised"

// NewRule is a rule a suggestion adds, for the shape of command a model
// kept raising: the program, and its subcommand when every raised
// command had the same one.
type NewRule struct {
	Reason     string
	Command    string
	Subcommand string
	Examples   []string
}

// subcommandWord is what reads as a subcommand: a lower-case word.
var subcommandWord = &lazy.Regexp{Src: `^[a-z][a-z0-9_-]*$`}

// modelRaised proposes a rule for each shape of command (a program that
// the rules do not know, and its subcommand) that a model raised at least
// o.ModelRaises times: so that its judgement becomes a rule a person
// reads, and the model is no longer needed for it.
func modelRaised(h *History, o SuggestOptions) []Suggestion {
	if o.ModelRaises < 1 || o.Known == nil {
		return nil
	}
	type shape struct {
		name, sub string
		tier      string
		cmds      []*Command
		reasons   map[string]int
	}
	shapes := map[string]*shape{}
	for _, c := range h.Commands {
		if c.Time.Before(o.Since) {
			continue
		}
		i := slices.IndexFunc(c.Rules, func(r audit.Rule) bool { return r.ID == modelRaisedID })
		if i < 0 {
			continue
		}
		raised := c.Rules[i]
		seen := map[string]bool{}
		for _, pc := range parser.Parse(c.Command, parser.Options{}).Commands {
			if pc.Context&parser.InCode != 0 || strings.HasPrefix(pc.Name, "$") || o.Known(pc.Name) {
				continue
			}
			sub := ""
			if len(pc.Args) > 0 && !pc.Args[0].Dynamic && subcommandWord.Get().MatchString(pc.Args[0].Value) {
				sub = pc.Args[0].Value
			}
			key := pc.Name + " " + sub
			if seen[key] {
				continue
			}
			seen[key] = true
			s := shapes[key]
			if s == nil {
				s = &shape{name: pc.Name, sub: sub, tier: "yellow", reasons: map[string]int{}}
				shapes[key] = s
			}
			if raised.Tier == "red" {
				s.tier = "red"
			}
			s.cmds = append(s.cmds, c)
			s.reasons[modelWords(raised.Reason)]++
		}
	}
	var out []Suggestion
	for _, key := range sortedKeys(shapes) {
		s := shapes[key]
		if len(s.cmds) < o.ModelRaises {
			continue
		}
		id := "model-" + strings.Trim(subcommandWord.Get().FindString(strings.ToLower(s.name)), "-")
		if id == "model-" {
			id = "model-program"
		}
		if s.sub != "" {
			id += "-" + s.sub
		}
		common := ""
		for _, r := range sortedKeys(s.reasons) {
			if s.reasons[r] > s.reasons[common] {
				common = r
			}
		}
		rule := &NewRule{Reason: "a model judged commands like these " + s.tier + ": " + common, Command: s.name, Subcommand: s.sub}
		sg := Suggestion{Rule: id, To: s.tier, New: rule,
			Why: fmt.Sprintf("a model raised %d commands of this shape, and no rule names %s", len(s.cmds), s.name)}
		for i, c := range s.cmds {
			if i == 5 {
				sg.Evidence = append(sg.Evidence, fmt.Sprintf("... and %d more", len(s.cmds)-i))
				break
			}
			sg.Evidence = append(sg.Evidence, fmt.Sprintf("%s %s (in %s): %s", c.Time.UTC().Format("2006-01-02 15:04"),
				oneLine(c.Command), oneLine(c.Cwd), oneLine(modelWords(modelReason(c)))))
			if len(rule.Examples) < 3 && !slices.Contains(rule.Examples, c.Command) && !strings.Contains(c.Command, "\n") {
				rule.Examples = append(rule.Examples, c.Command)
			}
		}
		out = append(out, sg)
	}
	return out
}

func modelReason(c *Command) string {
	for _, r := range c.Rules {
		if r.ID == modelRaisedID {
			return r.Reason
		}
	}
	return ""
}

// modelWords is what the model said, without the "the model M says:"
// that marks it in the hit's reason.
func modelWords(reason string) string {
	if _, words, ok := strings.Cut(reason, " says: "); ok {
		return strings.Trim(words, `"`)
	}
	return reason
}
