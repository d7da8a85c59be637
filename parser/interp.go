package parser

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// codePayloads records inline code given to an interpreter.
func (p *parser) codePayloads(fr *frame, c *Command, args []field, in cmdIn, add func(string, textSrc), stdin func(string)) {
	name := c.Name
	// scriptFile reads an interpreter's script operand when it is not a
	// file on disk: standard input by path, a descriptor, or a process
	// substitution whose output may be known.
	scriptFile := func(lang string, f field) {
		if f.Value == "-" && !f.Dynamic && f.sub == nil {
			stdin(lang) // awk -f -, vim -S -: the script is standard input
			return
		}
		if fd, isStdin := descriptorPath(f.Value); (fd || terminalPath(path.Clean(f.Value))) && !f.Dynamic {
			switch {
			case terminalPath(path.Clean(f.Value)):
				p.problem(StdinCommands, c.Name+" runs what is typed on the terminal it names: the agent may type it, unseen", f.Span)
			case isStdin:
				stdin(lang)
			default:
				p.problem("dynamic_eval", c.Name+" runs a script read from a descriptor not known statically", f.Span)
			}
			return
		}
		if f.sub != nil {
			if out := f.sub.stdout; out != nil && !out.dynamic {
				add(lang, *out)
			} else {
				p.problem("dynamic_eval", c.Name+" runs a script that is not known statically", f.Span)
			}
		}
	}
	if p.consolePayloads(fr, c, args, in, add, stdin) {
		return
	}
	if lang, ok := interactiveAfter(name, args); ok {
		// python -i x.py, node -i, php -a, lua -i, perl -d: after (or
		// instead of) its program it reads more from standard input.
		stdin(lang)
	}
	switch {
	case isPython(name):
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if v == "-" {
				stdin("python")
				return
			}
			if v == "--" && i+1 < len(args) {
				scriptFile("python", args[i+1])
				return
			}
			if !strings.HasPrefix(v, "-") || v == "--" {
				scriptFile("python", args[i])
				return // a script file
			}
			if strings.HasPrefix(v, "--") {
				if v == "--check-hash-based-pycs" {
					i++
				}
				continue
			}
			// A cluster of short options: -c and -m end it, with
			// their value in the rest of the word or the next word.
			for j := 1; j < len(v); j++ {
				switch v[j] {
				case 'm':
					switch {
					case j+1 < len(v):
						p.pythonModule(fr, c, v[j+1:], args[i+1:], add, stdin, scriptFile)
					case i+1 < len(args) && !args[i+1].Dynamic:
						p.pythonModule(fr, c, args[i+1].Value, args[i+2:], add, stdin, scriptFile)
					}
					return
				case 'c':
					switch {
					case j+1 < len(v):
						add("python", textSrc{text: v[j+1:], from: "flag", span: args[i].Span, dynamic: args[i].Dynamic})
					case i+1 < len(args):
						add("python", p.srcOf(fr, args[i+1], "flag"))
					}
					return
				case 'W', 'X':
					if j+1 == len(v) {
						i++
					}
					j = len(v)
				}
			}
		}
		stdin("python")
	case isAwk(name):
		prog, files := false, false
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			switch {
			case v == "--":
				if i+1 < len(args) && !files {
					add("awk", p.srcOf(fr, args[i+1], "arg"))
				}
				return
			case v == "-f" || v == "--file" || v == "-E" || v == "--exec" || strings.HasPrefix(v, "--file="):
				files = true
				f := args[i]
				if !strings.Contains(v, "=") {
					i++
					if i < len(args) {
						f = args[i]
					}
				} else {
					f.Value = strings.TrimPrefix(v, "--file=")
				}
				scriptFile("awk", f)
			case strings.HasPrefix(v, "-f") && len(v) > 2:
				files = true
				f := args[i]
				f.Value = v[2:] // -f- and -f/dev/stdin as -f - and -f /dev/stdin
				scriptFile("awk", f)
			case v == "-e" || v == "--source":
				if i+1 < len(args) {
					add("awk", p.srcOf(fr, args[i+1], "flag"))
					prog = true
					i++
				}
			case strings.HasPrefix(v, "--source="):
				add("awk", textSrc{text: strings.TrimPrefix(v, "--source="), from: "flag", span: args[i].Span, dynamic: args[i].Dynamic})
				prog = true
			case v == "-v" || v == "-F" || v == "-i" || v == "-l" || v == "--assign" || v == "--field-separator" || v == "--include" || v == "--load":
				i++
			case strings.HasPrefix(v, "-") && len(v) > 1:
			default:
				if !prog && !files {
					add("awk", p.srcOf(fr, args[i], "arg"))
				}
				return
			}
		}
	case name == "node" || name == "nodejs" || name == "bun" || name == "deno" || tsRunner(name):
		if (name == "deno" || name == "bun") && runsStdin(args) {
			stdin("node")
			return
		}
		if name == "deno" {
			if len(args) > 0 && args[0].Value == "eval" {
				for _, a := range args[1:] {
					if !strings.HasPrefix(a.Value, "-") {
						add("node", p.srcOf(fr, a, "arg"))
						return
					}
				}
			}
			return
		}
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if len(v) > 2 && v[0] == '-' && v[1] != '-' && strings.Trim(v[1:], "epci") == "" && strings.ContainsAny(v, "ep") {
				v = "-e" // -pe, -ep: the code follows
			}
			if k, code, ok := strings.Cut(v, "="); ok && (k == "--eval" || k == "--print") {
				add("node", textSrc{text: code, from: "flag", span: args[i].Span, dynamic: args[i].Dynamic})
				return
			}
			switch v {
			case "-e", "--eval", "-p", "--print":
				if i+1 < len(args) {
					add("node", p.srcOf(fr, args[i+1], "flag"))
				}
				return
			case "-r", "--require", "--import", "--loader", "--input-type", "-C", "--conditions", "--tsconfig", "-P", "--project", "-O", "--compiler-options", "--compiler":
				i++
				continue
			case "-":
				stdin("node")
				return
			}
			if !strings.HasPrefix(v, "-") {
				scriptFile("node", args[i])
				return
			}
		}
		if name != "bun" {
			stdin("node")
		}
	case name == "perl" || name == "ruby":
		var code []string
		var last field
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if v == "--" || !strings.HasPrefix(v, "-") || v == "-" {
				if len(code) == 0 && (v == "-" || i == len(args)) {
					stdin(name)
				}
				k := i
				if v == "--" {
					k++
				}
				if len(code) == 0 && v != "-" && k < len(args) {
					scriptFile(name, args[k])
				}
				break
			}
			for j := 1; j < len(v); j++ {
				ch := v[j]
				if ch == 'e' || ch == 'E' {
					if j+1 < len(v) {
						code = append(code, v[j+1:])
					} else if i+1 < len(args) {
						i++
						code = append(code, args[i].Value)
						last = args[i]
					}
					break
				}
				if strings.IndexByte("IMmirCx", ch) >= 0 {
					src := args[i]
					mod := v[j+1:]
					if j+1 == len(v) && strings.IndexByte("IMmr", ch) >= 0 {
						i++
						if i < len(args) {
							src, mod = args[i], args[i].Value
						}
					}
					if name == "perl" && (ch == 'M' || ch == 'm') && !perlModuleSpec.Get().MatchString(mod) {
						// perlrun: -M'MODULE ...' is "use MODULE ...;"
						// put before the program, whatever follows the
						// name (-M'strict;system(...)').
						add(name, textSrc{text: "use " + mod + ";", from: "flag", span: src.Span})
					}
					break
				}
			}
		}
		if len(code) == 1 && last.raw != nil {
			add(name, p.srcOf(fr, last, "flag"))
		} else if len(code) > 0 {
			add(name, textSrc{text: strings.Join(code, "\n"), from: "flag", span: args[0].Span})
		} else if !hasOperand(args) {
			stdin(name)
		}
	case name == "php":
		code, script := false, false
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if len(v) > 2 && v[0] == '-' && v[1] != '-' && strings.IndexByte("rBRE", v[len(v)-1]) >= 0 {
				v = "-r" // -nr: options, then the code
			}
			switch {
			case v == "-r" || v == "-B" || v == "-R" || v == "-E":
				if i+1 < len(args) {
					add("php", p.srcOf(fr, args[i+1], "flag"))
					code = true
					i++
				}
			case v == "-f" || v == "-c" || v == "-d" || v == "-z" || v == "-t" || v == "-S":
				script = script || v == "-f" || v == "-S" || v == "-t"
				if v == "-f" && i+1 < len(args) {
					scriptFile("php", args[i+1])
				}
				i++
			case v == "-":
			case !strings.HasPrefix(v, "-"):
				script = true
				scriptFile("php", args[i])
			}
			if script {
				break
			}
		}
		if !code && !script {
			// php with no code and no script reads its program on stdin.
			stdin("php")
		}
	default:
		p.tablePayloads(fr, c, args, add, stdin, scriptFile)
	}
}

