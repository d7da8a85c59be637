package parser

import (
	"path"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// An agent sets itself up at session start: Claude Code's snapshot script
// writes a new file of functions, aliases and options that it sources
// before every later command. gatesh can tell such a write from tampering
// with a snapshot when it understands the whole script:
//
//   - every command in it is one whose effects on files and whose output
//     gatesh knows (builtins, echo, printf, cat of a heredoc, the dumps of
//     the shell's own state, text filters reading a pipe, sourcing the
//     user's startup files): nothing else can have made or linked the file;
//   - it reads nothing from outside but those startup files: no other
//     file, no variable it did not set but $HOME and bash's own, no file
//     name pattern;
//   - it dumps the shell's state only while it has changed none of it (no
//     function or alias of its own, no option set), so that the state is
//     what the login shell and the user's startup files made;
//   - the file did not exist when gatesh looked (Options.Exists).
//
// Then each output redirection into that file is New, and its Content is
// what the file will run: the static text written, with ":" standing for
// each part that is the shell's own state (re-read, a dump defines and
// runs nothing), and on lines of their own the text a filter inserts
// (sed replacements, awk strings). The rules decide what that allows
// (unless_setup) and classify Content as the code it is.

// pristineKey is a pseudo variable, present while the script has changed
// none of the state that the dumps print. Kept in p.vars, it is restored
// after a subshell and forgotten after a branch that changed the state.
const pristineKey = "\x00pristine"

// bashVars are variables bash sets itself: reading them reads nothing
// from outside.
var bashVars = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"OSTYPE": true, "HOSTTYPE": true, "MACHTYPE": true, "BASH_VERSION": true, "BASH_VERSINFO": true,
		"BASHPID": true, "PPID": true, "UID": true, "EUID": true, "RANDOM": true, "SRANDOM": true,
		"SECONDS": true, "LINENO": true, "SHLVL": true, "PIPESTATUS": true, "FUNCNAME": true,
		"BASH_SOURCE": true, "BASH_LINENO": true, "EPOCHSECONDS": true, "EPOCHREALTIME": true,
		"OPTIND": true, "OPTARG": true, "REPLY": true, "MAPFILE": true, "IFS": true, "HOME": true,
		"#": true, "@": true, "*": true, "?": true, "$": true, "!": true, "-": true, "0": true, "_": true,
	}
}}

// foreign notes that the script reads or runs something gatesh does not
// know, so that none of its writes counts as setting up.
func (p *parser) foreign(why string) {
	if p.whyForeign == "" {
		p.whyForeign = why
	}
}

// noteAssigned records a variable the script sets.
func (p *parser) noteAssigned(name string) {
	delete(p.callerCopies, name)
	if len(p.assigned) < maxVars*4 {
		if p.assigned == nil {
			p.assigned = map[string]bool{}
		}
		p.assigned[name] = true
	} else {
		p.foreign("too many variables")
	}
}

// readsVar notes an expansion of a variable whose value is not known.
func (p *parser) readsVar(name string) {
	if !p.assigned[name] && !bashVars.Get()[name] && !isParamName(name) {
		p.foreign("reads $" + name + " from the environment")
	}
}

// changesState notes that the script changed what the dumps print.
func (p *parser) changesState() { delete(p.vars, pristineKey) }

// startupFiles are the user's startup files, relative to $HOME, and the
// system's: sourcing one is what a login shell does.
var startupFiles = []string{".bashrc", ".bash_profile", ".bash_login", ".profile"}

func (p *parser) isStartupFile(name string) bool {
	switch name {
	case "/etc/profile", "/etc/bash.bashrc", "/etc/bashrc":
		return true
	}
	for _, f := range startupFiles {
		if name == "~/"+f || p.opts.Home != "" && name == path.Join(p.opts.Home, f) {
			return true
		}
	}
	return false
}

