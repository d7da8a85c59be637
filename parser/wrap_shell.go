package parser

import (
	"path"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

var shells = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"bash": true, "sh": true, "dash": true, "zsh": true, "ksh": true, "mksh": true, "ash": true, "yash": true, "posh": true, "rbash": true,
		// Oils (osh, ysh), BusyBox's hush and the OpenBSD ksh ports.
		"osh": true, "ysh": true, "hush": true, "oksh": true, "loksh": true}
}}

// isShell reports whether base names a POSIX-style shell: one of shells,
// another Korn shell (oksh, loksh, pdksh), or one of them with its
// version in the name (ksh93, ksh2020, bash5, bash-5.2, zsh-5.9), as
// distributions and version managers install them.
func isShell(base string) bool {
	if shells.Get()[base] {
		return true
	}
	switch base {
	case "oksh", "loksh", "pdksh":
		return true
	}
	name := strings.TrimRight(base, "0123456789.")
	if name == base || !strings.ContainsAny(base[len(name):], "0123456789") {
		return false
	}
	return shells.Get()[strings.TrimSuffix(name, "-")]
}

// unwrapShell handles bash/sh/zsh...: -c STR, a script on stdin, or a file.
func (p *parser) unwrapShell(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	args := argv[1:]
	cflag, sflag, noexec := false, false, false
	var startup []field // --rcfile and --init-file
	i := 0
	for i < len(args) {
		v := args[i].Value
		if v == "--" || v == "-" {
			i++
			break
		}
		if len(v) < 2 || (v[0] != '-' && v[0] != '+') {
			break
		}
		if strings.HasPrefix(v, "--") {
			name, val, eq := strings.Cut(v, "=")
			if name == "--rcfile" || name == "--init-file" {
				switch {
				case eq:
					startup = append(startup, field{Word: Word{Value: val, Dynamic: args[i].Dynamic, Span: args[i].Span}})
				case i+1 < len(args):
					startup = append(startup, args[i+1])
					i++
				}
			}
			i++
			continue
		}
		optVal := ""
		for j := 1; j < len(v); j++ {
			switch v[j] {
			case 'c':
				cflag = true
			case 's':
				sflag = true
			case 'n':
				noexec = noexec || v[0] == '-'
			case 'o', 'O':
				// The option's name is the rest of the word or the
				// next word.
				if j+1 < len(v) {
					optVal = v[j+1:]
				} else if i+1 < len(args) {
					i++
					optVal = args[i].Value
				}
				j = len(v)
			}
		}
		if v[0] == '-' && optVal == "noexec" {
			noexec = true
		}
		i++
	}
	for _, f := range startup {
		if f.Dynamic {
			p.problem("dynamic_eval", base+" runs a start-up file whose name is not known statically", f.Span)
		}
	}
	if noexec {
		// -n reads the script without running any of it.
		c := p.emit(fr, u, argv, *in)
		return step{out: stageOut{names: []string{c.Name}}}, true
	}
	if u.more {
		// Under xargs or parallel, a script that is missing or holds
		// the input placeholder is chosen at run time.
		runtime := i >= len(args) && !sflag
		for _, a := range args[:min(i+1, len(args))] {
			runtime = runtime || u.runtimeText(a.Value)
		}
		if runtime {
			p.problem("dynamic_eval", base+" runs a script read at run time by "+lastWrapper(u), in.span)
		}
	}
	// Start-up files and $BASH_ENV the script wrote itself run first.
	for _, f := range startup {
		p.runWritten(fr, u, *in, f, base+" start-up file")
	}
	for _, list := range [][]Assign{fr.env, in.assigns, u.env} {
		for _, a := range list {
			if a.Name == "BASH_ENV" || a.Name == "ENV" {
				p.runWritten(fr, u, *in, field{Word: a.Value}, base+" "+a.Name)
			}
		}
	}
	if cflag {
		if i >= len(args) {
			return step{}, false
		}
		// $0 is the word after the text, $1... the rest.
		ps := params{known: true}
		if len(args) > i+2 {
			ps = paramsOf(args[i+2:], u)
		}
		if len(args) > i+1 && !args[i+1].Dynamic {
			ps.zero, ps.zeroKnown = args[i+1].Value, true
			if args[i+1].Glob {
				// A pattern as $0: its first file, the others
				// before the words after it. Bound only when last:
				// under nullglob, one that matches nothing gives
				// no word, and the next would be $0.
				ps = params{}
				if len(args) == i+2 {
					ps = params{zero: args[i+1].Value, zeroKnown: true, zeroGlob: true}
				}
			}
		}
		if u.more {
			ps = params{}
		}
		p.pendingParams = &ps
		p.nestedFields(fr, u, args[i:i+1], base+" -c", *in)
		p.pendingParams = nil
		if !u.more {
			// A pattern before other words leaves the parameters
			// unknown: the words after it are $N for an N that
			// depends on how many files it gives. The script is
			// walked again with it giving none, one and two, so
			// that sh -c 'cat "$2"' _ src/*.ts ~/.ssh/id_rsa reads
			// the key as "$2" or "$1" would.
			for _, alt := range patternCounts(args[i+1:]) {
				p.pendingParams = &alt
				p.nestedFields(fr, u, args[i:i+1], base+" -c", *in)
				p.pendingParams = nil
			}
		}
		p.outerRedirs(fr, u, argv, in)
		return step{}, true
	}
	if i < len(args) && !sflag {
		// A script file, or a process substitution standing for one.
		sub := args[i].sub
		if args[i].Dynamic {
			c := p.emit(fr, u, argv, *in)
			if sub != nil {
				c.PipeFrom = append(append([]string(nil), in.pipeFrom...), sub.names...)
				p.runText(fr, u, *in, sub.stdout, base, args[i])
			} else {
				p.problem("dynamic_eval", base+" runs a script whose name is not known statically", args[i].Span)
			}
			return step{out: stageOut{names: []string{base}}}, true
		}
		if p.fifos[path.Clean(args[i].Value)] {
			c := p.emit(fr, u, argv, *in)
			p.problem("dynamic_eval", base+" runs a script from a named pipe, which another process writes", args[i].Span)
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		if fd, stdin := descriptorPath(args[i].Value); fd || terminalPath(path.Clean(args[i].Value)) {
			c := p.emit(fr, u, argv, *in)
			p.runDescriptor(fr, u, in, args[i], stdin, base)
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		if _, ok := p.written[path.Clean(args[i].Value)]; ok {
			c := p.emit(fr, u, argv, *in)
			p.runWritten(fr, u, *in, args[i], base)
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		return step{}, false
	}
	c := p.emit(fr, u, argv, *in)
	if !slices.ContainsFunc(args, func(a field) bool { return a.Value == "--version" || a.Value == "--help" }) {
		p.runStdin(fr, u, in, base)
	}
	return step{out: stageOut{names: []string{c.Name}}}, true
}

// outerRedirs lists a shell or eval that runs a text, with its own
// redirections, when it has any: they apply to every command of the text
// (bash -c 'echo x' >> ~/.bashrc writes ~/.bashrc), and the rules judge
// what they write.
func (p *parser) outerRedirs(fr *frame, u *unwrap, argv []field, in *cmdIn) {
	if len(in.redirs) > 0 {
		p.emit(fr, u, argv[:1], cmdIn{span: in.span, redirs: in.redirs})
	}
}

// runStdin parses the script a shell, or an interpreter or scheduler that
// reads code, takes on standard input: known text is parsed; a file on
// disk (cat x.sh | sh) is as sh x.sh; anything else from a pipeline or a
// substitution (rev, tr, base64 -d of unknown input, an unknown program)
// is text gatesh cannot know.
func (p *parser) runStdin(fr *frame, u *unwrap, in *cmdIn, wrapper string) {
	switch {
	case in.stdin != nil && in.stdin.file:
	case in.stdin != nil:
		p.runText(fr, u, *in, in.stdin, wrapper, field{Word: Word{Span: in.stdin.span}})
	case len(in.pipeFrom) > 0:
		p.problem("dynamic_eval", wrapper+" runs text from a pipeline whose output is not known statically", in.span)
	case u.ctx&InSubst != 0 && !u.more:
		// >(bash): the script is whatever the outer command writes.
		p.problem("dynamic_eval", wrapper+" in a substitution runs text that is not known statically", in.span)
	case !u.more && !stdinRedirected(in.redirs):
		// A bare bash reads its commands from the standard input it
		// inherits. On a terminal that an agent holds (Codex's
		// exec_command with tty, then write_stdin) the agent types them,
		// and no hook and no shell of gatesh's sees one of them.
		p.problem(StdinCommands, wrapper+" reads its commands from the standard input it inherits: on a terminal the agent may type them, unseen", in.span)
	}
}

// stdinRedirected reports whether the redirections give standard input a
// file other than a terminal: the shell reads that, as bash FILE would.
// Standard input by another name (< /dev/stdin, 0</proc/self/fd/0, <&0)
// is the input it had: bash < /dev/stdin reads what is typed, as bash
// does. Redirections apply in order, so the last that moves it counts.
func stdinRedirected(rs []Redirect) bool {
	redirected := false
	for _, r := range rs {
		if (r.Fd == "" || r.Fd == "0") && (r.Op == "<" || r.Op == "<>" || r.Op == "<&") {
			t := path.Clean(r.Target.Value)
			if _, stdin := descriptorPath(t); stdin && !r.Target.Dynamic || r.Op == "<&" && t == "0" {
				continue
			}
			redirected = !terminalPath(t)
		}
	}
	return redirected
}

// StdinCommands is the kind of the problem of a shell that reads its
// commands from the standard input it inherits. Shell mode drops it when
// its own standard input is not a terminal: then nobody can type.
const StdinCommands = "stdin_commands"

// descriptorPath reports whether name opens a descriptor of the process
// rather than a file (/dev/stdin, /dev/fd/N, /proc/self/fd/N), and whether
// that descriptor is standard input.
func descriptorPath(name string) (fd, stdin bool) {
	v := path.Clean(name)
	switch v {
	case "/dev/stdin":
		return true, true
	case "/dev/stdout", "/dev/stderr":
		return true, false
	}
	if rest, ok := strings.CutPrefix(v, "/dev/fd/"); ok {
		return true, rest == "0"
	}
	if rest, ok := strings.CutPrefix(v, "/proc/"); ok {
		if pid, n, ok := strings.Cut(rest, "/fd/"); ok {
			// Another process's descriptor is not this one's input.
			return true, n == "0" && (pid == "self" || pid == "thread-self")
		}
	}
	return false, false
}

// terminalPath reports whether a cleaned path is a terminal: what a
// program reads from it is what is typed there.
func terminalPath(v string) bool {
	return v == "/dev/tty" || v == "/dev/console" || strings.HasPrefix(v, "/dev/pts/") || strings.HasPrefix(v, "/dev/tty")
}

// runDescriptor parses what a shell or source reads from a descriptor
// path: standard input is the text fed to the command, or, with none,
// what the pipeline gives or is typed, as bash -s reads it; a terminal
// is what is typed there; any other descriptor is not known statically.
func (p *parser) runDescriptor(fr *frame, u *unwrap, in *cmdIn, f field, stdin bool, wrapper string) {
	switch {
	case terminalPath(path.Clean(f.Value)):
		p.problem(StdinCommands, wrapper+" runs what is typed on the terminal it names: the agent may type it, unseen", f.Span)
	case !stdin:
		p.problem("dynamic_eval", wrapper+" runs a script read from a descriptor not known statically", f.Span)
	case in.stdin != nil:
		p.runText(fr, u, *in, in.stdin, wrapper, f)
	default:
		p.runStdin(fr, u, in, wrapper)
	}
}

// runText parses the known output of a substitution that a shell or
// source runs, or reports that it is not known.
func (p *parser) runText(fr *frame, u *unwrap, in cmdIn, out *textSrc, wrapper string, f field) {
	if out == nil || out.dynamic {
		p.problem("dynamic_eval", wrapper+" runs text that is not known statically", f.Span)
		return
	}
	src := *out
	src.exact = src.exact && fr.exact
	child := fr.withEnv(u, in)
	child.stdin = nil // the text is the script itself
	p.nested(child, src, 0, wrapper)
}