// tablePayloads records the code a command given code_flags or
// stdin_code in its [commands] table runs: julia -e CODE, lua -, tclsh
// reading its script on stdin. The language is its code_lang, or
// "unmodeled".
func (p *parser) tablePayloads(fr *frame, c *Command, args []field, add func(string, textSrc), stdin func(string), scriptFile func(string, field)) {
	d := p.opts.Commands.Lookup(c.Name)
	if d == nil || len(d.Cmd.CodeFlags) == 0 && !d.Cmd.StdinCode && len(d.Cmd.ScriptFlags) == 0 && len(d.Cmd.StdinFlags) == 0 && !d.Cmd.StdinAlways {
		return
	}
	lang := d.Cmd.CodeLang
	if lang == "" {
		lang = "unmodeled"
	}
	lv := wrapLevel{values: [][]string{d.Cmd.ValueFlags, d.Cmd.CodeFlags, d.Cmd.ScriptFlags}}
	opts, operands := scanAllWith(args, lv.scanOne)
	found := false
	for _, o := range opts {
		switch {
		case flagIn(o.name, d.Cmd.CodeFlags):
			add(lang, p.srcOf(fr, o.val, "flag"))
			found = true
		case flagIn(o.name, d.Cmd.ScriptFlags):
			scriptFile(lang, o.val)
			found = true
		}
	}
	if d.Cmd.StdinAlways || slices.ContainsFunc(opts, func(o opt) bool { return flagIn(o.name, d.Cmd.StdinFlags) }) {
		if !exQuits(opts, operands) {
			stdin(lang) // ex, ed, vim -es: the commands are standard input
		}
	}
	switch {
	case found || !d.Cmd.StdinCode:
	case len(operands) == 0 || operands[0].Value == "-":
		stdin(lang)
	default:
		scriptFile(lang, operands[0])
	}
}

