package rules

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/parser/inline"
	"gatesh/sqlscan"
	"gatesh/toolcall"
)

// effects is what the arguments of a tool call carry that the command
// rules judge: the hits, the commands for the facts of this folder
// (undo.Refine), and whether that knowledge says what the tool is.
type effects struct {
	hits   []Hit
	script *parser.Script
	known  bool
	// judged: an argument's command, code or SQL was judged as what the
	// call runs.
	judged bool
}

// argEffects judges the commands, code and SQL that a call's arguments
// carry, as the same text would be judged in a shell: a command line or
// its argument vector (call_aws {cli_command}, pods_exec {command: [...]}),
// code for a browser or an interpreter (browser_evaluate {function}), and
// SQL where a tool does not say it speaks SQL. A tool named after a CLI
// (kubectl_patch, helm_install, git_checkout) is judged as that CLI's
// subcommand. Where an argument may not be what its key says (a "query"
// of a search, a "script" of unknown language), only what is dangerous
// counts.
func (s *Set) argEffects(ts *toolSet, f *toolFacts, args map[string]any) effects {
	var fx effects
	keys := sortedKeys(args)
	c := f.call
	// A name that says the tool runs what it is given (execute_command,
	// run_in_terminal, start_process): a command it cannot read is held.
	runs := slices.ContainsFunc(f.own, func(w string) bool {
		switch w {
		case "shell", "terminal", "bash", "command", "commands", "cmd", "cli", "process", "subprocess", "program", "spawn":
			return true
		}
		return slices.Contains(ts.names.Generic, w) && s.lexicon().wordClass(w) == verbWrite
	})
	elsewhere := slices.ContainsFunc(f.own, func(w string) bool { return slices.Contains(ts.names.Elsewhere, w) })
	// A command run on a site or a server the arguments name (a hosting
	// panel's site_shell_command {fqdn}) runs there, as ssh would run it.
	var remote *parser.Remote
	if runs {
		remote = remoteTarget(args)
		elsewhere = elsewhere || remote != nil
	}
	debugger := debuggerTool(f.own, toolcall.Words(f.read.Server))
	device := deviceTool(f.own, toolcall.Words(f.read.Server))
	if device && f.class != verbRead && deviceChangeName(f.own) && !deviceDryRun(args) {
		fx.hits = append(fx.hits, Hit{ID: "tool-device-change", Tier: Red, Command: c.Tool,
			Reason: "loads, commits or rolls back a network device's configuration, or reboots or erases it: what it routes and whom it lets in change"})
		fx.known = true
	}
	// A CLI that names the server (mcp__docker__stop_container) or is
	// among the words of the name (kubectl_patch, call_aws,
	// install_helm_chart, a Gemini name's mcp_git_git_add).
	cli := ""
	if slices.Contains(ts.names.CLIs, f.read.Server) {
		cli = f.read.Server
	} else if i := slices.IndexFunc(f.own, func(w string) bool { return slices.Contains(ts.names.CLIs, w) }); i >= 0 {
		cli = f.own[i]
	}
	add := func(d Decision, what string, sure, merge bool) {
		for _, h := range d.Hits {
			// Where the text may not be a command, what cannot be read
			// in it says nothing.
			if h.Cmd == nil && !sure {
				continue
			}
			if h.Tier == Green || !sure && h.Tier != Red {
				fx.known = fx.known || sure
				continue
			}
			h.Command = c.Tool + " " + what + ": " + h.Command
			fx.hits = append(fx.hits, h)
			fx.known = true
		}
		// Facts of this folder are not gathered for text that may not be
		// a command, nor for one that could not be read.
		if merge && sure && d.Script != nil {
			fx.script = joinScripts(fx.script, d.Script)
		}
	}
	judged := false
	classify := func(sc *parser.Script, what string, sure bool) {
		// What a command the shell would run green says is known too,
		// as it is of the same command in a shell.
		fx.known = fx.known || sure && len(sc.Problems) == 0
		if elsewhere {
			// It runs on another machine: paths are not this project's,
			// and git here knows nothing of it.
			for _, cmd := range sc.Commands {
				cmd.CwdUnknown = true
				cmd.Wrappers = append([]string{c.Tool}, cmd.Wrappers...)
				if remote != nil && cmd.Remote == nil {
					r := *remote
					cmd.Remote = &r
				}
			}
		}
		add(s.ClassifyScript(sc), what, sure, true)
		judged = true
		fx.judged = fx.judged || sure
	}
	opts := s.parserOptions()
	sqlish := f.sql
	// The arguments and the objects and lists of objects in them
	// (steps: [{command: ...}]), within bounds.
	seen := 0
	var visit func(obj map[string]any, depth int)
	visit = func(obj map[string]any, depth int) {
		// A program and its arguments under keys of any name
		// ({"program": "rm", "args": [...]}, {"file": "bash", "args":
		// ["-c", ...]}) are a command, as under cmd and args.
		paired := map[string]bool{}
		if words := kvWords(ts, f, obj); len(words) > 0 {
			// A key-value store's command, under any keys: what its
			// client would do with the same words that is dangerous
			// (redis-cli FLUSHDB, DEL k) counts.
			classify(parser.ParseArgv(kvArgv(words), opts), "runs", false)
		}
		for _, pa := range s.programArgs(ts, obj) {
			classify(parser.ParseArgv(withToolEnv(obj, pa.argv), opts), "runs", runs || pa.sure)
			paired[pa.program], paired[pa.args] = true, true
		}
		// A container's spelling: the entrypoint, then cmd or args as
		// its arguments ({"entrypoint": ["rm"], "cmd": ["-rf", DIR]}).
		if pa, ok := entrypointArgs(obj); ok {
			classify(parser.ParseArgv(withToolEnv(obj, pa.argv), opts), "runs", true)
			paired[pa.program], paired[pa.args] = true, true
		}
		// Code in the language another key names ({"interpreter":
		// "bash", "code": ...}): judged as that interpreter given it.
		if f.class != verbRead {
			ics := interpreterCode(ts, obj)
			if depth == 0 && len(ics) == 0 {
				ics = namedInterpreterCode(ts, f.own, obj)
			}
			for _, ic := range ics {
				classify(parser.ParseArgv(ic.argv, opts), "runs code", runs || ic.sure)
				// The interpreter's name is not a command of its own
				// ({"shell": "bash"} starts no bare bash).
				paired[ic.program], paired[ic.args] = true, true
			}
		}
		for _, k := range sortedKeys(obj) {
			if seen++; seen > maxArgValues {
				return
			}
			if paired[k] && !(debugger && debuggerCommandsKey(k)) {
				continue
			}
			switch v := obj[k].(type) {
			case string:
				if strings.TrimSpace(v) == "" {
					continue
				}
				shell, code, sql := keyIn(k, ts.args.Shell), keyIn(k, ts.args.Code) || codeKeyTail(k, ts.args.Code), keyIn(k, ts.args.SQL) || sqlKeyTail(k, ts.args.SQL)
				if (shell || code || codeKey(k)) && exEditor(f) {
					// An editor's Ex command that runs a shell command
					// (`:w !curl ...`, `%!cmd`, `call system("...")`):
					// that command, as well as the shell's reading.
					for _, ex := range exShellCommands(v) {
						classify(parser.Parse(ex, opts), "runs from the editor", true)
					}
				}
				if !shell && f.class != verbRead && !keyIn(k, ts.args.Content) {
					// A shell's shebang or a notebook's shell escapes:
					// that part is the shell command it runs.
					if sh := shellInCode(v); sh != "" {
						classify(parser.Parse(sh, opts), "runs", runs)
					}
				}
				if !shell && !keyIn(k, ts.args.Content) {
					// A CI pipeline's definition (a YAML step's run, a
					// Jenkinsfile's sh) runs its commands on CI's
					// machines: what is dangerous in them counts.
					for _, cmd := range pipelineCommands(v) {
						sc := parser.Parse(cmd, opts)
						for _, pc := range sc.Commands {
							pc.CwdUnknown = true
						}
						classify(sc, "runs in CI", false)
					}
				}
				if (shell || code || codeKey(k) || slices.Contains(toolcall.Words(k), "script")) && !keyIn(k, ts.args.Content) {
					if asl := appleScriptLang(append(slices.Clip(f.own), toolcall.Words(f.read.Server)...), obj, v); asl != "" {
						fx.appleScript(s, asl, v, c.Tool, classify)
						continue
					}
				}
				lang := ""
				if code || shell && f.kind == KindBrowser {
					lang = codeLang(f.words, v)
					if lang == "" && debugger && !shell && f.class == verbRead {
						// A debugger evaluates an expression in the
						// program under test whatever its tool's name
						// says (lldb's print, x and expr; gdb's print
						// and call): a call there runs as an evaluate's.
						lang = "any"
					}
					if f.kind == KindBrowser {
						// A browser runs JavaScript in its page.
						lang = "node"
						fx.browserCode(ts, f, v)
					}
				}
				if (code || codeKey(k) || shell) && !keyIn(k, ts.args.Content) && injectedCodeChanges(v) {
					fx.hits = append(fx.hits, Hit{ID: "tool-code-injected", Tier: Red, Command: c.Tool + " " + k,
						Reason: "code injected into another process calls its native functions or changes its memory: what that does there cannot be read"})
					fx.known = true
				}
				switch {
				case shell && device && (f.class != verbRead || !explainsCommands(f.own)):
					// A network device's CLI reads its own grammar,
					// not the shell's. A tool whose name reads
					// (show_command, get_output) still sends what it is
					// given; one that explains a command does not.
					fx.deviceText(c.Tool, v)
					judged, fx.judged = true, true
				case shell && debugger:
					// A debugger's command line is the debugger's, not
					// the shell's: what it runs in a shell is judged.
					// Its other commands act on the program under test,
					// an application of this machine (an attach is
					// tool-debugger-attach's).
					fx.known = true
					fx.debuggerLine(s, c.Tool, v, opts, classify)
				case lang == "any":
					for _, argv := range anyLangArgv(v) {
						classify(parser.ParseArgv(argv, opts), "runs code", true)
					}
					if debugger {
						// A debug adapter's evaluate runs the debugger's
						// own commands too: cppdbg's -exec CMD, lldb-dap's
						// backtick escape and its auto mode's commands.
						fx.debuggerLine(s, c.Tool, replCommand(v), opts, classify)
						if debuggeeProcess.Get().MatchString(v) {
							fx.hits = append(fx.hits, Hit{ID: "tool-debugger-process", Tier: Red, Command: c.Tool + " " + v,
								Reason: "an expression evaluated in the program under test starts a process from it: what that runs cannot be read"})
							fx.known = true
						}
					}
				case lang == "node":
					classify(parser.ParseArgv([]string{"node", "-e", v}, opts), "runs code", true)
				case lang == "python":
					if debugger {
						// The program under test has its modules
						// imported: an evaluate reaches them as named.
						v = inline.PythonInScope(v)
					}
					classify(parser.ParseArgv([]string{"python3", "-c", v}, opts), "runs code", true)
				case lang == "ruby":
					classify(parser.ParseArgv([]string{"ruby", "-e", v}, opts), "runs code", true)
				case sql && sqlish:
					// SQL of a tool that speaks it: argAccesses judges
					// it, and that says what the call does.
					fx.known, judged, fx.judged = true, true, true
				case !shell && !code && !sql && typesIntoShell(f.own) && shellText(v):
					// Text typed into a running shell (GitHub Copilot
					// CLI's write_bash {input}, Codex's write_stdin
					// {chars}, a terminal server's terminal_write) runs
					// there once a newline ends it: what is dangerous
					// in it counts, as the same line given to the shell.
					classify(parser.Parse(v, opts), "types into a shell", false)
				case !shell && !code && !sql && typesKeys(f.own) && s.commandLine(typedLines(v), opts):
					// Keys typed into a machine (send_keys, type_text)
					// that spell a command line run it in the terminal
					// that has the focus once Enter is pressed, in this
					// call or the next: what is dangerous in it counts.
					classify(parser.Parse(typedLines(v), opts), "types a command line", false)
				case (shell || lang == "sh") && (shellText(v) || runs):
					text, implied := v, false
					if cli != "" && firstWord(v) != cli {
						text = cli + " " + v
					} else if cli == "" && shell && f.class != verbRead {
						// A program the tool's name implies
						// (run_oci_command {command: "iam ..."}); a
						// tool that reads (get_oci_command_help) runs
						// nothing it is given.
						text, implied = s.withImpliedProgram(v, s.impliedProgram(ts, f), opts)
					}
					classify(parser.Parse(text, opts), "runs", runs || cli != "" || implied)
				case (sql || !shell && (runs || !keyIn(k, ts.args.Content))) && sqlText(v):
					// SQL where the tool does not say it speaks SQL (the
					// [tools.args] sql_words), or under a key nobody
					// listed (q, input): only what is dangerous.
					add(s.ClassifyScript(sqlScript(v)), "runs SQL", false, false)
				case !shell && !code && !sql && (runs || f.class == verbNone) && !keyIn(k, ts.args.Content) && codeLang(nil, v) != "":
					// Code typed into what a tool runs (a REPL's input)
					// under a key nobody listed: only what is dangerous
					// in it counts, in the language its shape says.
					argv := []string{"python3", "-c", v}
					switch codeLang(nil, v) {
					case "node":
						argv = []string{"node", "-e", v}
					case "ruby":
						argv = []string{"ruby", "-e", v}
					}
					classify(parser.ParseArgv(argv, opts), "runs code", false)
				case !shell && !code && !sql && f.class == verbNone && shellText(v) && s.commandLine(v, opts):
					// A tool whose name says nothing, given a command line
					// under a key nobody listed (cmdline, exec_string):
					// yellow would run it, so what is dangerous in it
					// counts.
					classify(parser.Parse(v, opts), "is given a command", false)
				case !shell && f.class != verbRead && !keyIn(k, ts.args.Content) && (code || sql || codeKey(k)) && shellText(v) && s.commandLine(v, opts):
					// Code of no language it names, under a key for
					// code (code, snippet, cell, query), that reads as a
					// command line: what is dangerous in it counts.
					classify(parser.Parse(v, opts), "is given code that reads as a command", false)
				}
			case []any:
				if debugger && debuggerCommandsKey(k) {
					// A debug session's command lists (lldb-dap's
					// initCommands, cppdbg's setupCommands) run each
					// line as the debugger's command.
					for _, line := range debuggerCommandLines(v) {
						fx.known = true
						fx.debuggerLine(s, c.Tool, replCommand(line), opts, classify)
					}
					continue
				}
				if lines := stringsOf(v); len(lines) > 0 && !keyIn(k, ts.args.Shell) && f.class != verbRead && !keyIn(k, ts.args.Content) {
					// A notebook cell's source, one string a line.
					if sh := shellInCode(joinLines(lines)); sh != "" {
						classify(parser.Parse(sh, opts), "runs", runs)
					}
				}
				if lines := stringsOf(v); len(lines) > 0 && keyIn(k, ts.args.Shell) && device && (f.class != verbRead || !explainsCommands(f.own)) {
					fx.deviceText(c.Tool, joinLines(lines))
					judged, fx.judged = true, true
					continue
				}
				if lines := stringsOf(v); len(lines) > 0 && keyIn(k, ts.args.Shell) && commandLines(k, lines) {
					// A list of command lines ({"commands": ["npm ci",
					// "npm test"]}), each run as its own: not one
					// program's argument vector, whose program would be
					// the whole first line. What is dangerous in them
					// counts; read whole, they say what the call is.
					sc := parser.Parse(joinLines(lines), opts)
					classify(sc, "runs", false)
					fx.known = fx.known || len(sc.Problems) == 0
					continue
				}
				if argv := stringsOf(v); len(argv) > 0 && keyIn(k, ts.args.Shell) {
					if cmd, ok := obj["command"].(string); ok && k != "command" && cmd != "" && !shellText(cmd) {
						argv = append([]string{cmd}, argv...)
					} else if cli != "" && argv[0] != cli && (sameKey(k, "args") || sameKey(k, "arguments")) {
						// A CLI's arguments (run_gcloud {args: [...]}).
						argv = append([]string{cli}, argv...)
					}
					// A list whose first word is a value (an address, a
					// number) is a function's arguments (write_contract
					// {functionName, args: ["0x...", "5"]}), not a
					// command line: what it cannot read says nothing.
					classify(parser.ParseArgv(withToolEnv(obj, argv), opts), "runs", !valueWord(argv[0]))
					continue
				}
				for _, e := range v {
					if m, ok := e.(map[string]any); ok && depth < 4 {
						visit(m, depth+1)
					}
					// A list of commands, each its words ({"commands":
					// [["FLUSHALL"], ["DEL", "k"]]}): a key-value store's
					// commands, or argument vectors.
					inner, ok := e.([]any)
					if !ok {
						continue
					}
					if argv := stringsOf(inner); len(argv) > 0 {
						switch {
						case f.kv || kvFlush(argv[0]):
							classify(parser.ParseArgv(kvArgv(argv), opts), "runs", false)
						case keyIn(k, ts.args.Shell):
							classify(parser.ParseArgv(argv, opts), "runs", true)
						}
					}
				}
			case map[string]any:
				if depth < 4 {
					visit(v, depth+1)
				}
			}
		}
	}
	visit(args, 0)
	if argv, ok := playbookArgv(f.own, toolcall.Words(f.read.Server), args); ok && !judged {
		classify(parser.ParseArgv(argv, opts), "as `ansible-playbook`", true)
		return fx
	}
	if cli == "" || judged || f.class == verbRead {
		return fx
	}
	// A CLI's tool: the CLI, the rest of the name and the operation, as
	// a command line (kubectl_rollout {subCommand: "status"} is kubectl
	// rollout status). Its command rules judge it; a subcommand they
	// know to only read reads, whatever the name's words say.
	// Words before the CLI with no class name what it belongs to (a
	// Gemini name's server); a verb there is the CLI's (install_helm).
	argv := []string{cli}
	lx := s.lexicon()
	before := true
	for _, w := range f.own {
		switch {
		case w == cli:
			before = false
		case slices.Contains(ts.names.Generic, w) || before && lx.wordClass(w) == verbNone:
		default:
			argv = append(argv, w)
		}
	}
	for _, k := range keys {
		if v, ok := args[k].(string); ok && keyIn(k, ts.args.Operation) && opWords(v) != nil {
			argv = append(argv, strings.Fields(v)...)
		}
	}
	sc := parser.ParseArgv(argv, opts)
	d := s.ClassifyScript(sc)
	add(d, "as `"+strings.Join(argv, " ")+"`", true, false)
	// The command rules know the CLI: what they say of it is known,
	// green by the CLI's defaults too (git create branch).
	fx.known = fx.known || len(sc.Problems) == 0 && len(sc.Commands) == 1 && !s.unlisted(sc.Commands[0])
	// A destructive name stays so: the command line lacks the name's
	// own arguments, and a word such as is_destroy reads to a command
	// as a read.
	// So does an outward name whose read word is the object its verb
	// acts on, not a subcommand (expose_port: docker expose port reads
	// "port" as docker port's verb, but a port is what is exposed).
	if d.Tier == Green && len(sc.Commands) == 1 && f.class != verbDestructive {
		if class, span := s.verb(s.view(sc.Commands[0])); class == verbRead && !objectOfOutward(f, sc.Commands[0], span) {
			f.class = verbRead
		}
	}
	// A call whose arguments only say where it runs (git_reset
	// {repo_path}) is that command line, whole: what the command rules
	// say of it stands, also against a destructive name (git reset with
	// nothing more unstages).
	// With no arguments at all, that holds only where the lexicon reads
	// the command line's verb: a name the CLI has no such subcommand for
	// (terraform create_workspace {}) is green by the CLI's defaults, not
	// by what it knows, and its name's words still judge it.
	if d.Tier == Green && len(sc.Problems) == 0 && len(sc.Commands) == 1 && !s.unlisted(sc.Commands[0]) && onlyWhere(keys) &&
		(len(keys) > 0 || cliVerbKnown(s, sc.Commands[0])) {
		f.class = verbNone
	}
	return fx
}

