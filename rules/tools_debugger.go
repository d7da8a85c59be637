package rules

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/parser/inline"
	"gatesh/toolcall"
)

// A debugger's tools (LLDB's, GDB's, a DAP server's) are an application
// on this machine ([tools.names] local), but two of their calls reach
// past the program under test (issue 31):
//   - attaching to a running process by its id or its name (lldb_attach
//     {pid}, process attach --name sshd, gdb's attach PID): the debugger
//     then reads that process's memory, its keys and sessions, and can
//     change it; the program the session launched is started, not
//     attached to;
//   - a shell command a debugger's command runs (platform shell CMD,
//     gdb's shell CMD and !CMD), judged as that command.

// debuggerTool reports whether a tool's name or server names a debugger.
func debuggerTool(own, server []string) bool {
	is := func(w string) bool {
		switch w {
		case "lldb", "gdb", "debugger", "debuggers", "dbg", "windbg", "cdb", "pwndbg", "gef", "delve", "dlv", "x64dbg", "dap", "debug", "debugpy":
			return true
		}
		return false
	}
	return slices.ContainsFunc(own, is) || slices.ContainsFunc(server, is)
}

// debuggerAttaches reports whether a debugger's call attaches to a
// running process: a name whose verb is attach handed a process's id or
// name, or a command that attaches.
func debuggerAttaches(ts *toolSet, own []string, args map[string]any) bool {
	if slices.Contains(own, "attach") || attachRequest(args) {
		for _, k := range sortedKeys(args) {
			if processKey(toolcall.Words(k)) && nonEmpty(args[k]) {
				return true
			}
		}
	}
	for _, kv := range stringArgs(args) {
		if keyIn(kv[0], ts.args.Shell) && attachCommand(kv[1]) {
			return true
		}
	}
	return false
}

// attachRequest reports whether a debugger's call asks to attach rather
// than launch, as the Debug Adapter Protocol's request does
// ({request: "attach"}, {mode: "attach"}, {attach: true}).
func attachRequest(args map[string]any) bool {
	for _, k := range []string{"request", "mode", "type"} {
		if v, ok := args[k].(string); ok && (strings.EqualFold(v, "attach") || strings.EqualFold(v, "remote")) {
			return true
		}
	}
	switch v := args["attach"].(type) {
	case bool:
		return v
	case string:
		return v == "true"
	}
	return false
}

// debuggerOwnEnd reports whether a debugger's call ends its own session's
// program: it kills, terminates or detaches, and names no process.
func debuggerOwnEnd(verb string, args map[string]any) bool {
	switch verb {
	case "kill", "terminate", "detach", "stop":
	default:
		return false
	}
	for k := range args {
		if processKey(toolcall.Words(k)) {
			return false
		}
	}
	return true
}

// debuggerSessionStep reports whether a debugger's call steps the program
// under test (step, next, continue, pause, step in or out, initialize,
// write its memory, signal it), or makes,
// starts or lists a session of its own (create_debug_session,
// list_debug_sessions): the Debug Adapter Protocol's requests of that
// kind act on the program the session launched. One handed a process
// by its id (an attach), or a name with any other verb, is not one; a
// session's name is its own.
func debuggerSessionStep(own []string, args map[string]any) bool {
	// A session on another machine's debug port (a Node inspector's or
	// debugpy's host) runs what it evaluates there.
	if r := remoteTarget(args); r != nil && !r.Opaque {
		return false
	}
	for k := range args {
		if ws := toolcall.Words(k); processKey(ws) && !(len(ws) == 1 && ws[0] == "name") {
			return false
		}
	}
	step, session := false, false
	for _, w := range own {
		switch w {
		case "step", "next", "continue", "pause", "resume", "stepin", "stepout", "stepover", "finish", "into", "over", "out":
			step = true
		case "session", "sessions", "debugging":
			session = true
		// The Debug Adapter Protocol's initialize and writeMemory, and
		// LLDB's process signal, act on the program the session
		// launched too.
		case "initialize", "init", "signal":
			step = true
		case "write", "memory":
			step = step || slices.Contains(own, "memory")
		case "create", "start", "list", "new", "debug", "debugger", "dbg", "dap", "execution", "program", "get", "all":
		default:
			if !debuggerTool([]string{w}, nil) {
				return false
			}
		}
	}
	return step || session
}

