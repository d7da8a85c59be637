package parser

import "strings"

// unwrapDashDash reads a program that no [commands] table describes and
// that is given "--" then a program name (acme-runner run -- terraform
// apply, with-env prod -- kubectl delete ...): the convention of runners,
// secret injectors and task tools for the command they start. The
// program is listed whole, and what follows "--" is read as the command
// it runs as well. Were they operands instead (files), they are
// classified as a command too, which can only raise the tier.
func (p *parser) unwrapDashDash(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	// A builtin's "--" ends its options (cd -- dir, echo -- text).
	switch argv[0].Value {
	case "cd", "pushd", "popd", "echo", "test", "[", "[[", "type", "command", "builtin", "kill", "wait", "umask", "ulimit", "printf", "true", "false", ":", "let", "return", "exit", "break", "continue", "dirs", "hash", "help", "history", "jobs", "fg", "bg", "disown", "complete", "compgen", "enable", "caller", "times", "trap", "shift", "getopts", "mapfile", "readarray":
		return step{}, false
	}
	p.unknownOptionShell(fr, u, argv, *in)
	k := -1
	for i, a := range argv[1:] {
		if !a.Dynamic && a.Value == "--" {
			k = i + 1
			break
		}
	}
	if k < 0 {
		// No "--": printenv, or a shell given -c, among the words is the
		// command such a runner starts (summon -p x printenv
		// DB_PASSWORD, with-creds prod bash -c '...'); a file operand
		// is rarely named so.
		for i := 2; i < len(argv); i++ {
			a := argv[i]
			shell := a.Value != "printenv" && (i+1 >= len(argv) || argv[i+1].Value != "-c")
			if !a.Dynamic && !strings.HasPrefix(argv[i-1].Value, "-") && runsByName(a.Value) && !shell {
				k = i - 1
				break
			}
		}
	}
	if k < 0 || k+1 >= len(argv) || !programShaped(argv[k+1]) {
		return step{}, false
	}
	// The program keeps every word: were they its operands (rm -rf --
	// ~/x), its own rules still see them.
	p.emit(fr, u, argv, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	u.ctx |= InNested
	u.push(argv[0].Value)
	return step{argv: argv[k+1:]}, false
}

// programShaped reports whether a word can name a program: a bare name
// of letters, digits and -_.+ that is not a file name with an extension
// of data, or a path.
func programShaped(f field) bool {
	w := f.Value
	if f.Dynamic || w == "" || w[0] == '-' || strings.ContainsAny(w, "=:@ \t") {
		return false
	}
	if strings.Contains(w, "/") {
		// A program by its path in the project (./deploy.sh), not a
		// file operand (~/work, src/a.go).
		return strings.HasPrefix(w, "./") && !strings.Contains(w[2:], "/")
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' || r == '+') {
			return false
		}
	}
	return true
}

// lookedUpName reads a command name that is the PATH's answer for a
// program, "$(command -v NAME)" or "$(which NAME)": the program NAME, as
// the shell would find it by name. PATH set by the script, or a function
// or alias of the lookup's name, leaves it unknown.
func (p *parser) lookedUpName(f field) (field, bool) {
	if f.raw == nil || p.assigned["PATH"] {
		return field{}, false
	}
	call := soleSubstCall(f.raw)
	if call == nil || len(call.Assigns) > 0 {
		return field{}, false
	}
	var words []string
	for _, w := range call.Args {
		lit := w.Lit()
		if lit == "" {
			return field{}, false
		}
		words = append(words, lit)
	}
	var name string
	switch {
	case len(words) == 3 && words[0] == "command" && words[1] == "-v",
		len(words) == 3 && words[0] == "type" && words[1] == "-P":
		name = words[2]
	case len(words) == 2 && words[0] == "which":
		name = words[1]
	default:
		return field{}, false
	}
	if _, ok := p.aliases[words[0]]; ok || p.funcs[words[0]] || p.funcs[name] || strings.Contains(name, "/") {
		return field{}, false
	}
	if !programShaped(field{Word: Word{Value: name}}) {
		return field{}, false
	}
	return field{Word: Word{Value: name, Span: f.Span}}, true
}

// runsByName reports whether a word names a program that, as a runner's
// operand, is the command it starts: a shell or printenv.
func runsByName(w string) bool {
	switch w {
	case "printenv", "sh", "bash", "zsh", "dash", "ksh":
		return true
	}
	return false
}
