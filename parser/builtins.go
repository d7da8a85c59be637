package parser

import (
	"path"
	"slices"
	"strings"
)

func (p *parser) unwrapSource(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	k := 1
	if len(argv) > 1 && argv[1].Value == "-p" {
		// bash 5.3: source -p PATH FILE looks FILE up in PATH.
		if len(argv) > 2 && argv[2].Dynamic {
			p.problem("dynamic_eval", "source looks the file up in a path not known statically", argv[2].Span)
		}
		k = 3
	}
	if len(argv) <= k {
		return step{}, false
	}
	f := argv[k]
	defer p.tempAssigns(in.assigns)()
	if len(argv) > k+1 {
		// The words after the file are its positional parameters while
		// it runs; bash restores the caller's afterwards.
		saved := p.params()
		p.setParams(paramsOf(argv[k+1:], u))
		defer p.setParams(saved)
	}
	if !f.Dynamic {
		if p.fifos[path.Clean(f.Value)] {
			c := p.emit(fr, u, argv, *in)
			p.problem("dynamic_eval", "source reads a named pipe, which another process writes", f.Span)
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		if fd, stdin := descriptorPath(f.Value); fd || terminalPath(path.Clean(f.Value)) {
			c := p.emit(fr, u, argv, *in)
			p.runDescriptor(fr, u, in, f, stdin, "source")
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		if _, ok := p.written[path.Clean(f.Value)]; ok {
			c := p.emit(fr, u, argv, *in)
			p.runWritten(fr, u, *in, f, "source")
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		p.sourcesUnread(f.Span)
		return step{}, false
	}
	c := p.emit(fr, u, argv, *in)
	switch {
	case f.sub != nil && p.setupGenerator([]field{f}):
		// source <(kubectl completion bash): what the tool is known to
		// print (setupgen.go); the tool itself is classified.
		c.PipeFrom = append(append([]string(nil), in.pipeFrom...), f.sub.names...)
	case f.sub != nil:
		c.PipeFrom = append(append([]string(nil), in.pipeFrom...), f.sub.names...)
		p.runText(fr, u, *in, f.sub.stdout, "source", f)
	default:
		p.problem("dynamic_eval", "source of a file whose name is not known statically", f.Span)
	}
	return step{out: stageOut{names: []string{c.Name}}}, true
}

func (p *parser) unwrapTrap(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	c := p.emit(fr, u, argv, *in)
	out := step{out: stageOut{names: []string{c.Name}}}
	args := argv[1:]
	if len(args) > 0 && args[0].Value == "--" {
		args = args[1:]
	}
	if len(args) < 2 || args[0].Value == "-" || strings.HasPrefix(args[0].Value, "-") && !args[0].Dynamic {
		return out, true
	}
	p.trapAssigns(args[0])
	p.noteTrapFresh()
	t := &unwrap{ctx: u.ctx | InTrap, wrappers: u.wrappers, container: u.container}
	p.nestedFields(fr, t, args[:1], "trap", *in)
	return out, true
}

// defineAliases records alias NAME=VALUE; a value not known statically
// makes any later use of the alias a problem.
//
// A known value is also walked where it is defined, as functions are:
// the alias may be used where gatesh does not see it (a later command
// that sources a snapshot of it).
func (p *parser) defineAliases(fr *frame, args []field) {
	for _, a := range args {
		name, val, ok := strings.Cut(a.Value, "=")
		if !ok || strings.HasPrefix(a.Value, "-") {
			continue
		}
		p.changesState()
		if a.Dynamic || val == "" {
			p.aliases[name] = ""
			continue
		}
		p.aliases[name] = val
		if !p.inAlias[name] {
			p.inAlias[name] = true
			p.nested(fr, textSrc{text: val, span: a.Span}, InAlias, "alias "+name)
			delete(p.inAlias, name)
		}
	}
}

// hashPaths records hash -p PATH NAME...: each NAME then runs PATH, as
// an alias to it would, and so does the name when an expansion makes it
// (hashedName).
func (p *parser) hashPaths(args []field) {
	opts, i := scanOpts(args, "p", nil)
	for _, o := range opts {
		if o.name != "-p" {
			continue
		}
		for _, a := range args[i:] {
			if a.Dynamic {
				p.problem("dynamic_command", "hash -p gives a program to a name not known statically", a.Span)
				continue
			}
			if p.hashed == nil {
				p.hashed = map[string]string{}
			}
			if o.val.Dynamic {
				p.aliases[a.Value] = ""
				p.hashed[a.Value] = ""
				continue
			}
			p.aliases[a.Value] = quoteWord(o.val.Value)
			p.hashed[a.Value] = o.val.Value
		}
	}
}

// markInput records a variable whose value is text read at run time
// (Word.Input).
func (p *parser) markInput(name string) {
	if len(p.inputVars) >= maxVars {
		return
	}
	if p.inputVars == nil {
		p.inputVars = map[string]bool{}
	}
	p.inputVars[name] = true
}

// forgetAssigned makes variables set by read, mapfile, printf -v ... unknown.
func (p *parser) forgetAssigned(base string, args []field) {
	input := base == "read" || base == "mapfile" || base == "readarray"
	set := func(name string, span Span) {
		delete(p.vars, name)
		p.noteHidden(name, "$("+base+")", span)
		if input {
			p.markInput(name)
		}
	}
	for i, a := range args {
		if a.Dynamic && namesAt(base, args, i) {
			// read "$n", printf -v "$n": any variable.
			p.forgetVars()
		}
		if n := varOf(a.Value); validName(n) {
			set(n, a.Span)
			p.noteAssigned(n)
			if namesAt(base, args, i) {
				p.commandVarHidden(n, base, a.Span)
			}
		}
		if a.Value == "-v" && i+1 < len(args) {
			delete(p.vars, varOf(args[i+1].Value))
			p.noteAssigned(varOf(args[i+1].Value))
		}
		// A name glued to its option (printf -vNAME, read -raNAME,
		// wait -pNAME): every tail of the cluster may be one.
		if v := a.Value; len(v) > 2 && v[0] == '-' && v[1] != '-' {
			if v[1] == 'v' && base == "printf" {
				p.commandVarHidden(varOf(v[2:]), base, a.Span)
			}
			for j := 2; j < len(v); j++ {
				if n := varOf(v[j:]); validName(n) {
					set(n, a.Span)
					p.noteAssigned(n)
				}
			}
		}
	}
	if base == "mapfile" || base == "readarray" {
		set("MAPFILE", Span{})
	}
	if base == "read" {
		set("REPLY", Span{})
	}
	delete(p.vars, "REPLY")
}

// declWords handles declare's words that the parser did not see as
// assignments: "d=$x" quoted, "$n=x", or declare reached through builtin
// or command. A word whose text is not known may assign any variable.
// all are every word after the builtin's name; args those to read.
func (p *parser) declWords(base string, all, args []field) {
	cased := false
	for _, a := range all {
		if v := a.Value; !a.Dynamic && len(v) > 1 && v[0] == '-' && strings.ContainsAny(v, "fFp") {
			return // declare -f NAME, -p: prints, assigns nothing
		}
		// declare -l, -u, -c (see changesCase).
		cased = cased || base != "export" && base != "readonly" && (a.Dynamic && !strings.Contains(a.Value, "=") || caseOption(a.Value))
	}
	for _, a := range args {
		v := a.Value
		if name, _, _ := strings.Cut(v, "="); cased && !a.Dynamic && !strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "+") {
			name, _, _ = strings.Cut(name, "[")
			p.markVolatile(strings.TrimSuffix(name, "+"))
		}
		switch {
		case a.Dynamic:
			p.forgetVars()
		case strings.HasPrefix(v, "-") || strings.HasPrefix(v, "+"):
			if strings.ContainsRune(v[1:], 'n') && base != "export" && base != "readonly" {
				p.noVars = true
				clear(p.vars)
			}
		default:
			name, _, _ := strings.Cut(v, "=")
			name, _, _ = strings.Cut(name, "[")
			name = strings.TrimSuffix(name, "+")
			delete(p.vars, name)
			p.noteAssigned(name)
		}
	}
}

// varOf is the variable that a name handed to read, printf -v, wait -p
// or unset sets or unsets: x for x[0] as well, which is the scalar x's
// value (printf -v 'x[0]' rm sets x to rm; unset 'x[0]' unsets x).
func varOf(name string) string {
	if i := strings.IndexByte(name, '['); i > 0 {
		return name[:i]
	}
	return name
}

// namesAt reports whether args[i] of read, mapfile, wait or printf may
// be the name of a variable it sets: printf's -v value, or for the
// others any word that is not the value of an option.
func namesAt(base string, args []field, i int) bool {
	prev := ""
	if i > 0 {
		prev = args[i-1].Value
	}
	switch base {
	case "printf":
		return prev == "-v"
	case "read":
		return len(prev) != 2 || prev[0] != '-' || !strings.ContainsRune("dinNptu", rune(prev[1]))
	case "mapfile", "readarray":
		return len(prev) != 2 || prev[0] != '-' || !strings.ContainsRune("dnOsuCc", rune(prev[1]))
	case "wait":
		return prev == "-p"
	}
	return false
}

// unwrapEval parses the text eval runs.
func (p *parser) unwrapEval(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	if u.more {
		p.problem("dynamic_eval", "eval runs text read at run time by "+lastWrapper(u), argv[0].Span)
		return step{}, false
	}
	if len(argv) < 2 {
		return step{}, false
	}
	defer p.tempAssigns(in.assigns)()
	p.nestedFields(fr, u, argv[1:], "eval", *in)
	p.outerRedirs(fr, u, argv, in)
	return step{}, true
}

// builtinState records what builtins change in the shell's own state:
// aliases, hashed paths, options, positional parameters, and variables
// that become unknown.
func (p *parser) builtinState(fr *frame, base string, args []field) {
	p.assignedNames(base, args)
	switch base {
	case "alias":
		p.defineAliases(fr, args)
	case "hash":
		p.hashPaths(args)
	case "unalias":
		for _, a := range args {
			delete(p.aliases, a.Value)
		}
		p.changesState()
	case "unset":
		for _, a := range args {
			if a.Dynamic {
				// unset "$n": any variable.
				p.forgetVars()
			}
			delete(p.vars, varOf(a.Value))
		}
	case "set":
		if p.setBuiltin(args) {
			p.changesState()
		}
	case "shopt":
		if slices.ContainsFunc(args, func(a field) bool { return a.Dynamic || a.Value == "cdable_vars" }) {
			p.cdableVars = true
		}
		if slices.ContainsFunc(args, func(a field) bool { return a.Dynamic || a.Value == "dotglob" }) {
			p.dotGlob = true
		}
		if slices.ContainsFunc(args, func(a field) bool { return a.Dynamic || a.Value == "-s" || a.Value == "-u" || a.Value == "-o" }) {
			p.changesState()
		}
	case "shift":
		p.shiftBuiltin(args)
	case "declare", "typeset", "local", "export", "readonly":
		p.declWords(base, args, args)
	default:
		p.forgetAssigned(base, args)
	}
}

// historyRun reads fc: only fc -l lists; any other form runs a command
// from the history list (fc -s, fc -e - after history -s TEXT), or an
// editor on one, which gatesh does not read.
func (p *parser) historyRun(args []field, span Span) {
	for _, a := range args {
		if a.Dynamic || a.Value == "--" || !strings.HasPrefix(a.Value, "-") {
			break
		}
		if strings.Contains(a.Value, "l") && !strings.HasPrefix(a.Value, "-e") {
			return
		}
	}
	p.problem("dynamic_eval", "fc runs a command from the shell's history, which gatesh does not read", span)
}
