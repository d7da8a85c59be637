package parser

import (
	"maps"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A function's body is walked where it is defined, with its arguments not
// known. A body that runs its arguments as a command ("$@", command -p
// "$@") cannot be judged there: it runs whatever each call gives it. Its
// walk is deferred to the calls, each of which walks the body again with
// that call's arguments. That is sound only if every call is seen, so a
// call before the definition, `export -f`, command_not_found_handle, and
// sourcing a file gatesh does not read after such a definition are held.
// A function the shell calls by itself (implicitFunc) is held wherever it
// is defined, whatever its body: its calls are never in the script.

// funcDef is one function definition.
type funcDef struct {
	name string
	body *syntax.Stmt
	fr   *frame
	// runsArgs is set when the body runs a command named only by the
	// function's arguments: each call walks the body again.
	runsArgs bool
	// assigned are the variables the body may assign; all means it may
	// assign any (eval, source, read into a dynamic name, ...).
	assigned []string
	all      bool
}

// defineFunc walks a function definition.
func (p *parser) defineFunc(c *syntax.FuncDecl, s *syntax.Stmt, fr *frame) {
	names := c.Names
	if c.Name != nil {
		names = append(names, c.Name)
	}
	for _, n := range names {
		p.funcs[n.Value] = true
		if implicitFunc(n.Value) {
			p.problem("dynamic_command", "the shell calls function "+n.Value+" by itself, with arguments and at times gatesh does not see", fr.span(s))
		}
	}
	p.changesState()
	def := &funcDef{body: c.Body, fr: fr}
	def.assigned, def.all = assignedIn(c.Body)
	if len(names) > 0 {
		def.name = names[0].Value
	}
	saved := maps.Clone(p.vars)
	p.setParams(params{}) // the function's own arguments
	p.defining = append(p.defining, def)
	p.walkStmt(c.Body, fr.with(InFunc), nil, nil)
	p.defining = p.defining[:len(p.defining)-1]
	p.vars = saved
	for _, n := range names {
		d := *def
		d.name = n.Value
		if p.funcDefs == nil {
			p.funcDefs = map[string]*funcDef{}
		}
		p.funcDefs[n.Value] = &d
		if p.trapCalls[n.Value] {
			p.trapCallsFunc(&d)
		}
		if d.runsArgs {
			p.checkRunsArgs(n.Value, fr.span(s))
		}
	}
}

// deferArgs marks the function being defined as one that runs its
// arguments, when the command name is dynamic only through them. It
// reports whether it did: the command is then judged at each call.
func (p *parser) deferArgs(name field, u *unwrap) bool {
	if len(p.defining) == 0 || !name.paramsOnly || u.more {
		return false
	}
	p.defining[len(p.defining)-1].runsArgs = true
	return true
}

// checkRunsArgs holds the ways a function that runs its arguments can be
// called without gatesh seeing the call.
func (p *parser) checkRunsArgs(name string, span Span) {
	switch {
	case implicitFunc(name):
		// Held where it is defined.
	case p.exportedFuncs[name]:
		p.problem("dynamic_command", "function "+name+" runs its arguments and is exported, so other programs may call it", span)
	case slices.ContainsFunc(p.script.Commands, func(c *Command) bool { return c.Name == name }):
		p.problem("dynamic_command", "function "+name+" runs its arguments and is called where gatesh did not know it yet", span)
	}
}

// noteExported records export -f NAME (or declare -fx) and holds it for a
// function that runs its arguments.
func (p *parser) noteExported(name string, span Span) {
	if p.exportedFuncs == nil {
		p.exportedFuncs = map[string]bool{}
	}
	p.exportedFuncs[name] = true
	if d := p.funcDefs[name]; d != nil && d.runsArgs {
		p.problem("dynamic_command", "function "+name+" runs its arguments and is exported, so other programs may call it", span)
	}
}

// sourcesUnread holds a source of a file gatesh does not read once a
// function that runs its arguments exists: the file may call it.
func (p *parser) sourcesUnread(span Span) {
	// The file may assign any variable: a fresh folder's may hold
	// anything afterwards. (The others keep their values, as the rest
	// of the walk assumes of a sourced file.)
	p.forgetFresh()
	p.sourcedUnread = true
	// What it exports is not known either: a rule that an exported
	// value turns off (unless_env) must not trust the earlier literal.
	for i := range p.exported {
		p.exported[i].Value.Dynamic = true
	}
	for name, d := range p.funcDefs {
		if d.runsArgs {
			p.problem("dynamic_command", "a sourced file gatesh does not read may call function "+name+", which runs its arguments", span)
			return
		}
	}
}

// callFunc follows a call of a function defined in the script: its body
// is walked again with this call's arguments and the variables as they
// are now (the walk where it was defined saw them as they were then), and
// every variable the body may assign is no longer known afterwards.
func (p *parser) callFunc(fr *frame, u *unwrap, name string, args []field, in cmdIn) {
	def := p.funcDefs[name]
	if def == nil {
		return
	}
	switch {
	case p.calling[name] > 0 && def.runsArgs:
		p.problem("dynamic_command", "function "+name+" runs its arguments and calls itself", in.span)
		return
	case p.calling[name] > 0:
		// Recursion: the call being walked covers the body.
	default:
		saved := p.params()
		p.setParams(paramsOf(args, u))
		f := *def.fr
		f.ctx = def.fr.ctx | u.ctx | InFunc
		f.wrappers = u.wrappers
		if in.stdin != nil {
			f.stdin = in.stdin
		}
		if p.calling == nil {
			p.calling = map[string]int{}
		}
		p.calling[name]++
		restore := p.tempAssigns(in.assigns)
		p.walkStmt(def.body, &f, nil, nil)
		restore()
		p.calling[name]--
		p.setParams(saved)
	}
	p.forgetFuncAssigned(def)
}

// posixSpecial reports POSIX's special builtins, before which NAME=value
// stays after the command in a POSIX shell: sh (dash, or bash as sh),
// bash --posix, set -o posix, POSIXLY_CORRECT. Bash otherwise drops it.
func posixSpecial(name string) bool {
	switch name {
	case ":", ".", "break", "continue", "eval", "exec", "exit", "export", "readonly", "return", "set", "shift", "times", "trap", "unset":
		return true
	}
	return false
}

// keptAssigns makes the variables NAME=value gave a special builtin
// unknown: whether they keep that value depends on the shell's mode.
func (p *parser) keptAssigns(as []Assign) {
	for _, a := range as {
		delete(p.vars, a.Name)
		p.noteAssigned(a.Name)
	}
}

// tempAssigns gives the variables NAME=value before a function call,
// eval or source their values while it runs, and returns what puts the
// old ones back, as bash does.
func (p *parser) tempAssigns(as []Assign) func() {
	if len(as) == 0 {
		return func() {}
	}
	old := map[string]*string{}
	for _, a := range as {
		if _, seen := old[a.Name]; !seen {
			if v, ok := p.vars[a.Name]; ok {
				old[a.Name] = &v
			} else {
				old[a.Name] = nil
			}
		}
		p.noteAssigned(a.Name)
		if a.Value.Dynamic || p.noVars || p.volatile[a.Name] || len(p.vars) >= maxVars {
			delete(p.vars, a.Name)
			continue
		}
		p.vars[a.Name] = a.Value.Value
	}
	return func() {
		for name, v := range old {
			if v == nil {
				delete(p.vars, name)
			} else {
				p.vars[name] = *v
			}
		}
	}
}

// forgetFuncAssigned makes the variables a function body may assign unknown.
// The positional parameters are the caller's and stay.
func (p *parser) forgetFuncAssigned(def *funcDef) {
	if def.all {
		p.forgetVars()
		return
	}
	for _, v := range def.assigned {
		delete(p.vars, varOf(v))
	}
}

// forgetVars makes every variable unknown but the positional parameters.
func (p *parser) forgetVars() {
	for k := range p.vars {
		if k != "#" && !isParamName(k) {
			delete(p.vars, k)
		}
	}
}

// assignedIn lists the variables a function body may assign, or all when
// it may assign any.
func assignedIn(body *syntax.Stmt) (names []string, all bool) {
	syntax.Walk(body, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Assign:
			if x.Name != nil {
				names = append(names, x.Name.Value)
			} else {
				all = true
			}
		case *syntax.ForClause:
			if wi, ok := x.Loop.(*syntax.WordIter); ok {
				names = append(names, wi.Name.Value)
			}
		case *syntax.DeclClause:
			for _, a := range x.Args {
				if a.Name != nil {
					names = append(names, a.Name.Value)
				} else if a.Value != nil && a.Value.Lit() == "" {
					all = true
				}
			}
		case *syntax.Redirect:
			if x.N != nil && strings.HasPrefix(x.N.Value, "{") {
				names = append(names, strings.Trim(x.N.Value, "{}"))
			}
		case *syntax.CallExpr:
			if len(x.Args) == 0 {
				break
			}
			switch name := x.Args[0].Lit(); name {
			case "read", "mapfile", "readarray", "getopts", "printf", "wait", "unset", "export", "declare", "typeset", "local", "readonly":
				for _, a := range x.Args[1:] {
					if v := a.Lit(); v != "" {
						names = append(names, v)
						for j := 2; j < len(v) && v[0] == '-'; j++ {
							names = append(names, v[j:]) // printf -vNAME
						}
					} else {
						all = true
					}
				}
				names = append(names, "REPLY", "MAPFILE", "OPTARG", "OPTIND")
			case "eval", "source", ".", "let", "set", "shopt", "alias", "builtin", "command", "":
				all = true
			}
		}
		return true
	})
	return names, all
}

// implicitFunc reports whether a shell calls a function of this name by
// itself, not from a command of the script: bash's and zsh's handler of
// a command not found (which gets that command's words, so
// `command_not_found_handle() { rm "$@"; }; zzz FILE` removes FILE), zsh's
// hook functions and TRAPNAL functions (run at a prompt, a cd, a signal
// or the exit), bash-preexec's hooks and bash-completion's loaders.
func implicitFunc(name string) bool {
	switch name {
	case "command_not_found_handle", "command_not_found_handler",
		"precmd", "preexec", "chpwd", "periodic", "zshexit", "zshaddhistory",
		"_completion_loader", "__load_completion", "_comp_load", "_comp_complete_load":
		return true
	}
	// zsh's trap functions: TRAPEXIT, TRAPDEBUG, TRAPZERR, TRAPINT, ...
	if rest, ok := strings.CutPrefix(name, "TRAP"); ok && rest != "" && strings.ToUpper(rest) == rest {
		return true
	}
	return false
}
