package parser

// A trap's action runs later, so it is walked with no variables known,
// and trap 'rm -rf "$d"' EXIT after d=$(mktemp -d) would be an unknown
// deletion. But when nothing changes d from where the trap is set to the
// end of the script, d holds the same folder whenever the action runs:
// after the trap, since the trap did not exist before. The tracking
// already marks every change it cannot follow by dropping the marker
// (reassignment, branches, loops, functions, read, namerefs, what
// another trap assigns, a sourced file), and each $(mktemp -d) has its own
// marker, so "the same marker at the end as at the trap" means no change
// on any path. Parse then walks the script a second time, and the action
// sees those folders as fresh (trapSees).

// noteTrapFresh records the fresh folders known where a trap is set.
func (p *parser) noteTrapFresh() {
	if p.trapFreshKnown != nil || p.noVars {
		return
	}
	for name, v := range p.vars {
		if !isFreshMarker(v) {
			continue
		}
		if p.trapFresh == nil {
			p.trapFresh = map[string]string{}
		}
		switch old, seen := p.trapFresh[name]; {
		case seen && old != v:
			p.trapFresh[name] = "" // two folders under one name: neither
		case !seen && len(p.trapFresh) >= maxVars:
		default:
			p.trapFresh[name] = v
		}
	}
}

// trapFreshStable returns the folders recorded at traps that still hold
// the same marker at the end of the script. A script with a problem
// (dynamic_eval, say, which may assign anything) gets none: it is held
// anyway.
func (p *parser) trapFreshStable() map[string]string {
	if p.noVars || p.stopped || len(p.script.Problems) > 0 {
		return nil
	}
	var known map[string]string
	for name, m := range p.trapFresh {
		if m == "" || p.vars[name] != m {
			continue
		}
		if known == nil {
			known = map[string]string{}
		}
		known[name] = m
	}
	return known
}

// trapSees gives a trap action's walk the stable fresh folders that the
// shell setting the trap (parent) holds now.
func (p *parser) trapSees(parent map[string]string) {
	for name, m := range p.trapFreshKnown {
		if parent[name] == m {
			p.vars[name] = m
		}
	}
}