// understood checks that gatesh knows what a command does to files and
// where its output comes from; otherwise the script is foreign.
func (p *parser) understood(c *Command, in cmdIn) {
	for _, r := range c.Redirs {
		switch r.Op {
		case "<", "<>":
			if r.Target.Value != "/dev/null" || r.Target.Dynamic {
				p.foreign("reads " + r.Target.Value)
			}
		case ">", ">>", ">|", "&>", "&>>":
			if r.Target.Dynamic {
				p.foreign("writes a file whose name is not known statically")
			}
		}
	}
	if c.FuncCall {
		return
	}
	args := c.Args
	files := func() bool {
		// A filter that reads files rather than its input.
		for _, a := range operands(c) {
			if a.Value != "-" {
				return true
			}
		}
		return false
	}
	ok := true
	switch c.Name {
	case ":", "true", "false", "test", "[", "echo", "printf", "shift", "unset", "return", "exit", "break", "continue", "type", "getopts", "let", "trap", "export", "readonly", "local":
	case "declare", "typeset":
		if dumps(c) {
			p.dumpsState()
		}
	case "set":
		switch {
		case len(args) == 0:
			ok = false // prints every variable, the environment's too
		case len(args) == 1 && (args[0].Value == "-o" || args[0].Value == "+o"):
			p.dumpsState()
		}
	case "shopt":
		if slices.ContainsFunc(args, func(a Word) bool { return a.Value == "-p" }) || len(args) == 0 {
			p.dumpsState()
		}
	case "alias":
		if len(args) == 0 || len(args) == 1 && args[0].Value == "-p" {
			p.dumpsState()
		}
	case "unalias":
	case "hash":
		ok = !slices.ContainsFunc(args, func(a Word) bool { return strings.HasPrefix(a.Value, "-p") })
	case "command":
		ok = len(args) > 0 && (args[0].Value == "-v" || args[0].Value == "-V")
	case "read", "mapfile", "readarray":
		// Its input must come from the script: a pipe, a heredoc, or
		// /dev/null; not the agent's own input.
		ok = len(c.PipeFrom) > 0 || in.stdin != nil || slices.ContainsFunc(c.Redirs, func(r Redirect) bool { return r.Op == "<" && r.Fd == "" })
	case "source", ".":
		ok = len(args) > 0 && !args[0].Dynamic && p.isStartupFile(args[0].Value)
	case "grep", "head", "tail", "sort", "uniq", "cat":
		ok = !files()
	case "sed":
		_, sok := sedFilter(c)
		ok = sok && !files()
	case "awk":
		_, aok := awkFilter(c)
		ok = aok && !files()
	default:
		ok = false
	}
	if !ok {
		p.foreign("runs " + c.Name + ", whose effects gatesh does not follow")
	}
}

// dumpsState notes a dump of the shell's functions, aliases or options,
// which must be the state the startup files made.
func (p *parser) dumpsState() {
	if _, ok := p.vars[pristineKey]; !ok {
		p.foreign("dumps shell state the script itself changed")
	}
}

// dumps reports declare -f, declare -F, typeset -f ...: a dump of the
// shell's functions.
func dumps(c *Command) bool {
	f := false
	for _, a := range c.Args {
		v := a.Value
		if strings.Contains(v, "=") || a.Dynamic && strings.HasPrefix(v, "-") {
			return false
		}
		if len(v) > 1 && v[0] == '-' {
			if strings.ContainsAny(v[1:], "fF") {
				f = true
			} else {
				return false
			}
		}
	}
	return f
}

// operands are a filter's words that are not options or its program.
func operands(c *Command) []Word {
	var out []Word
	program := c.Name == "sed" || c.Name == "awk" || c.Name == "grep"
	given := false // the program came with -e / -f
	skip := false
	for _, a := range c.Args {
		if skip {
			skip = false
			continue
		}
		v := a.Value
		switch {
		case v == "-" || !strings.HasPrefix(v, "-"):
			if program && !given {
				given = true
				continue
			}
			out = append(out, a)
		case v == "-e" || v == "-f" || v == "--expression" || v == "--regexp":
			given, skip = true, true
		case c.Name == "awk" && (v == "-F" || v == "-v"),
			(c.Name == "head" || c.Name == "tail") && (v == "-n" || v == "-c"),
			c.Name == "sort" && (v == "-k" || v == "-t"),
			c.Name == "grep" && (v == "-m" || v == "-A" || v == "-B" || v == "-C"):
			skip = true
		}
	}
	return out
}

