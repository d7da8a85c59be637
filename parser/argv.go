package parser

import (
	"maps"
	"path"
	"strconv"
	"strings"
)

// cmdIn is what a simple command gets besides its argv.
type cmdIn struct {
	assigns  []Assign
	redirs   []Redirect
	stdin    *textSrc
	pipeFrom []string
	span     Span
	// input is what the previous pipeline stage printed, as contentOf
	// sees it.
	input *string
}

// unwrap is the state built while wrappers are peeled off.
type unwrap struct {
	ctx      Context
	wrappers []string
	more     bool
	env      []Assign
	// tokens are the words xargs -I or parallel replace with input at
	// run time ("{}").
	tokens []string
	// cwdMoved is set by env -C: the command runs in another folder,
	// dir (see Command.Dir) when known.
	cwdMoved bool
	dir      string
	// container is where the command runs when docker run starts it.
	container *Container
	// funcs are BASH_FUNC_NAME%%=() { BODY } entries env gave the
	// command, not read yet (see envFuncs).
	funcs []Assign
	// shadowed are the functions as they were before env gave the
	// command's bash children functions of the same names; they are
	// put back when the command ends (dropEnvFuncs).
	shadowed []shadowedFunc
}

// runtimeText reports whether s holds a word that xargs or parallel
// replaces with input at run time.
func (u *unwrap) runtimeText(s string) bool {
	if !u.more {
		return false
	}
	for _, t := range u.tokens {
		if t != "" && strings.Contains(s, t) {
			return true
		}
	}
	return strings.Contains(s, "{}")
}

func (u *unwrap) push(w string) {
	u.wrappers = append(append([]string(nil), u.wrappers...), w)
}

type step struct {
	argv []field // the inner command; nil to list argv as is
	out  stageOut
}

// runArgv peels wrappers off argv and lists the command that runs, plus
// every command hidden in shell strings it is given.
func (p *parser) runArgv(fr *frame, argv []field, in cmdIn) stageOut {
	u := &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, more: fr.more, tokens: fr.tokens, container: fr.container}
	defer p.dropEnvFuncs(u)
	// What the variables given to the command make programs run is
	// read whichever way it ends: a shell it starts (sh -c, eval, a
	// function) passes them on too.
	envRead := false
	defer func() {
		if !envRead && !p.stopped {
			p.envCommandValues(fr, u, in)
		}
	}()
	if len(in.assigns) > 0 && len(argv) > 0 && !argv[0].Dynamic && posixSpecial(argv[0].Value) {
		defer p.keptAssigns(in.assigns)
	}
	hashed := false
	followed := 0
	// peeled is set once a wrapper was taken off: what a wrapper runs
	// (command, builtin, exec, env, nice, xargs...) is never a function.
	peeled := false
	for len(argv) > 0 {
		if p.stopped {
			return stageOut{}
		}
		name := argv[0]
		if u.runtimeText(name.Value) {
			p.problem("dynamic_command", "the command name is filled in at run time by "+lastWrapper(u), name.Span)
		}
		if name.Dynamic {
			if n, ok := p.lookedUpName(name); ok {
				argv = append([]field{n}, argv[1:]...)
				continue
			}
			if p.deferArgs(name, u) {
				return stageOut{}
			}
			p.problem("dynamic_command", "command name "+strconv.Quote(name.Value)+" is not known statically", name.Span)
			p.emit(fr, u, argv, in)
			return stageOut{names: []string{name.Value}}
		}
		if name.Glob && expandsGlob(name.Value) {
			// /bin/r? or r*: the shell replaces the name with the files
			// that match, whatever they are.
			p.problem("dynamic_command", "command name "+strconv.Quote(name.Value)+" is a pattern the shell expands to the files that match", name.Span)
			p.emit(fr, u, argv, in)
			return stageOut{names: []string{name.Value}}
		}
		if !hashed {
			if n, ok := p.hashedName(name); ok {
				hashed = true
				argv = append([]field{n}, argv[1:]...)
				continue
			}
		}
		// A link or copy under a name a program acts by (dispatchName)
		// is judged by that name, not as the program it was made from.
		if from, ok := p.programs[path.Clean(name.Value)]; ok && followed < maxFollow && !dispatchName(path.Base(name.Value)) {
			// A link or copy the script made: it runs what it was made from.
			followed++
			if from.Dynamic {
				p.problem("dynamic_command", "runs "+strconv.Quote(name.Value)+", which this script made a link or copy of a program not known statically", name.Span)
				p.emit(fr, u, argv, in)
				return stageOut{names: []string{name.Value}}
			}
			argv = append([]field{{Word: Word{Value: from.Value, Span: name.Span}}}, argv[1:]...)
			continue
		}
		base := path.Base(name.Value)
		if strings.Contains(name.Value, "/") {
			if _, ok := p.written[path.Clean(name.Value)]; ok {
				// ./x.sh that this script wrote: its text is known.
				c := p.emit(fr, u, argv, in)
				p.runWritten(fr, u, in, name, name.Value)
				return stageOut{names: []string{c.Name}}
			}
		}
		if !strings.Contains(name.Value, "/") && p.funcs[name.Value] && !peeled {
			c := p.emit(fr, u, argv, in)
			c.FuncCall = true
			p.callFunc(fr, u, name.Value, argv[1:], in)
			if sameShell(fr.wrappers) {
				return stageOut{names: []string{base}}
			}
			// A child shell (bash -c, ssh, xargs sh -c) has the
			// function only if it was given it: the program of that
			// name is judged too.
		}
		next, done := p.unwrapOne(fr, u, base, argv, &in)
		if done {
			return next.out
		}
		if next.argv == nil {
			break
		}
		argv = next.argv
		peeled = true
	}
	if len(argv) == 0 {
		return stageOut{}
	}
	envRead = true
	p.envCommandValues(fr, u, in)
	c := p.emit(fr, u, argv, in)
	out := p.staticStdout(fr, c, argv, in)
	p.noteWritten(c, out)
	return stageOut{names: []string{c.Name}, stdout: out, content: p.noteContent(c, in)}
}

