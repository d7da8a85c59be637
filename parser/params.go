package parser

import (
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The positional parameters ($1, $2, ..., "$@") are kept in p.vars, under
// "#" (how many) and "1".."N", so that subshells, branches and loops save,
// merge and forget them as they do variables. With no "#" entry they are
// not known. A shell given `-c TEXT` with no more arguments has none;
// `set --` and `shift` change them, exactly as tracked below; a function
// call gives the function its own; a child shell has those it was given.

// maxParams bounds the positional parameters tracked.
const maxParams = 64

// params are the positional parameters, when known.
type params struct {
	vals  []string
	known bool
	// partial: vals are the first parameters, and how many follow is
	// not known (a pattern or an unknown word came after them). Then
	// "#" is not set, and $1..$len(vals) alone are known.
	partial bool
	// globs marks the parameters whose value is a pattern standing for
	// the files it matches (sh -c '...' _ ~/.ssh/*, find's {}): quoted,
	// they are still judged as the pattern.
	globs []bool
	// zero is $0 of a child shell, when zeroKnown; zeroGlob when it is
	// such a pattern.
	zero      string
	zeroKnown bool
	zeroGlob  bool
}

// isParamName reports $1, $2, ...: a name of digits other than "0".
func isParamName(name string) bool {
	if name == "" || name == "0" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if name[i] < '0' || name[i] > '9' {
			return false
		}
	}
	return true
}

// params returns the positional parameters in force.
func (p *parser) params() params {
	n, ok := p.vars["#"]
	if !ok || p.noVars {
		return params{}
	}
	k, err := strconv.Atoi(n)
	if err != nil || k < 0 || k > maxParams {
		return params{}
	}
	vals := make([]string, k)
	for i := range vals {
		v, ok := p.vars[strconv.Itoa(i+1)]
		if !ok {
			return params{}
		}
		vals[i] = v
	}
	return params{vals: vals, known: true}
}

// setParams replaces the positional parameters.
func (p *parser) setParams(ps params) {
	for k := range p.vars {
		if isParamName(k) {
			delete(p.vars, k)
		}
	}
	delete(p.vars, "#")
	for k := range p.globVars {
		if isParamName(k) {
			delete(p.globVars, k)
		}
	}
	if !ps.known && !ps.partial || p.noVars || len(ps.vals) > maxParams || len(p.vars)+len(ps.vals) >= maxVars {
		return
	}
	if ps.known {
		p.vars["#"] = strconv.Itoa(len(ps.vals))
	}
	for i, v := range ps.vals {
		p.vars[strconv.Itoa(i+1)] = v
		if i < len(ps.globs) && ps.globs[i] {
			p.markGlob(strconv.Itoa(i + 1))
		}
	}
}

// markGlob records a variable or parameter whose value is a pattern
// standing for the files it matches.
func (p *parser) markGlob(name string) {
	if p.globVars == nil {
		p.globVars = map[string]bool{}
	}
	p.globVars[name] = true
}

// paramsOf returns the values of fields as positional parameters: known
// when every field is, and no more arguments come at run time. A
// pattern stands for one file or more: it is the next parameter, as the
// pattern, and how many follow is not known (partial); so with a word
// not known statically after the known ones.
func paramsOf(fs []field, u *unwrap) params {
	if u != nil && u.more {
		return params{}
	}
	ps := params{vals: make([]string, 0, len(fs)), known: true}
	for _, f := range fs {
		if f.Dynamic || u != nil && u.runtimeText(f.Value) {
			ps.known, ps.partial = false, len(ps.vals) > 0
			return ps
		}
		if f.Glob {
			// Under nullglob a pattern that matches nothing gives no
			// word, and the next word would take its place: only a
			// pattern that comes last is bound.
			ps.known, ps.partial = false, len(ps.vals) > 0
			if len(ps.vals) < len(fs)-1 {
				return ps
			}
			ps.vals = append(ps.vals, f.Value)
			ps.globs = make([]bool, len(ps.vals))
			ps.globs[len(ps.vals)-1] = true
			ps.known, ps.partial = false, true
			return ps
		}
		ps.vals = append(ps.vals, f.Value)
	}
	return ps
}

// patternCounts returns the parameters a shell -c gets from its words
// after the text ($0 first) when a pattern among them comes before
// another word, for each pattern giving no file, one or two (the
// pattern itself standing for each): a pattern's count decides which
// $N the words after it are. It returns nothing when no pattern comes
// before another word, when a word is not known statically, or when
// there are more than two such patterns.
func patternCounts(words []field) []params {
	globs := 0
	for i, w := range words {
		if w.Dynamic {
			return nil
		}
		if w.Glob && i < len(words)-1 {
			globs++
		}
	}
	if globs == 0 || globs > 2 || len(words) > maxParams {
		return nil
	}
	var out []params
	var build func(i int, vals []string, gs []bool)
	build = func(i int, vals []string, gs []bool) {
		if i == len(words) {
			if len(vals) == 0 {
				return
			}
			out = append(out, params{vals: slices.Clone(vals[1:]), globs: slices.Clone(gs[1:]), known: true,
				zero: vals[0], zeroKnown: true, zeroGlob: gs[0]})
			return
		}
		w := words[i]
		if !w.Glob || i == len(words)-1 {
			build(i+1, append(vals, w.Value), append(gs, w.Glob))
			return
		}
		for n := 0; n <= 2; n++ {
			v, g := vals, gs
			for range n {
				v, g = append(v, w.Value), append(g, true)
			}
			build(i+1, v, g)
		}
	}
	build(0, nil, nil)
	return out
}