// objectOfOutward reports whether the word of c at span, read as a verb
// that reads, is instead an object of the outward verb the tool's name
// says (f.verb), which comes before it in c.
func objectOfOutward(f *toolFacts, c *parser.Command, span parser.Span) bool {
	if f.class != verbOutward {
		return false
	}
	verbSeen := false
	for _, a := range c.Args {
		switch {
		case a.Value == f.verb:
			verbSeen = true
		case a.Span == span:
			return verbSeen && slices.Contains(f.words, a.Value)
		}
	}
	return false
}

// cliVerbKnown reports whether the lexicon gives a command's verb a class.
func cliVerbKnown(s *Set, c *parser.Command) bool {
	class, _ := s.verb(s.view(c))
	return class != verbNone
}

// browserCode judges code a browser runs in its page: reading cookies or
// storage reads credentials, and code that names a commit (a form's
// submit(), a click on #place-order) commits the page.
func (fx *effects) browserCode(ts *toolSet, f *toolFacts, code string) {
	pageCode(ts, f, code)
}

// pageCode reads code run in a page: what it reads (cookies, storage, a
// secret's words) reveals, what it presses or submits commits the page.
func pageCode(ts *toolSet, f *toolFacts, code string) {
	ws := toolcall.Words(code)
	// A page has no environment of its own: an element named env is
	// no job's secrets.
	if hasPhrase(ws, withoutEnv(ts.names.Secrets)) || slices.ContainsFunc(ws, secretNoun) || pageComputed.Get().MatchString(code) {
		f.reveals = true
	}
	if hasPhrase(ws, ts.browser.Commit) {
		f.submits = true
	}
}