type interactiveOption struct {
	lang          string
	letter        byte
	long, valueOf string
}

// perlModuleSpec is a perl -M or -m value that names a module and no
// more: -MJSON::PP, -M-warnings, -MList::Util=sum,max, -MO=Deparse.
var perlModuleSpec = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^-?[A-Za-z_][\w:]*(=[\w:,.+-]*)?$`)
}}

// interactive names, per interpreter, the option that makes it read code
// from standard input after its program (a prompt on a terminal): its
// letter, its long spellings, and the letters of the short options that
// take a value (which end a cluster).
// (An array, not a map: a map literal at package level is built at every
// start of gatesh.)
var interactive = [...]interactiveOption{
	{"python", 'i', "", "cmWX"},
	{"node", 'i', "--interactive", "eprC"},
	{"php", 'a', "--interactive", "rBREfcdztS"},
	{"lua", 'i', "", "el"},
	{"perl", 'd', "", "eEIMmx"},
}

// interactiveAfter reports whether the interpreter's options, before its
// script, ask for an interactive prompt, and the language it reads there.
func interactiveAfter(name string, args []field) (string, bool) {
	key := name
	switch {
	case isPython(name):
		key = "python"
	case name == "nodejs" || name == "luajit":
		key = strings.TrimSuffix(strings.TrimSuffix(name, "js"), "jit")
	}
	var in interactiveOption
	for _, o := range interactive {
		if o.lang == key {
			in = o
		}
	}
	if in.lang == "" {
		return "", false
	}
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		if v == "--" || v == "-" || !strings.HasPrefix(v, "-") {
			return "", false
		}
		if strings.HasPrefix(v, "--") {
			if in.long != "" && v == in.long {
				return in.lang, true
			}
			continue
		}
		for j := 1; j < len(v); j++ {
			if v[j] == in.letter {
				return in.lang, true
			}
			if strings.IndexByte(in.valueOf, v[j]) >= 0 {
				if j+1 == len(v) {
					i++
				}
				break
			}
		}
	}
	return "", false
}

// runsStdin reports whether deno or bun is told to run the program on
// standard input: deno run - and bun run - (their CLI references: "-"
// as the script reads it from stdin), after any options.
func runsStdin(args []field) bool {
	if len(args) == 0 || args[0].Value != "run" {
		return false
	}
	for _, a := range args[1:] {
		if a.Value == "-" {
			return true
		}
		if !strings.HasPrefix(a.Value, "-") {
			return false
		}
	}
	return false
}

func hasOperand(args []field) bool {
	for _, a := range args {
		if !strings.HasPrefix(a.Value, "-") {
			return true
		}
	}
	return false
}

func isAwk(name string) bool {
	return name == "awk" || name == "gawk" || name == "mawk" || name == "nawk" || name == "busybox-awk"
}

// isInterpreter reports commands that run a program or code they are
// given: shells are handled as wrappers.
func isInterpreter(name string) bool {
	switch name {
	case "node", "nodejs", "bun", "deno", "perl", "ruby", "php", "lua", "Rscript", "tclsh", "osascript":
		return true
	}
	return isPython(name) || isAwk(name) || tsRunner(name)
}

// tsRunner reports TypeScript runners that take node's -e/--eval and
// -p/--print (tsx, ts-node, esno): their inline code is read as node's.
func tsRunner(name string) bool {
	return name == "tsx" || name == "ts-node" || name == "esno" || name == "ts-node-esm"
}

func isPython(name string) bool {
	if name == "python" || name == "python2" || name == "python3" || name == "pypy" || name == "pypy3" {
		return true
	}
	rest, ok := strings.CutPrefix(name, "python3.")
	return ok && rest != "" && strings.Trim(rest, "0123456789") == ""
}

// pythonModule reads what python -m MODULE runs besides the module's own
// code: a console or debugger reads Python from standard input, as
// python3 - does (code, asyncio's REPL, pdb and its kin, IPython);
// a profiler, tracer or runner (scriptModules) runs the script among its
// operands; python -m sqlite3 reads SQL there when given none; python -m timeit
// runs its operands and its -s setup as Python. The list follows the
// standard library's command-line interfaces
// (docs.python.org/3/library/cmdline.html) and the common debuggers and
// shells on PyPI.
func (p *parser) pythonModule(fr *frame, c *Command, module string, args []field, add func(string, textSrc), stdin func(string), scriptFile func(string, field)) {
	if scriptModule(module) {
		// A profiler or tracer runs the script it is given: one that
		// is standard input or a descriptor is read as python3 - is.
		for _, a := range args {
			if !a.Dynamic && !strings.HasPrefix(a.Value, "-") {
				scriptFile("python", a)
			}
		}
	}
	switch module {
	case "code", "asyncio", "pdb", "ipdb", "pudb", "bpdb", "ptpython", "bpython", "ptipython", "jupyter_console":
		stdin("python")
	case "IPython":
		// Interactive unless given code (-c) or a script; -i stays so
		// after them.
		given, after := false, false
		for k, a := range args {
			switch {
			case a.Value == "-i":
				after = true
			case a.Value == "-c" && k+1 < len(args):
				add("ipython", p.srcOf(fr, args[k+1], "flag"))
				given = true
			case !strings.HasPrefix(a.Value, "-"):
				given = true
			}
		}
		if after || !given {
			stdin("ipython")
		}
	case "sqlite3":
		var operands []field
		for k := 0; k < len(args); k++ {
			if strings.HasPrefix(args[k].Value, "-") {
				continue
			}
			operands = append(operands, args[k])
		}
		if len(operands) > 1 {
			for _, o := range operands[1:] {
				add("sql", p.srcOf(fr, o, "arg"))
			}
			return
		}
		stdin("sql")
	case "timeit":
		for k := 0; k < len(args); k++ {
			v := args[k].Value
			switch {
			case v == "-s" || v == "--setup":
				if k+1 < len(args) {
					add("python", p.srcOf(fr, args[k+1], "flag"))
					k++
				}
			case strings.HasPrefix(v, "--setup="):
				add("python", textSrc{text: strings.TrimPrefix(v, "--setup="), from: "flag", span: args[k].Span, dynamic: args[k].Dynamic})
			case v == "-n" || v == "-r" || v == "-u" || v == "--number" || v == "--repeat" || v == "--unit":
				k++
			case v == "--":
				for _, a := range args[k+1:] {
					add("python", p.srcOf(fr, a, "arg"))
				}
				return
			case strings.HasPrefix(v, "-"):
			default:
				add("python", p.srcOf(fr, args[k], "arg"))
			}
		}
	}
}

// scriptModule reports whether python -m MODULE runs a script it is given
// as an operand: the standard library's profilers, tracer and debugger,
// and the common ones on PyPI. (A switch, not a map: a map literal at
// package level is built at every start of gatesh.)
func scriptModule(module string) bool {
	switch module {
	case "trace", "cProfile", "profile", "pdb", "runpy", "coverage", "pyinstrument", "viztracer",
		"scalene", "memray", "memory_profiler", "line_profiler", "kernprof", "cprofilev", "yappi",
		"py_spy", "debugpy", "ipdb", "pudb", "bpdb", "hunter", "snoop":
		return true
	}
	return false
}

// exQuits reports whether an editor's commands given on the command line
// (-c CMD, +CMD, a -S script on disk) quit before it reads more from
// standard input: vim -es -c '%s/a/b/' -c wq FILE.
func exQuits(opts []opt, operands []field) bool {
	quits := func(cmd string) bool {
		if i := strings.LastIndexByte(cmd, '|'); i >= 0 {
			cmd = cmd[i+1:]
		}
		cmd = strings.TrimSuffix(strings.TrimSpace(strings.TrimLeft(cmd, ": ")), "!")
		switch cmd {
		case "q", "qa", "qall", "quit", "quita", "quitall", "wq", "wqa", "wqall", "x", "xa", "xall", "xit", "exit", "cq":
			return true
		}
		return false
	}
	for _, o := range opts {
		if (o.name == "-c" || o.name == "--cmd") && !o.val.Dynamic && quits(o.val.Value) {
			return true
		}
		// A script on disk is as much the agent's code as what it would
		// type after it (bash tools/x.sh passes): read as the commands.
		if fd, _ := descriptorPath(o.val.Value); o.name == "-S" && o.val.Value != "-" && !fd && !terminalPath(path.Clean(o.val.Value)) {
			return true
		}
	}
	for _, f := range operands {
		if rest, ok := strings.CutPrefix(f.Value, "+"); ok && !f.Dynamic && quits(rest) {
			return true
		}
	}
	return false
}