// unwrapOne handles one wrapper or shell-running builtin. It returns the
// inner argv to continue with, or done when it listed everything itself.
// Wrappers with real logic are Go functions, each in its own file; the
// rest are data: [commands.NAME] tables with runs_command and its kin.
func (p *parser) unwrapOne(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	p.optionCommands(fr, u, base, argv, *in)
	p.nameSubscripts(fr, base, argv[1:])
	p.printfValue(fr, base, argv[1:])
	p.envFuncs(fr, u, *in)
	switch base {
	case "env":
		return p.unwrapEnv(fr, u, argv[1:], in.span)
	case "xargs":
		return p.unwrapXargs(fr, u, argv, in)
	case "parallel":
		return p.unwrapParallel(fr, u, argv[1:], in)
	case "find":
		return p.unwrapFind(fr, u, argv, in)
	case "watch":
		return p.unwrapWatch(fr, u, argv, in)
	case "at", "batch":
		return p.unwrapAt(fr, u, argv, in)
	case "docker", "podman", "nerdctl", "docker-compose", "podman-compose":
		return p.unwrapDocker(fr, u, base, argv, in)
	case "git":
		return p.unwrapGit(fr, u, argv, in)
	case "eval":
		return p.unwrapEval(fr, u, argv, in)
	case "source", ".":
		return p.unwrapSource(fr, u, argv, in)
	case "trap":
		return p.unwrapTrap(fr, u, argv, in)
	case "fc":
		p.historyRun(argv[1:], in.span)
		return step{}, false
	case "alias", "hash", "unalias", "unset", "set", "shopt", "shift", "read", "mapfile", "readarray", "getopts", "printf", "wait", "declare", "typeset", "local", "export", "readonly", "enable":
		p.builtinState(fr, base, argv[1:])
		return step{}, false
	}
	if isShell(base) {
		return p.unwrapShell(fr, u, base, argv, in)
	}
	if st, ok := p.unwrapAgent(fr, u, base, argv, in); ok {
		return st, false
	}
	if st, ok := p.unwrapRunner(fr, u, base, argv, in); ok {
		return st, false
	}
	if st, ok := p.unwrapGitDashed(fr, u, base, argv, in); ok {
		return st, false
	}
	if d := p.opts.Commands.Lookup(base); d != nil && !(d.Cmd.Partial && !d.Cmd.Wraps()) {
		return p.unwrapData(fr, u, d, argv, in)
	}
	return p.unwrapDashDash(fr, u, argv, in)
}

