package shim

import (
	"gatesh/report"
)

// runSuggest proposes the tier changes that the log supports, as a snippet
// of the operator's rules.toml. It changes nothing.
//
//	gatesh suggest [--approvals 20] [--reverts 3] [--within 24h] [--model-raises 3] [--since DUR] [--until T]
func runSuggest(r *runtime, args []string) int {
	fs := newFlags("suggest")
	window := addWindowFlags(fs, "")
	var o report.SuggestOptions
	fs.IntVar(&o.Approvals, "approvals", 20, "a red rule's latest holds approved this many times in a row")
	fs.IntVar(&o.Reverts, "reverts", 3, "a yellow rule's actions taken back this many times")
	fs.IntVar(&o.UnknownTools, "unknown-tools", 3, "a tool no rule knows called this many times")
	fs.IntVar(&o.ModelRaises, "model-raises", 3, "commands of one shape a model raised, for a new rule")
	within := fs.String("within", "24h", "how soon after an action its undo counts")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	d, err := report.ParseDuration(*within)
	if fs.NArg() > 0 || err != nil || o.Approvals < 1 || o.Reverts < 1 || o.ModelRaises < 1 {
		return r.usageHint("suggest: want [--approvals N] [--reverts N] [--within DUR] [--model-raises N] [--since DUR] [--until T], N at least 1",
			"gatesh suggest --approvals 20")
	}
	o.RevertWithin = d
	set, err := r.rulesInForce()
	if err != nil {
		return r.errorf(ExitFailed, "fix the rules first: while they are broken every command is held", "rules: %v", err)
	}
	o.TierOf = func(id string) (string, bool) {
		t, ok := set.RuleTier(id)
		return t.String(), ok
	}
	o.Known = set.Knows
	src, w, status := r.reportSource(window)
	if status != 0 {
		return status
	}
	o.Since = w.Since
	h := report.Replay(src, w.Until)
	if err := report.WriteSuggestions(r.stdout, report.Suggest(h, o), o, h.Notes.Lines()); err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	return 0
}
