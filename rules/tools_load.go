package rules

import (
	"fmt"

	"gatesh/rules/internal/schema"
)

// toolLayer is the [tools] section of one rules file.
type toolLayer struct {
	name    string
	project bool
	// team is a team policy's layer; operator, the operator's layer over
	// one, which may only raise the tool rules the team's layer sets.
	team, operator bool
	tools          schema.Tools
	// defined lists, per tool rule, the keys the file set.
	defined []map[string]bool
}

// tools returns the merged [tools] section, built on first use: shell
// mode never needs it.
func (s *Set) tools() (*toolSet, error) {
	s.toolsOnce.Do(func() {
		layers := s.toolLayers
		if s.toolsDefault {
			layers = append([]toolLayer{{name: DefaultName, tools: *defaultTools()}}, layers...)
		}
		s.toolsVal, s.toolsErr = mergeTools(layers)
	})
	return s.toolsVal, s.toolsErr
}

// mergeTools merges the layers' [tools] sections in order, as build
// merges [[rule]]: a later access table replaces one of the same tool, a
// tool rule with a known id changes the keys it sets. A project file may
// only add yellow or red tool rules, raise a tier or set deny; it may not
// define access tables, which say which arguments are files.
func mergeTools(layers []toolLayer) (*toolSet, error) {
	if len(layers) == 1 && layers[0].name == DefaultName {
		return defaultToolSet(&layers[0].tools)
	}
	ts := &toolSet{access: map[string]schema.ToolAccess{}}
	type entry struct {
		src    *schema.ToolRule
		source string
		at     int // the position in the embedded default, -1 for none
	}
	n := 0
	for _, l := range layers {
		n += len(l.tools.Rules)
	}
	rules := make([]entry, 0, n)
	at := make(map[string]int, n)
	teamRules := map[string]bool{}
	for _, l := range layers {
		if l.project && len(l.tools.Access) > 0 {
			return nil, fmt.Errorf("%s: a project rules file may not define [tools.access]: they change which arguments are files", l.name)
		}
		// A later layer's list replaces the earlier one. A project may set
		// none of them: they say which arguments are files or code and how
		// names read, which can lower a tier.
		t := l.tools
		for _, f := range []struct{ from, to *[]string }{
			{&t.Args.Paths, &ts.args.Paths}, {&t.Args.SQL, &ts.args.SQL}, {&t.Args.SQLWords, &ts.args.SQLWords}, {&t.Args.KVWords, &ts.args.KVWords},
			{&t.Args.Shell, &ts.args.Shell}, {&t.Args.Code, &ts.args.Code}, {&t.Args.Operation, &ts.args.Operation},
			{&t.Args.Kinds, &ts.args.Kinds}, {&t.Args.Records, &ts.args.Records}, {&t.Args.Branch, &ts.args.Branch}, {&t.Args.Content, &ts.args.Content},
			{&t.Names.CLIs, &ts.names.CLIs}, {&t.Names.Generic, &ts.names.Generic}, {&t.Names.Compounds, &ts.names.Compounds},
			{&t.Names.Secrets, &ts.names.Secrets}, {&t.Names.Elsewhere, &ts.names.Elsewhere}, {&t.Names.HTTP, &ts.names.HTTP},
			{&t.Names.Outside, &ts.names.Outside}, {&t.Names.Local, &ts.names.Local},
			{&t.Browser.Words, &ts.browser.Words}, {&t.Browser.Targets, &ts.browser.Targets},
			{&t.Browser.Commit, &ts.browser.Commit}, {&t.Browser.Submit, &ts.browser.Submit},
		} {
			if *f.from == nil {
				continue
			}
			if l.project {
				return nil, fmt.Errorf("%s: a project rules file may not define [tools.args], [tools.names] or [tools.browser]: they change which arguments are files or code and how names read", l.name)
			}
			if l.operator && len(teamRules) > 0 {
				return nil, fmt.Errorf("%s: under the team's policy, which has tool rules, a rules file may not define [tools.args], [tools.names] or [tools.browser]: they change how the team's tool rules read a call", l.name)
			}
			*f.to = *f.from
		}
		if len(layers) == 1 {
			ts.access = l.tools.Access // the default alone: no copy
		}
		for name, a := range l.tools.Access {
			if len(layers) > 1 {
				ts.access[name] = a
			}
			if l.name != DefaultName {
				if ts.accessFrom == nil {
					ts.accessFrom = map[string]string{}
				}
				ts.accessFrom[name] = l.name
			}
		}
		seen := map[string]bool{}
		for i := range l.tools.Rules {
			r := &l.tools.Rules[i]
			// Formatted only for an error: a tool call builds this set.
			where := func() string { return fmt.Sprintf("%s: tools.rule[%d] (id %q)", l.name, i, r.ID) }
			if r.ID == "" {
				return nil, fmt.Errorf("%s: missing id", where())
			}
			if seen[r.ID] {
				return nil, fmt.Errorf("%s: duplicate id", where())
			}
			seen[r.ID] = true
			var defined map[string]bool
			if i < len(l.defined) {
				defined = l.defined[i]
			}
			j, exists := at[r.ID]
			if l.project {
				var old schema.ToolRule
				if exists {
					old = *rules[j].src
				}
				if err := checkToolRaise(projectFile, *r, old, exists, defined); err != nil {
					return nil, fmt.Errorf("%s: %w", where(), err)
				}
			}
			if l.operator && teamRules[r.ID] {
				if err := checkToolRaise(underTeamFile, *r, *rules[j].src, exists, defined); err != nil {
					return nil, fmt.Errorf("%s: %w", where(), err)
				}
			}
			if l.team {
				teamRules[r.ID] = true
			}
			switch {
			case !exists:
				at[r.ID] = len(rules)
				pos := -1
				if l.name == DefaultName {
					pos = i
				}
				rules = append(rules, entry{r, l.name, pos})
			case defined != nil:
				merged := overlayTool(*rules[j].src, *r, defined)
				if !defined["examples"] && !defined["not_examples"] && rules[j].at >= 0 {
					// The default's examples, which a call does not build.
					merged.Examples, merged.NotExamples = defaultToolExamples(rules[j].at)
				}
				rules[j] = entry{&merged, l.name, -1}
			default:
				rules[j] = entry{r, l.name, -1}
			}
		}
	}
	ts.rules = make([]toolRule, len(rules))
	n = 0
	for _, e := range rules {
		if e.src.Disabled {
			continue
		}
		if err := compileToolRule(&ts.rules[n], e.src, e.source, false); err != nil {
			return nil, fmt.Errorf("%s: tools rule %q: %w", e.source, e.src.ID, err)
		}
		ts.rules[n].at = e.at
		n++
	}
	ts.rules = ts.rules[:n]
	return ts, nil
}