// partialAll returns the first values of "$@" or "$*" (plain) when only
// those are known.
func (p *parser) partialAll(pe *syntax.ParamExp) ([]string, []bool, bool) {
	if pe.Param == nil || pe.Param.Value != "@" && pe.Param.Value != "*" {
		return nil, nil, false
	}
	if pe.Excl || pe.Length || pe.Width || pe.Index != nil || pe.Slice != nil || pe.Repl != nil || pe.Exp != nil || pe.Names != 0 || pe.NestedParam != nil {
		return nil, nil, false
	}
	return p.partialParams()
}

// partialParams returns the first positional parameters when only those
// are known (params.partial), with which of them are patterns.
func (p *parser) partialParams() (vals []string, globs []bool, ok bool) {
	if _, known := p.vars["#"]; known || p.noVars {
		return nil, nil, false
	}
	for i := 1; i <= maxParams; i++ {
		v, known := p.vars[strconv.Itoa(i)]
		if !known {
			break
		}
		vals = append(vals, v)
		globs = append(globs, p.globVars[strconv.Itoa(i)])
	}
	return vals, globs, len(vals) > 0
}

// allParams returns the values of "$@" or "$*" (plain, without any
// modifier), when the parameters are known.
func (p *parser) allParams(pe *syntax.ParamExp) ([]string, bool) {
	if pe.Param == nil || pe.Param.Value != "@" && pe.Param.Value != "*" {
		return nil, false
	}
	if pe.Excl || pe.Length || pe.Width || pe.Index != nil || pe.Slice != nil || pe.Repl != nil || pe.Exp != nil || pe.Names != 0 || pe.NestedParam != nil {
		return nil, false
	}
	ps := p.params()
	return ps.vals, ps.known
}

// positionalRef reports a plain expansion of a positional parameter: $1,
// ${2}, $@, $*, $#. Such a placeholder in a function body stands for the
// function's arguments.
func positionalRef(pe *syntax.ParamExp) bool {
	if pe.Param == nil || pe.Excl || pe.Length || pe.Width || pe.Index != nil || pe.Slice != nil || pe.Repl != nil || pe.Exp != nil || pe.Names != 0 || pe.NestedParam != nil {
		return false
	}
	n := pe.Param.Value
	return n == "@" || n == "*" || n == "#" || isParamName(n)
}

// setBuiltin follows what `set` does to the positional parameters: the
// operands after its options (or after `--` or `-`) replace them. It
// reports whether set changed a shell option, which changes what a dump
// of the options prints.
func (p *parser) setBuiltin(args []field) (options bool) {
	i := 0
	replace := false
	for i < len(args) {
		a := args[i]
		if a.Dynamic {
			// An option or operand not known statically: anything.
			p.setParams(params{})
			return true
		}
		v := a.Value
		if v == "--" {
			replace = true
			i++
			break
		}
		if v == "-" {
			// The rest are operands; with none, nothing changes.
			i++
			replace = i < len(args)
			break
		}
		if len(v) < 2 || v[0] != '-' && v[0] != '+' {
			replace = true
			break
		}
		if (v == "-o" || v == "+o") && i+1 == len(args) {
			break // set -o alone prints the options
		}
		options = true
		if strings.ContainsRune(v[1:], 'o') {
			i++ // -o NAME: the option's name
		}
		i++
	}
	if replace {
		p.setParams(paramsOf(args[i:], nil))
	}
	return options
}

// shiftBuiltin follows `shift [N]`: it drops the first N parameters, and
// changes nothing when there are fewer (bash fails then).
func (p *parser) shiftBuiltin(args []field) {
	ps := p.params()
	if !ps.known {
		// Only the first ones known (partial): shifted, which is $1
		// depends on how many a pattern gave.
		p.setParams(params{})
		return
	}
	n := 1
	if len(args) > 0 {
		if args[0].Dynamic {
			p.setParams(params{})
			return
		}
		k, err := strconv.Atoi(args[0].Value)
		if err != nil || k < 0 {
			return // bash refuses it and shifts nothing
		}
		n = k
	}
	if n > len(ps.vals) {
		return
	}
	p.setParams(params{vals: ps.vals[n:], known: true})
}