// nestedFields joins fields with spaces and parses them as shell, as
// eval, ssh, watch and sh -c do; text not known statically is a problem.
func (p *parser) nestedFields(fr *frame, u *unwrap, fs []field, wrapper string, in cmdIn) {
	src, known := p.joinSrc(fr, fs, "arg")
	if !known && onlyNumbers(fs) {
		// bash -c "pytest; echo rc:$?": a number in the text adds no
		// syntax, and the placeholder ($?) parses as a word there too.
		known, src.dynamic = true, false
	}
	if !known && wrapper == "eval" && p.setupGenerator(fs) {
		// The substitution's command is classified on its own; what it
		// prints is assignments and functions (package parser: setupgen.go).
		return
	}
	if !known {
		p.problem("dynamic_eval", wrapper+" runs a string that is not known statically", src.span)
		if wrapper == "eval" || strings.HasSuffix(wrapper, " -c") {
			return
		}
	}
	f := fr.withEnv(u, in)
	f.stdin = in.stdin
	f.more, f.tokens = u.more, u.tokens
	if u.more {
		n := len(p.script.Commands)
		defer func() {
			for _, c := range p.script.Commands[n:] {
				c.MoreArgs = true
			}
		}()
	}
	if !known {
		return
	}
	// A wrapper that moved the folder (env -C DIR sh -c '...') runs the
	// text there: its relative paths are DIR's.
	if u.cwdMoved && u.dir != "" {
		saved := p.dir
		p.dir = u.dir
		defer func() { p.dir = saved }()
	}
	p.nested(f, src, 0, wrapper)
}

// onlyNumbers reports whether every field not known statically is so
// only through special parameters that are numbers ($?, $$, $!).
func onlyNumbers(fs []field) bool {
	for _, f := range fs {
		if f.Dynamic && !f.numbersOnly {
			return false
		}
	}
	return true
}

// sameShell reports whether text run under wrappers runs in the shell
// that defined the script's functions: eval, a trap, an alias, time, or
// command and builtin before eval. Any other wrapper (sh -c, ssh, env,
// xargs) starts a program, whose shell has no function it was not given.
func sameShell(wrappers []string) bool {
	for _, w := range wrappers {
		name, _, _ := strings.Cut(w, " ")
		switch name {
		case "eval", "trap", "alias", "time", "command", "builtin":
		default:
			return false
		}
	}
	return true
}

func lastWrapper(u *unwrap) string {
	if len(u.wrappers) == 0 {
		return "a wrapper"
	}
	return u.wrappers[len(u.wrappers)-1]
}

// emit lists one command.
func (p *parser) emit(fr *frame, u *unwrap, argv []field, in cmdIn) *Command {
	name := argv[0].Value
	c := &Command{
		Name:     path.Base(name),
		Path:     name,
		Assigns:  append(append(append([]Assign(nil), fr.env...), in.assigns...), u.env...),
		Redirs:   in.redirs,
		Context:  u.ctx,
		Wrappers: u.wrappers,
		PipeFrom: in.pipeFrom,
		MoreArgs: u.more,
		Depth:    fr.depth,
		Span:     in.span,
		// The command itself may be the cd; it still runs where the
		// script was.
		CwdUnknown: p.cwdMoved || u.cwdMoved,
		Dir:        p.dir,
		Container:  u.container,
		Remote:     p.remote,
		DotGlob:    p.dotGlob,
	}
	if u.dir != "" {
		c.Dir = u.dir
	}
	if st := in.stdin; len(in.pipeFrom) > 0 && st != nil && st.from == "pipe" && !st.dynamic && !st.file {
		c.PipedText = &Word{Value: st.text, Span: st.span}
	}
	c.ResolverSet = p.resolverSet(c.Assigns)
	c.Exported = p.exportedFor(c.Assigns)
	if name == "" || argv[0].Dynamic {
		c.Name = name
	}
	if len(p.links) > 0 {
		c.LinksMade = maps.Clone(p.links)
	}
	if len(argv) > 1 {
		c.Args = make([]Word, len(argv)-1)
		for i, a := range argv[1:] {
			c.Args[i] = a.Word
			if p.links != nil {
				c.Args[i].Link = p.throughLink(a.Value)
			}
		}
	}
	if len(p.script.Commands) >= maxCommands {
		if !p.stopped {
			p.problem("input_too_large", "too many commands", in.span)
		}
		p.stopped = true
		return c
	}
	p.script.Commands = append(p.script.Commands, c)
	p.understood(c, in)
	if c.Name == "cd" || c.Name == "pushd" || c.Name == "popd" {
		p.cwdChanged = true
		p.dir = cdTarget(c.Name, p.dir, c.Args, p.opts.Cwd, p.vars["HOME"])
		if p.cdSearches(c) {
			p.dir = "$DIR"
		}
		p.cwdMoved = p.cwdMoved || outside(p.dir)
	}
	p.noteLinks(c)
	p.notePatchLinks(c)
	p.notePrograms(c)
	p.fillsFresh(c, argv)
	if c.Name == "mkfifo" || c.Name == "mknod" {
		p.noteFifos(c)
	}
	p.payloads(fr, u, c, argv, in)
	p.readsTerminal(c, argv[1:], in)
	return c
}