// defaultToolSet compiles the embedded default's [tools] section alone,
// whose ids its generator checked: a hook's one call compiles it and
// nothing else.
func defaultToolSet(t *schema.Tools) (*toolSet, error) {
	ts := &toolSet{access: t.Access, args: t.Args, names: t.Names, browser: t.Browser, rules: make([]toolRule, len(t.Rules))}
	n := 0
	for i := range t.Rules {
		if t.Rules[i].Disabled {
			continue
		}
		r := &ts.rules[n]
		if err := compileToolRule(r, &t.Rules[i], DefaultName, true); err != nil {
			return nil, fmt.Errorf("%s: tools rule %q: %w", DefaultName, t.Rules[i].ID, err)
		}
		r.tool, r.server, r.urlHosts = defaultToolGlobs(i)
		if g := defaultToolPaths(i); g != nil {
			r.paths = *g
		}
		r.at = i
		n++
	}
	ts.rules = ts.rules[:n]
	return ts, nil
}

// overlayTool changes the keys a later file set; conditions are replaced
// as a whole when any is set.
func overlayTool(old, r schema.ToolRule, defined map[string]bool) schema.ToolRule {
	out := old
	if defined["tier"] {
		out.Tier = r.Tier
	}
	if defined["reason"] {
		out.Reason = r.Reason
	}
	if defined["deny"] {
		out.Deny = r.Deny
	}
	if defined["disabled"] {
		out.Disabled = r.Disabled
	}
	if defined["examples"] {
		out.Examples = r.Examples
	}
	if defined["not_examples"] {
		out.NotExamples = r.NotExamples
	}
	for _, k := range schema.ToolConditionKeys {
		if defined[k] {
			out.Tool, out.Server, out.Verbs, out.VerbClass, out.Words, out.Kind, out.URLHosts = r.Tool, r.Server, r.Verbs, r.VerbClass, r.Words, r.Kind, r.URLHosts
			out.SharedBranch, out.Submits, out.TargetProd, out.UnlessWords, out.UnlessVerbs = r.SharedBranch, r.Submits, r.TargetProd, r.UnlessWords, r.UnlessVerbs
			out.URLSecret, out.Paths, out.LocalFiles, out.GuardOff, out.UnlessTestEnv, out.UnlessProd = r.URLSecret, r.Paths, r.LocalFiles, r.GuardOff, r.UnlessTestEnv, r.UnlessProd
			break
		}
	}
	return out
}

// checkToolRaise is checkRaise for tool rules.
func checkToolRaise(who string, r, old schema.ToolRule, exists bool, defined map[string]bool) error {
	if r.Disabled {
		return fmt.Errorf("%s may not disable rules", who)
	}
	if exists && defined == nil {
		return fmt.Errorf("%s may only raise the tier or set deny of an existing rule", who)
	}
	return raiseOnly(who, r.Tier, r.Deny, old.Tier, old.Deny, exists, defined)
}
