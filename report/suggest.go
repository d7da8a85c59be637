package report

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

// SuggestOptions tune what counts as enough evidence.
type SuggestOptions struct {
	// Approvals is how many holds of a red rule in a row, the latest ones,
	// must have been approved, with no rejection or expiry among them.
	Approvals int
	// Reverts is how many actions of a yellow rule must have been taken
	// back by a later command in the same folder.
	Reverts int
	// RevertWithin bounds how long after an action its undo counts.
	RevertWithin time.Duration
	// UnknownTools is how many calls of a tool no rule knows make a
	// suggestion to name it; 0 means 3.
	UnknownTools int
	// Since leaves out holds decided and actions taken before it.
	Since time.Time
	// TierOf gives a rule's tier in the rules in force, false for an id
	// that names no rule the operator can change (parse_error, agent_hold,
	// a switched-off rule). Nil accepts every id at its logged tier.
	TierOf func(id string) (string, bool)
	// ModelRaises is how many commands of one shape a model must have
	// raised for a new rule to be proposed; 0 proposes none.
	ModelRaises int
	// Known reports whether the rules in force name a program; nil
	// proposes no new rule.
	Known func(name string) bool
}

// Suggestion is one change to the operator's rules, with its evidence.
type Suggestion struct {
	Rule     string
	From, To string
	Why      string   // one line
	Evidence []string // one line each
	// New is set for a rule to add rather than a tier to change (From
	// is then "").
	New *NewRule
}

// gateRule reports whether a rule protects gatesh itself: lowering it
// would let the agent change the gate, so it is never suggested however
// often its holds were approved.
func gateRule(id string) bool { return strings.HasPrefix(id, "gate-") }

// Suggest finds red rules whose latest holds were all approved, which
// could be yellow, and yellow rules whose actions were often taken back,
// which could be red. It only proposes: nothing is applied.
func Suggest(h *History, o SuggestOptions) []Suggestion {
	var out []Suggestion
	out = append(out, lowerRed(h, o)...)
	out = append(out, raiseYellow(h, o)...)
	out = append(out, unknownTools(h, o)...)
	out = append(out, modelRaised(h, o)...)
	return out
}

func (o SuggestOptions) tier(id, logged string) (string, bool) {
	if o.TierOf == nil {
		return logged, true
	}
	return o.TierOf(id)
}

// lowerRed: the decided holds of each red rule in the order they were
// decided; the run of approvals at the end counts.
func lowerRed(h *History, o SuggestOptions) []Suggestion {
	type decided struct {
		x  *Hold
		ok bool
	}
	byRule := map[string][]decided{}
	for _, x := range h.Holds {
		if x.Outcome == Pending || x.At.Before(o.Since) {
			continue
		}
		ok := x.Outcome == Approved || x.Outcome == Ran
		for _, r := range x.Rules {
			if r.Tier == "red" {
				byRule[r.ID] = append(byRule[r.ID], decided{x, ok})
			}
		}
	}
	var out []Suggestion
	for _, id := range sortedKeys(byRule) {
		tier, known := o.tier(id, "red")
		if !known || tier != "red" || gateRule(id) {
			continue
		}
		ds := byRule[id]
		sort.SliceStable(ds, func(i, j int) bool { return ds[i].x.At.Before(ds[j].x.At) })
		streak := 0
		for i := len(ds) - 1; i >= 0 && ds[i].ok; i-- {
			streak++
		}
		if streak < o.Approvals {
			continue
		}
		run := ds[len(ds)-streak:]
		approvers := map[string]int{}
		var examples []string
		for i := len(run) - 1; i >= 0; i-- {
			approvers[orUnknown(run[i].x.By)]++
			if c := oneLine(run[i].x.Command); len(examples) < 3 && !slices.Contains(examples, c) {
				examples = append(examples, c)
			}
		}
		s := Suggestion{Rule: id, From: "red", To: "yellow",
			Why: fmt.Sprintf("its last %d holds were all approved, none rejected or expired", streak)}
		s.Evidence = append(s.Evidence,
			fmt.Sprintf("approved %d times in a row from %s to %s, by %s", streak,
				run[0].x.At.UTC().Format(time.DateOnly), run[len(run)-1].x.At.UTC().Format(time.DateOnly),
				joinCounts(sortedKeys(approvers), approvers)))
		if len(ds) > streak {
			last := ds[len(ds)-streak-1].x
			s.Evidence = append(s.Evidence, fmt.Sprintf("before that, request %s was %s on %s", last.Request, last.Outcome,
				last.At.UTC().Format(time.DateOnly)))
		} else {
			s.Evidence = append(s.Evidence, "no hold of this rule was ever rejected or expired in the log")
		}
		for _, e := range examples {
			s.Evidence = append(s.Evidence, "e.g. "+e)
		}
		out = append(out, s)
	}
	return out
}