// processKey reports whether a key names a running process: its id or
// its name (pid, process_id, processName, attach_name).
func processKey(ws []string) bool {
	return slices.Contains(ws, "pid") || slices.Contains(ws, "process") || len(ws) == 1 && ws[0] == "name" ||
		len(ws) == 2 && ws[0] == "attach" && (ws[1] == "name" || ws[1] == "id")
}

// attachCommand reports whether a debugger's command line attaches to a
// process: LLDB's process attach (and its abbreviations, pro att), GDB's
// attach PID, or a debugger started on one (gdb -p PID, lldb --attach-pid).
func attachCommand(line string) bool {
	for cmd := range strings.SplitSeq(line, "\n") {
		f := strings.Fields(cmd)
		switch {
		case len(f) == 0:
		case len(f) > 1 && prefixOf(f[0], "process", 3) && prefixOf(f[1], "attach", 2):
			return true
		case len(f) > 1 && prefixOf(f[0], "attach", 3):
			return true
		case f[0] == "gdb" || f[0] == "lldb":
			if slices.ContainsFunc(f[1:], func(a string) bool {
				return a == "-p" || strings.HasPrefix(a, "--pid") || strings.HasPrefix(a, "--attach") || a == "-n"
			}) {
				return true
			}
		}
	}
	return false
}

// prefixOf reports whether w is word or a prefix of it at least min
// letters long, as a debugger takes a command's abbreviations.
func prefixOf(w, word string, min int) bool {
	return len(w) >= min && strings.HasPrefix(word, strings.ToLower(w))
}