// contentOf is what a command writes to its standard output, as the code
// it would be in a file that runs later; ok is false when that is not
// known.
func (p *parser) contentOf(c *Command, in cmdIn, input *string) (string, bool) {
	args := c.Args
	switch c.Name {
	case "echo":
		newline, escapes := true, false
		for len(args) > 0 && len(args[0].Value) > 1 && args[0].Value[0] == '-' && strings.Trim(args[0].Value[1:], "neE") == "" && !args[0].Dynamic {
			newline = newline && !strings.Contains(args[0].Value, "n")
			escapes = strings.Contains(args[0].Value, "e")
			args = args[1:]
		}
		vals, ok := renderArgs(args)
		if !ok {
			return "", false
		}
		text := strings.Join(vals, " ")
		if escapes {
			var stop bool
			text, stop = echoEscapes(text)
			newline = newline && !stop
		}
		if newline {
			text += "\n"
		}
		return text, true
	case "printf":
		if len(args) > 0 && args[0].Value == "--" {
			args = args[1:]
		}
		if len(args) > 0 && args[0].Value == "-v" {
			return "", true // it assigns a variable and prints nothing
		}
		if len(args) == 0 || args[0].Dynamic {
			return "", false
		}
		vals, ok := renderArgs(args[1:])
		if !ok {
			return "", false
		}
		fs := make([]field, len(vals))
		for i, v := range vals {
			fs[i] = field{Word: Word{Value: v}}
		}
		return printf(args[0].Value, fs), true
	case "cat":
		if len(operands(c)) > 0 {
			return "", false
		}
		if in.stdin != nil && !in.stdin.dynamic {
			return in.stdin.text, true
		}
		if input != nil {
			return *input, true
		}
	case "declare", "typeset":
		if dumps(c) {
			return ":\n", true
		}
	case "alias":
		if len(args) == 0 || len(args) == 1 && args[0].Value == "-p" {
			return ":\n", true
		}
	case "shopt":
		return ":\n", true
	case "set":
		if len(args) == 1 && (args[0].Value == "-o" || args[0].Value == "+o") {
			return ":\n", true
		}
		if len(args) > 0 {
			return "", true // set -e, set -- ...: prints nothing
		}
	case "grep", "head", "tail", "sort", "uniq":
		if input != nil && len(operands(c)) == 0 {
			return *input, true
		}
	case "sed", "awk":
		var frags []string
		var ok bool
		if c.Name == "sed" {
			frags, ok = sedFilter(c)
		} else {
			frags, ok = awkFilter(c)
		}
		if !ok || input == nil || len(operands(c)) > 0 {
			return "", false
		}
		text := *input
		for _, f := range frags {
			text += f + "\n"
		}
		return text, true
	}
	return "", false
}

// renderArgs gives each word as written, or ":" for a word that is one
// expansion gatesh does not know (in a script that reads nothing from
// outside, that is the shell's state, a number or the script's own
// text). A word that glues such an expansion to other text is not
// known: it could spell any command.
func renderArgs(args []Word) ([]string, bool) {
	out := make([]string, len(args))
	for i, a := range args {
		switch {
		case !a.Dynamic:
			out[i] = a.Value
		case isPlaceholder(a.Value):
			out[i] = ":"
		default:
			return nil, false
		}
	}
	return out, true
}

// isPlaceholder reports a value that is a single placeholder: "$x",
// "$(...)", "$((...))".
func isPlaceholder(v string) bool {
	switch {
	case v == "$(...)" || v == "$((...))":
		return true
	case strings.HasPrefix(v, "$"):
		name := v[1:]
		return name == "@" || name == "*" || name == "#" || validName(name) || isParamName(name)
	}
	return false
}

// sedFilter returns the text a sed script inserts (the replacements of
// its s commands), and whether the script only selects, deletes and
// substitutes lines: addresses with d, p, q, Q, = and s///, no w, r, e.
func sedFilter(c *Command) ([]string, bool) {
	var scripts []string
	given := false
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		switch {
		case a.Dynamic:
			return nil, false
		case a.Value == "-e" || a.Value == "--expression":
			if i+1 >= len(c.Args) || c.Args[i+1].Dynamic {
				return nil, false
			}
			scripts = append(scripts, c.Args[i+1].Value)
			given = true
			i++
		case a.Value == "-n" || a.Value == "-E" || a.Value == "-r" || a.Value == "--quiet" || a.Value == "--silent" || a.Value == "--regexp-extended":
		case strings.HasPrefix(a.Value, "-"):
			return nil, false // -i, -f FILE, -s ...: not a plain filter
		case !given:
			scripts = append(scripts, a.Value)
			given = true
		}
	}
	var frags []string
	for _, s := range scripts {
		f, ok := sedScript(s)
		if !ok {
			return nil, false
		}
		frags = append(frags, f...)
	}
	return frags, true
}