// raiseYellow: yellow actions taken back by a later command in the same
// folder, within RevertWithin.
func raiseYellow(h *History, o SuggestOptions) []Suggestion {
	type revert struct{ did, undid *Command }
	reverted := map[string][]revert{}
	actionsOf := map[string]int{}
	for i, c := range h.Commands {
		if c.Tier != "yellow" || c.Verdict != "auto_pass" || c.Time.Before(o.Since) {
			continue
		}
		ids := ruleIDs(decisive(c.Rules, "yellow"))
		for _, id := range ids {
			actionsOf[id]++
		}
		done := actions(c.Command, false)
		if len(done) == 0 {
			continue
		}
		for _, later := range h.Commands[i+1:] {
			if later.Time.Sub(c.Time) > o.RevertWithin {
				break
			}
			if later.Cwd != c.Cwd || later.Verdict == "deny" || !undoes(later.Command, done) {
				continue
			}
			for _, id := range ids {
				reverted[id] = append(reverted[id], revert{c, later})
			}
			break
		}
	}
	var out []Suggestion
	for _, id := range sortedKeys(reverted) {
		rs := reverted[id]
		tier, known := o.tier(id, "yellow")
		if !known || tier != "yellow" || len(rs) < o.Reverts {
			continue
		}
		s := Suggestion{Rule: id, From: "yellow", To: "red",
			Why: fmt.Sprintf("%d of its %d actions were taken back by a later command", len(rs), actionsOf[id])}
		for i, r := range rs {
			if i == 5 {
				s.Evidence = append(s.Evidence, fmt.Sprintf("... and %d more", len(rs)-i))
				break
			}
			s.Evidence = append(s.Evidence, fmt.Sprintf("%s %s, then %s %s (in %s)",
				r.did.Time.UTC().Format("2006-01-02 15:04"), oneLine(r.did.Command),
				r.undid.Time.UTC().Format("2006-01-02 15:04"), oneLine(r.undid.Command), oneLine(r.did.Cwd)))
		}
		out = append(out, s)
	}
	return out
}

// WriteSuggestions prints the suggestions as a snippet of the operator's
// rules.toml, the evidence as TOML comments, so that it can be pasted as
// it is after review.
func WriteSuggestions(w io.Writer, ss []Suggestion, o SuggestOptions, notes []string) error {
	var b strings.Builder
	b.WriteString("# gatesh suggest: changes to consider for $GATESH_HOME/rules.toml.\n")
	b.WriteString("# Nothing was changed. Review each one; paste what you agree with.\n")
	fmt.Fprintf(&b, "# Evidence: red rules approved at least %d times in a row; yellow rules\n", o.Approvals)
	fmt.Fprintf(&b, "# whose actions were taken back at least %d times within %s.\n", o.Reverts, shortDuration(o.RevertWithin))
	if slices.ContainsFunc(ss, func(s Suggestion) bool { return s.New != nil }) {
		fmt.Fprintf(&b, "# New rules: a program no rule names that a model raised at least %d times.\n", o.ModelRaises)
	}
	for _, n := range notes {
		fmt.Fprintf(&b, "# note: %s\n", oneLine(n))
	}
	if len(ss) == 0 {
		b.WriteString("\n# No rule has enough evidence for a change.\n")
	}
	for _, s := range ss {
		if s.New != nil {
			fmt.Fprintf(&b, "\n# %s: new rule, %s: %s\n", s.Rule, s.To, s.Why)
		} else {
			fmt.Fprintf(&b, "\n# %s: %s -> %s: %s\n", s.Rule, s.From, s.To, s.Why)
		}
		for _, e := range s.Evidence {
			fmt.Fprintf(&b, "#   %s\n", e)
		}
		fmt.Fprintf(&b, "[[rule]]\nid = %s\ntier = %s\n", strconv.Quote(s.Rule), strconv.Quote(s.To))
		if n := s.New; n != nil {
			fmt.Fprintf(&b, "reason = %s\ncommand = [%s]\n", strconv.Quote(n.Reason), strconv.Quote(n.Command))
			if n.Subcommand != "" {
				fmt.Fprintf(&b, "subcommand = [%s]\n", strconv.Quote(n.Subcommand))
			}
			if len(n.Examples) > 0 {
				quoted := make([]string, len(n.Examples))
				for i, e := range n.Examples {
					quoted[i] = strconv.Quote(e)
				}
				fmt.Fprintf(&b, "examples = [%s]\n", strings.Join(quoted, ", "))
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// shortDuration writes 24h for 24h0m0s and 90m for 1h30m0s.
func shortDuration(d time.Duration) string {
	switch {
	case d%(24*time.Hour) == 0 && d >= 48*time.Hour:
		return fmt.Sprintf("%dd", d/(24*time.Hour))
	case d%time.Hour == 0:
		return fmt.Sprintf("%dh", d/time.Hour)
	case d%time.Minute == 0:
		return fmt.Sprintf("%dm", d/time.Minute)
	}
	return d.String()
}