// interpreterTail returns the words of a debugger's line from the first
// one that names a shell or an interpreter (exec "powershell -c ..."),
// with the quote that opened before it taken off, or "" when none does.
func interpreterTail(f []string) string {
	for i, w := range f {
		name := strings.ToLower(strings.TrimLeft(w, `"'`))
		name = strings.TrimSuffix(name[strings.LastIndexAny(name, `/\`)+1:], ".exe")
		switch name {
		case "sh", "bash", "dash", "zsh", "ksh", "fish", "cmd", "powershell", "pwsh",
			"python", "python3", "perl", "ruby", "node", "curl", "wget":
		default:
			continue
		}
		tail := strings.Join(f[i:], " ")
		if q := tail[0]; q == '"' || q == '\'' {
			tail = strings.TrimSuffix(tail[1:], string(q))
		}
		return tail
	}
	return ""
}

// gdbPipeShell returns the shell command of GDB's pipe: what follows the
// delimiter after the GDB command (pipe bt | wc, | bt | wc, pipe -d XX
// bt XX wc), or all of its text when no delimiter follows.
func gdbPipeShell(t string) string {
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t, "pipe"), "|"))
	delim := "|"
	if f := strings.Fields(rest); len(f) > 1 && f[0] == "-d" {
		delim = f[1]
		rest = rest[strings.Index(rest, f[1])+len(f[1]):]
	}
	if _, sh, ok := strings.Cut(rest, delim); ok {
		return sh
	}
	return rest
}

// debuggerScript returns the interpreter a debugger's command hands its
// code to, as the shell runs it: GDB's python (py, python-interactive,
// pi), LLDB's script (Python unless it names Lua).
func debuggerScript(cmd string) string {
	switch cmd {
	case "python", "py", "python-interactive", "pi", "script":
		return "python3 -c"
	}
	return ""
}

// scriptCode returns the code of a debugger's script line, past LLDB's
// options (script -l python -- CODE); code in Lua is judged as Python
// is, the shell calls of both being read alike.
func scriptCode(t string, f []string) string {
	code := strings.TrimSpace(t[len(f[0]):])
	if strings.HasPrefix(code, "-") {
		if _, after, ok := strings.Cut(code, "--"+" "); ok {
			return after
		}
	}
	return code
}

// debuggerWrites returns the files a debugger's command writes: GDB's
// dump and append of memory or a value to a file, its log, history,
// saved breakpoints and core files; LLDB's memory read to a file, its
// log, saved session and core, and files it puts on its platform;
// WinDbg's .writemem of memory to a file.
func debuggerWrites(f []string) []string {
	after := func(words ...string) []string {
		for i, w := range f[:len(f)-1] {
			for _, word := range words {
				if w == word || strings.HasPrefix(w, word+"=") {
					if v, ok := strings.CutPrefix(w, word+"="); ok {
						return []string{v}
					}
					return []string{f[i+1]}
				}
			}
		}
		return nil
	}
	if len(f) < 2 {
		return nil
	}
	switch {
	case f[0] == "dump" || f[0] == "append":
		return after("memory", "value")
	case f[0] == "set" && len(f) > 3 && (f[1] == "logging" && f[2] == "file" || f[1] == "history" && f[2] == "filename"):
		return []string{f[3]}
	case f[0] == "set" && len(f) > 2 && f[1] == "trace-file":
		return []string{f[2]}
	case f[0] == ".writemem":
		// WinDbg's .writemem FILE RANGE.
		return []string{f[1]}
	case f[0] == "save", f[0] == "gcore", f[0] == "generate-core-file":
		return []string{f[len(f)-1]}
	case f[0] == "memory" || f[0] == "log" || f[0] == "session":
		return after("--outfile", "-o", "--file", "-f", "save")
	case f[0] == "process" && f[1] == "save-core":
		return []string{f[len(f)-1]}
	case f[0] == "platform" && len(f) > 3 && (f[1] == "put-file" || f[1] == "get-file"):
		return []string{f[3]}
	}
	return nil
}

// shellWord quotes s as one word of the shell's.
func shellWord(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// debuggerLine judges a debugger's command line: what it runs in a shell
// (debuggerShell) and a write to the program's memory.
func (fx *effects) debuggerLine(s *Set, tool, line string, opts parser.Options, classify func(*parser.Script, string, bool)) {
	runs, escapes := debuggerShell(line)
	for _, sh := range runs {
		classify(parser.Parse(sh, opts), "runs from the debugger", true)
	}
	for _, sh := range escapes {
		fx.unreadRun(s, parser.Parse(sh, opts), tool, "runs from the debugger")
	}
	if debuggerMemoryWrite(line) {
		fx.hits = append(fx.hits, Hit{ID: "tool-debugger-memory-write", Tier: Red, Command: tool + " " + line,
			Reason: "a debugger's command writes the memory of a running program: it changes what the program does behind its back"})
	}
}

// debuggerCommandsKey reports whether a debugger call's key holds a list
// of the debugger's commands it runs: lldb-dap's launch and attach
// lists (initCommands, preRunCommands, launchCommands, attachCommands,
// postRunCommands, stopCommands, exitCommands, terminateCommands) and
// cppdbg's (setupCommands, customLaunchSetupCommands,
// postRemoteConnectCommands): a name of more than one word that ends in
// commands.
func debuggerCommandsKey(k string) bool {
	ws := toolcall.Words(k)
	return len(ws) > 1 && ws[len(ws)-1] == "commands"
}

// debuggerCommandLines returns the command lines of such a list: its
// strings, and the text of its objects (cppdbg's {text, description,
// ignoreFailures}).
func debuggerCommandLines(l []any) []string {
	var out []string
	for i, e := range l {
		if i >= maxArgValues {
			break
		}
		switch x := e.(type) {
		case string:
			out = append(out, x)
		case map[string]any:
			if t, ok := x["text"].(string); ok {
				out = append(out, t)
			}
		}
	}
	return out
}

// replCommand returns the debugger command a debug adapter's evaluate
// runs for an expression in its console: cppdbg's (VS Code's C/C++
// adapter) "-exec CMD" hands CMD to GDB or LLDB, lldb-dap's command
// escape prefix (a backtick by default) hands it to LLDB, and lldb-dap's
// auto mode runs an expression whose first word is a command as one.
func replCommand(expr string) string {
	t := strings.TrimSpace(expr)
	if rest, ok := strings.CutPrefix(t, "-exec"); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
		return strings.TrimSpace(rest)
	}
	return strings.TrimPrefix(t, "`")
}

// anyLangArgv returns the command lines that judge code of no known
// language (a debugger's evaluate, whose session may debug any of
// them) in each language gatesh reads inline code of: the debug
// adapters of Node, Python (debugpy), Ruby (rdbg), PHP (Xdebug), Perl
// and Lua evaluate their own. Python's reading has the modules it names
// imported, as the program under test has (inline.PythonInScope).
func anyLangArgv(code string) [][]string {
	return [][]string{
		{"node", "-e", code}, {"python3", "-c", inline.PythonInScope(code)}, {"ruby", "-e", code},
		{"php", "-r", code}, {"perl", "-e", code}, {"lua", "-e", code},
	}
}

// debuggeeProcess finds an expression that starts a process in a
// language gatesh reads no inline code of, as a debugger evaluates it in
// the program under test: Go's os/exec, os.StartProcess and
// syscall.Exec (Delve's call), Java's Runtime.exec and ProcessBuilder
// (jdb's eval), .NET's Process.Start.
var debuggeeProcess = &lazy.Regexp{Src: `\b(?:exec\.Command(?:Context)?|os\.StartProcess|syscall\.(?:Exec|ForkExec)|getRuntime\(\)\s*\.\s*exec|ProcessBuilder|Process\.Start)\s*\(`}

// debuggerShell returns the shell commands a debugger's command line
// runs: after platform shell (LLDB), shell or ! (GDB), .shell (WinDbg),
// and in the system() or popen() calls of an expression it evaluates.
// escapes are those of them that an escape to the shell surely runs
// (platform shell, shell, .shell), not a line that may be the
// debugger's own (WinDbg's !analyze is an extension, not GDB's !).
func debuggerShell(line string) (out, escapes []string) {
	for cmd := range strings.SplitSeq(line, "\n") {
		t := strings.TrimSpace(cmd)
		f := strings.Fields(t)
		switch {
		case len(f) > 1 && prefixOf(f[0], "platform", 4) && prefixOf(f[1], "shell", 2):
			escapes = append(escapes, strings.TrimSpace(t[strings.Index(t, f[1])+len(f[1]):]))
		case len(f) > 1 && prefixOf(f[0], "shell", 3):
			// GDB takes shell's abbreviations (she, shel).
			escapes = append(escapes, strings.TrimSpace(t[len(f[0]):]))
		case strings.HasPrefix(t, "|") || len(f) > 0 && f[0] == "pipe":
			escapes = append(escapes, gdbPipeShell(t))
		case len(f) > 1 && debuggerScript(f[0]) != "":
			out = append(out, debuggerScript(f[0])+" "+shellWord(scriptCode(t, f)))
		case len(debuggerWrites(f)) > 0:
			// A file the debugger writes is judged as the shell's
			// redirection to it.
			for _, p := range debuggerWrites(f) {
				out = append(out, ": >> "+shellWord(p))
			}
		case strings.HasPrefix(t, "!") && len(t) > 1:
			out = append(out, t[1:])
		case len(f) > 1 && strings.EqualFold(f[0], ".shell"):
			// WinDbg's and cdb's .shell [-ci "input"] [-x] COMMAND.
			escapes = append(escapes, debuggerShellLine(t[len(f[0]):]))
		default:
			// Other debuggers' escapes (x64dbg's, a DAP server's) are not
			// all known: a shell or an interpreter named in the line is
			// judged with what follows it, as the shell would run it.
			if sh := interpreterTail(f); sh != "" {
				out = append(out, sh)
			}
		}
	}
	if sh := shellInCode(line); sh != "" {
		out = append(out, sh)
	}
	return append(out, escapes...), escapes
}