// withoutEnv is phrases without env: a job's or an app's env is its
// variables, but a value, a column or a page's element named env names
// an environment (APP_ENV, SELECT env).
func withoutEnv(phrases []string) []string {
	return slices.DeleteFunc(slices.Clone(phrases), func(p string) bool { return p == "env" })
}

// codeKeyTail reports whether a key of several words ends in a word
// for code (initScript, apexCode, mainScript): it holds code as code
// does.
func codeKeyTail(k string, code []string) bool {
	ws := toolcall.Words(k)
	return len(ws) > 1 && slices.Contains(code, ws[len(ws)-1])
}

// pageComputed matches page code that names what it reads at run time,
// where no word of it says what (document['coo'+'kie'], window[k],
// Reflect.get(document, x), eval(atob(...))): it may read the cookies
// and storage that document.cookie would.
var pageComputed = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:document|window|globalThis|self|top|parent|frames|navigator|localStorage|sessionStorage)\s*\[\s*(?:[^\s'"\d\]]|'[^']*'\s*[^\s\]]|"[^"]*"\s*[^\s\]]|` + "`" + `)` +
		`|\bReflect\s*\.\s*get\s*\(|\b(?:eval|Function)\s*\(|\batob\s*\(|String\s*\.\s*fromCharCode`)
}}

// shellText reports whether a value can be a command line rather than
// the name of an operation: more than one word.
// typesIntoShell reports whether a tool's own name says it types into a
// shell that is already running: a word for a shell or a terminal and a
// word for writing or sending input to it (write_bash, write_stdin,
// terminal_send, sendToTerminal).
func typesIntoShell(words []string) bool {
	term, types := false, false
	for _, w := range words {
		switch w {
		case "bash", "sh", "zsh", "shell", "terminal", "stdin", "pty", "tty", "console":
			term = true
		case "write", "send", "type", "input", "paste", "enter", "keys":
			types = true
		}
	}
	return term && types
}

func shellText(v string) bool {
	return strings.ContainsAny(strings.TrimSpace(v), " \t\n;|&")
}

// commandLine reports whether text reads as a command line: it parses,
// and the program it starts with is one the rules know (rm, kubectl,
// aws), not a word of prose. A line that pipes text into a shell or
// evaluates it (curl URL | sudo bash, a downloaded script run by iex)
// parses as well: what it runs is not known, which its own hits say,
// but it is a command line all the same.
func (s *Set) commandLine(text string, opts parser.Options) bool {
	if len(text) > 4096 {
		return false
	}
	sc := parser.Parse(text, opts)
	for _, p := range sc.Problems {
		if p.Kind != "dynamic_eval" {
			return false
		}
	}
	return len(sc.Commands) > 0 && !isShellBuiltin(sc.Commands[0].Name) && !s.unlisted(sc.Commands[0])
}

// firstWord is the first word of a command line.
func firstWord(v string) string {
	f := strings.Fields(v)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// codeLang tells the language of code by the tool's words (a browser's,
// python's, ruby's), else by its shape: "node", "python", "ruby", "sh" or
// "" when it is not plainly code. A name that says it evaluates and no
// more (a debugger's evaluate_expression, whose session may run Python
// or JavaScript) is "any": the code is judged in each.
func codeLang(words []string, code string) string {
	if slices.Contains(words, "ruby") || slices.Contains(words, "rb") || rubyRequire.Get().MatchString(code) {
		return "ruby"
	}
	evaluates := false
	for _, w := range words {
		switch w {
		case "evaluate", "eval":
			evaluates = true
		case "js", "javascript", "node", "typescript", "ts", "deno":
			return "node"
		case "python", "py", "python3", "jupyter", "ipython", "notebook":
			return "python"
		case "bash", "sh", "shell", "terminal", "zsh":
			return "sh"
		}
	}
	if evaluates {
		// A shape can be feigned (a Python string holding =>): each
		// language's reading is made.
		return "any"
	}
	switch {
	case strings.Contains(code, "=>") || strings.Contains(code, "document.") || strings.Contains(code, "function") ||
		strings.Contains(code, "const ") || strings.Contains(code, "console.") || strings.Contains(code, "require("):
		return "node"
	case strings.Contains(code, "import ") || strings.Contains(code, "def ") || strings.Contains(code, "print("):
		return "python"
	}
	return ""
}

// sqlTool reports whether a tool's name or server says it speaks SQL.
func sqlTool(ts *toolSet, own, server []string) bool {
	return wordsIn(ts.args.SQLWords, own, server)
}

// wordsIn reports whether a word of a tool's name or server is one of
// words.
func wordsIn(words, own, server []string) bool {
	in := func(w string) bool { return slices.Contains(words, w) }
	return slices.ContainsFunc(own, in) || slices.ContainsFunc(server, in)
}

// sqlText reports whether text is SQL by its shape: it starts with a
// statement's keyword and the word its grammar puts after it.
func sqlText(text string) bool {
	if len(text) > maxSQLText {
		return false
	}
	f := strings.Fields(strings.ToUpper(text))
	if len(f) < 2 {
		return false
	}
	// A search for "delete button" is not DELETE FROM.
	switch f[0] {
	case "DELETE", "INSERT":
		return f[1] == "FROM" || f[1] == "INTO"
	case "DROP", "ALTER", "CREATE":
		switch f[1] {
		case "TABLE", "DATABASE", "SCHEMA", "INDEX", "VIEW", "USER", "ROLE", "FUNCTION", "TRIGGER", "SEQUENCE", "EXTENSION", "OR", "IF", "TEMP", "TEMPORARY", "UNIQUE", "MATERIALIZED", "SYSTEM", "PROCEDURE", "WAREHOUSE",
			// A cloud warehouse's compute (sqlscan's computeObject).
			"ENGINE", "COMPUTE", "RESOURCE":
			return true
		}
		return false
	case "START", "STOP", "RESUME", "SUSPEND":
		return f[1] == "ENGINE" || f[1] == "WAREHOUSE"
	case "RENAME":
		// MySQL's and QuestDB's RENAME TABLE a TO b, MySQL's RENAME USER
		// a TO b: "rename table of contents" is a person's words.
		return (f[1] == "TABLE" || f[1] == "USER") && len(f) >= 5 && f[3] == "TO"
	case "UPDATE":
		return len(f) >= 3 && f[2] == "SET"
	case "CALL":
		// A procedure's name, then its arguments or the statement's end
		// (CALL purge_old(30), CALL refresh;): "Call about the overdue
		// balance" and "call it Lead" are a person's words.
		// Cypher's CALL of a procedure that reads, its rows returned
		// (CALL show_tables() RETURN *), is read as Cypher.
		return sqlCall.Get().MatchString(text) && !cypherReadsProcedure(text)
	case "SELECT", "WITH", "TRUNCATE", "COPY", "GRANT", "REVOKE", "MERGE", "EXEC", "EXECUTE", "REPLACE", "UPSERT":
		return true
	}
	return false
}

// sqlCall matches a CALL statement: a procedure's name, then its
// arguments in parentheses, a semicolon or the text's end.
var sqlCall = &lazy.Regexp{Src: `(?is)^\s*call\s+[\w.$"\x60\[\]]+\s*(\(|;|$)`}

// maxSQLText bounds the text read as SQL in an argument.
const maxSQLText = 64 << 10

// sqlScript is SQL an argument carries, as the stand-in command the
// command rules judge SQL given to a database client by.
func sqlScript(text string) *parser.Script {
	return &parser.Script{Commands: []*parser.Command{{Name: "sql", Path: "sql", Payloads: []parser.Payload{{Lang: "sql", Text: text, From: "arg"}}}}}
}

// sqlOps are the operation words of the SQL text a call runs, for its
// class (readVerb): none when it only reads; else, for each statement
// that changes something, its verb as the lexicon reads it and what it
// changes (delete rows, create table). A procedure's or a string's SQL
// is an unknown change.
func sqlOps(text string) []string {
	r := sqlscan.Scan(text)
	if len(r.Statements) == 0 || r.ReadOnly() {
		return nil
	}
	var ops []string
	for _, st := range r.Statements {
		if sqlscan.Scan(st.Text).ReadOnly() {
			continue
		}
		verb, object := "change", "rows"
		switch st.Verb {
		case "delete", "truncate", "drop":
			verb = "delete"
		case "insert", "update", "replace", "create", "copy":
			verb = st.Verb
		case "merge", "upsert":
			verb = "upsert"
		case "alter":
			verb, object = "alter", "table"
			if slices.Contains(strings.Fields(strings.ToUpper(st.Text)), "DELETE") {
				verb, object = "delete", "rows" // ClickHouse's ALTER TABLE t DELETE WHERE
			}
		}
		if st.Verb == "create" || st.Verb == "drop" {
			object = "table"
		}
		upper := strings.Fields(strings.ToUpper(st.Text))
		switch {
		case sqlToURL(st.Text), sqlToStoreCatalog(st):
			// Rows copied or unloaded to a URL (COPY INTO 's3://...'),
			// or into another catalog that keeps its tables as files in
			// an object store, leave for another place.
			verb, object = "upload", "rows"
		case st.Verb == "alter" && len(upper) > 1 && (upper[1] == "WAREHOUSE" || upper[1] == "CLUSTER" || upper[1] == "COMPUTE"):
			// Resizing the compute a warehouse runs on.
			object = "cluster"
		case (st.Verb == "alter" || st.Verb == "create") && len(upper) > 1 && (upper[1] == "LOGIN" || upper[1] == "USER" || upper[1] == "ROLE"),
			st.Verb == "grant", st.Verb == "revoke", slices.Contains(upper, "PASSWORD"):
			// A login, a user or a role made or changed (ALTER LOGIN sa
			// WITH PASSWORD), a grant: who may do what.
			verb, object = "alter", "role"
		case verb == "update" || verb == "insert" || verb == "upsert" || verb == "replace":
			if sqlSetsAccess(st.Text) {
				object = "role"
			} else if sqlSetsMoney(st.Text) {
				object = "billing"
			}
		}
		if len(ops) > 0 {
			ops = append(ops, "and")
		}
		ops = append(ops, verb, object)
	}
	return ops
}

// sqlToURL reports whether a statement copies or unloads rows to a URL:
// a string literal of it that is one (COPY INTO 's3://bucket/x').
func sqlToURL(text string) bool {
	u := strings.ToUpper(text)
	if !strings.Contains(u, "COPY") && !strings.Contains(u, "UNLOAD") && !strings.Contains(u, "EXPORT") && !strings.Contains(u, "OUTFILE") {
		return false
	}
	return slices.ContainsFunc(sqlLiterals(text), func(l string) bool { return strings.Contains(l, "://") })
}

// sqlToStoreCatalog reports whether an INSERT ... SELECT copies rows from
// one catalog into a table of another whose name says it is an object
// store's (Trino's and Presto's catalog.schema.table: INSERT INTO
// s3_export.public.dump SELECT * FROM postgresql.public.customers). A
// query engine's catalog over S3, GCS or Azure Blob writes its tables
// as files in that bucket: the rows leave the database they were in.
// A table of the same catalog, or a name of fewer parts, stays where
// its rows were.
func sqlToStoreCatalog(st sqlscan.Statement) bool {
	if st.Verb != "insert" {
		return false
	}
	fields := strings.Fields(st.Text)
	catalog := func(name string) string {
		parts := strings.Split(strings.Trim(name, "`\"[]();,"), ".")
		if len(parts) != 3 {
			return ""
		}
		return strings.ToLower(strings.Trim(parts[0], "`\"[]"))
	}
	target, from := "", false
	for i, w := range fields[:len(fields)-1] {
		switch strings.ToUpper(w) {
		case "INTO":
			if target == "" {
				target = catalog(fields[i+1])
			}
		case "FROM", "JOIN":
			if src := catalog(fields[i+1]); src != "" && src != target {
				from = true
			}
		}
	}
	if target == "" || !from {
		return false
	}
	return slices.ContainsFunc(toolcall.Words(target), func(w string) bool {
		switch w {
		case "s3", "gcs", "gs", "r2", "blob", "abfs", "adls", "bucket", "minio":
			return true
		}
		return false
	})
}

// sqlSetsAccess reports whether an UPDATE or INSERT names a column that
// says who may do what (role, is_admin, permissions, privileges, scopes).
func sqlSetsAccess(text string) bool {
	for _, w := range toolcall.Words(text) {
		switch w {
		case "role", "roles", "admin", "superuser", "permission", "permissions", "privilege", "privileges", "scopes", "grants", "password":
			return true
		}
	}
	return false
}

// sqlSetsMoney reports whether an UPDATE or INSERT names a table or a
// column of money (a credit limit, a balance, a price, a billing plan).
func sqlSetsMoney(text string) bool {
	for _, w := range toolcall.Words(text) {
		switch w {
		case "credit", "balance", "price", "prices", "billing", "invoice", "invoices", "payment", "payments", "salary", "payout", "refund", "discount",
			// What customers are billed by, cancelled or changed in bulk.
			"subscription", "subscriptions":
			return true
		}
	}
	return false
}

// stringsOf returns a list's strings, or nil when one is not a string.
func stringsOf(vs []any) []string {
	out := make([]string, 0, len(vs))
	for _, v := range vs {
		s, ok := v.(string)
		if !ok {
			return nil
		}
		out = append(out, s)
	}
	return out
}

// joinScripts is the commands of two scripts as one, for the facts of
// this folder to judge; either may be nil.
func joinScripts(a, b *parser.Script) *parser.Script {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return &parser.Script{
		Commands: append(slices.Clip(a.Commands), b.Commands...),
		Problems: append(slices.Clip(a.Problems), b.Problems...),
		Assigns:  append(slices.Clip(a.Assigns), b.Assigns...),
	}
}

// programCall is a program and its arguments that an object of a call's
// arguments carries under two keys.
type programCall struct {
	program, args string   // the keys
	argv          []string // the program, then its arguments
	// sure: the keys say so (program and args), not only the shape.
	sure bool
}

// programArgs finds the commands an object carries as a program and its
// arguments: a string that names a program (a path, or a command the
// rules know) beside a list of strings. When several strings could be
// the program, each is tried with the arguments: the riskiest counts.
func (s *Set) programArgs(ts *toolSet, obj map[string]any) []programCall {
	var progs, lists []string
	for k, v := range obj {
		switch x := v.(type) {
		case string:
			if (s.programName(x) || programKey(k) && programPath(x)) && !keyIn(k, ts.args.Content) {
				progs = append(progs, k)
			}
		case []any:
			if len(x) > 0 && len(x) <= maxArgValues && stringsOf(x) != nil {
				lists = append(lists, k)
			}
		}
	}
	if len(progs) == 0 || len(lists) == 0 {
		return nil
	}
	slices.Sort(progs)
	slices.Sort(lists)
	// The list that holds the arguments, when its key says so.
	if i := slices.IndexFunc(lists, argsKey); i >= 0 {
		lists = lists[i : i+1]
	}
	var out []programCall
	for _, p := range progs {
		for _, l := range lists {
			// One of the keys must say what it holds: a name and a list
			// of words are not a command by their shape alone.
			if !programKey(p) && !argsKey(l) {
				continue
			}
			argv := append([]string{obj[p].(string)}, stringsOf(obj[l].([]any))...)
			out = append(out, programCall{program: p, args: l, argv: argv, sure: programKey(p) && argsKey(l)})
		}
	}
	return out
}

// programName reports whether a value names a program the rules know,
// by its name or as a path to it (rm, /usr/bin/rm).
func (s *Set) programName(v string) bool {
	if !programPath(v) {
		return false
	}
	base := path.Base(v)
	// A builtin (., test, eval) is no program a tool can start.
	return !isShellBuiltin(base) && base != "." && !s.unlisted(&parser.Command{Name: base, Path: base})
}

// programPath reports whether a value can be a program's name or path:
// one word of a path's characters.
func programPath(v string) bool {
	if v == "" || len(v) > 4096 || strings.HasSuffix(v, "/") || strings.Contains(v, "://") {
		return false
	}
	for _, r := range v {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._+-/~", r)) {
			return false
		}
	}
	return true
}

// programKey and argsKey report whether a key names a program or the
// arguments it is given.
func programKey(k string) bool {
	return keyIn(k, []string{"program", "prog", "file", "exe", "executable", "binary", "bin", "command", "cmd", "interpreter", "process"})
}

func argsKey(k string) bool {
	return keyIn(k, []string{"args", "arguments", "argv", "argument_list", "arg_list", "params", "parameters", "options", "flags"})
}

// sqlSecretCall matches a call of a SQL function that returns a secret's
// value: Databricks' secret and try_secret, given a scope and a key.
var sqlSecretCall = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(^|[^A-Za-z0-9_.])(try_)?secret\s*\(\s*'[^']*'\s*,`)
}}

// sqlSelectsSecret reports whether SQL selects a credential: a column of
// its select list named as a secret is (token, api_key, password_hash),
// or every column (*) of a table named so (api_tokens), or a function
// that returns one (sqlSecretCall).
func sqlSelectsSecret(text string, phrases []string) bool {
	if len(text) > maxSQLText {
		return false
	}
	// A column env names an environment (staging, prod), not a job's
	// variables.
	phrases = withoutEnv(phrases)
	for _, st := range sqlscan.Scan(text).Statements {
		if st.Verb != "select" && st.Verb != "with" {
			continue
		}
		// Databricks SQL's secret(scope, key) and try_secret(scope, key)
		// return a secret's value from its secret service.
		if sqlSecretCall.Get().MatchString(st.Text) {
			return true
		}
		upper := strings.ToUpper(st.Text)
		sel := strings.LastIndex(upper, "SELECT ")
		from := strings.Index(upper[max(sel, 0):], " FROM ")
		if sel < 0 || from < 0 {
			continue
		}
		list := st.Text[sel+len("SELECT ") : sel+from]
		table := strings.Fields(st.Text[sel+from+len(" FROM "):])
		for item := range strings.SplitSeq(list, ",") {
			f := strings.Fields(strings.Trim(strings.TrimSpace(item), "`\"[]"))
			if len(f) == 0 {
				continue
			}
			name := f[0] // an alias after it names no column
			if name == "*" && len(table) > 0 {
				name = table[0]
			}
			if _, col, ok := strings.Cut(name, "."); ok {
				name = col
			}
			if strings.ContainsAny(name, "()'") {
				continue // a function's value (count(token)) is no secret
			}
			if secretObject(toolcall.Words(name), phrases, "get") {
				return true
			}
		}
	}
	return false
}

// onlyWhere reports whether every key of a call's arguments only says
// where it runs: a repository's or a folder's path.
func onlyWhere(keys []string) bool {
	for _, k := range keys {
		if !keyIn(k, []string{"repo_path", "repository_path", "cwd", "working_dir", "workdir", "working_directory", "directory", "dir", "project_path", "root"}) {
			return false
		}
	}
	return true
}