// sedScript reads one sed script of the plain kind sedFilter allows.
func sedScript(s string) ([]string, bool) {
	var frags []string
	i := 0
	for i < len(s) {
		for i < len(s) && strings.IndexByte(" \t\n;", s[i]) >= 0 {
			i++
		}
		if i >= len(s) {
			break
		}
		// Addresses: N, $, /re/, and N,M.
		for k := 0; k < 2 && i < len(s); k++ {
			switch {
			case s[i] == '$':
				i++
			case s[i] >= '0' && s[i] <= '9':
				for i < len(s) && s[i] >= '0' && s[i] <= '9' {
					i++
				}
			case s[i] == '/':
				j := strings.IndexByte(s[i+1:], '/')
				if j < 0 {
					return nil, false
				}
				i += j + 2
			}
			if i < len(s) && s[i] == ',' && k == 0 {
				i++
				continue
			}
			break
		}
		if i < len(s) && s[i] == '!' {
			i++
		}
		if i >= len(s) {
			return nil, false
		}
		switch s[i] {
		case 'd', 'p', 'q', 'Q', '=':
			i++
		case 's':
			if i+1 >= len(s) {
				return nil, false
			}
			delim := s[i+1]
			if delim == '\\' || delim == '\n' {
				return nil, false
			}
			parts := strings.SplitN(s[i+2:], string(delim), 3)
			if len(parts) < 3 || strings.Contains(parts[0], "\\") && delim != '/' {
				return nil, false
			}
			frags = append(frags, parts[1])
			rest := parts[2]
			n := 0
			for n < len(rest) && strings.IndexByte("gpI0123456789", rest[n]) >= 0 {
				n++
			}
			if n < len(rest) && strings.IndexByte(" \t\n;}", rest[n]) < 0 {
				return nil, false // w FILE, e, m ...
			}
			i = len(s) - len(rest) + n
		default:
			return nil, false
		}
	}
	return frags, true
}

// awkFilter returns the strings an awk program prints, and whether the
// program only reads its input and prints: no system(), getline, pipes or
// output redirections, no -f FILE.
func awkFilter(c *Command) ([]string, bool) {
	program := ""
	given := false
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		switch {
		case a.Dynamic:
			return nil, false
		case a.Value == "-F" || a.Value == "-v":
			i++
		case strings.HasPrefix(a.Value, "-F") || strings.HasPrefix(a.Value, "-v"):
		case strings.HasPrefix(a.Value, "-"):
			return nil, false
		case !given:
			program, given = a.Value, true
		}
	}
	if !given {
		return nil, false
	}
	var frags []string
	code := program
	for {
		i := strings.IndexByte(code, '"')
		if i < 0 {
			break
		}
		j := strings.IndexByte(code[i+1:], '"')
		if j < 0 {
			return nil, false
		}
		frags = append(frags, code[i+1:i+1+j])
		code = code[:i] + code[i+2+j:]
	}
	code = strings.ReplaceAll(code, "||", " or ")
	for _, bad := range []string{"system", "getline", "|", ">", "close", "fflush", "printf", "@"} {
		if strings.Contains(code, bad) {
			return nil, false
		}
	}
	return frags, true
}

// markNew sets New and Content on the redirections that create their
// file, once the whole script is known to be understood.
func (p *parser) markNew() {
	if p.whyForeign != "" || p.opts.Exists == nil {
		return
	}
	for _, c := range p.script.Commands {
		content, ok := p.contents[c]
		if !ok {
			continue
		}
		for i := range c.Redirs {
			r := &c.Redirs[i]
			if r.Target.Dynamic || !outputOp(r.Op) || r.Fd != "" && r.Fd != "1" {
				continue
			}
			name, ok := p.resolve(r.Target.Value)
			if !ok || p.opts.Exists(name) {
				continue
			}
			r.New, r.Content = true, content
		}
	}
}

func outputOp(op string) bool {
	switch op {
	case ">", ">>", ">|", "&>", "&>>":
		return true
	}
	return false
}

// resolve returns the absolute path of a file the script names, when it
// is known: ~/ is $HOME, a relative name is under the working folder
// unless a cd may have moved it.
func (p *parser) resolve(name string) (string, bool) {
	switch {
	case name == "~" || strings.HasPrefix(name, "~/"):
		if !path.IsAbs(p.opts.Home) {
			return "", false
		}
		return path.Join(p.opts.Home, name[1:]), true
	case path.IsAbs(name):
		return path.Clean(name), true
	case p.opts.Cwd != "" && !p.cwdChanged && !strings.HasPrefix(name, "~"):
		return path.Join(p.opts.Cwd, name), true
	}
	return "", false
}

// noteContent records what a command prints, as contentOf sees it, for
// the files its standard output is redirected to and the next stage of
// its pipeline.
func (p *parser) noteContent(c *Command, in cmdIn) *string {
	content, ok := p.contentOf(c, in, in.input)
	if !ok {
		return nil
	}
	if p.contents == nil {
		p.contents = map[*Command]string{}
	}
	p.contents[c] = content
	return &content
}
