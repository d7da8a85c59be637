package rules

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/toolcall"
)

// Free text a program runs, handed to a tool (issue 31): each is judged
// in its own language, as the same text would be in a shell command.
//   - A command line whose program the tool's name implies (Oracle's
//     run_oci_command {command: "iam user delete ..."}, a tool named
//     after hcloud or ibmcloud) is that program's command.
//   - Keys typed into a machine (send_keys, type_text) that spell a
//     command line run it once Enter is pressed.
//   - Code injected into another process through an instrumentation
//     runtime (Frida's JavaScript API) that calls the process's native
//     functions or changes its memory does what no reader can tell: it
//     is held. Code that only reads (hooks that log, enumerations)
//     stays what it was.
//   - A debugger's command that writes the memory of the program under
//     test changes a running program behind its back.

// impliedProgram is the program a tool's name implies for the command
// lines it is given: a word of its own name, or its server's name, that
// the command rules know as a program and that names no operation of
// its own (oci in run_oci_command, hcloud in hcloud_cli); not a word
// that names the text itself (run_script: script is the argument, not
// util-linux's script). "" when none does.
func (s *Set) impliedProgram(ts *toolSet, f *toolFacts) string {
	lx := s.lexicon()
	words := append(slices.Clip(f.own), toolcall.Words(f.read.Server)...)
	if f.read.Server != "" {
		words = append(words, f.read.Server)
	}
	for _, w := range words {
		if len(w) < 2 || slices.Contains(ts.names.Generic, w) || lx.wordClass(w) != verbNone || shellName(w) || isShellBuiltin(w) ||
			keyIn(w, ts.args.Shell) || keyIn(w, ts.args.Code) {
			continue
		}
		if !s.unlisted(&parser.Command{Name: w, Path: w}) {
			return w
		}
	}
	return ""
}

// withImpliedProgram returns a command line with the program its tool
// implies put before it, when the line has arguments and does not start
// with a program the rules know itself (compute instance list, not oci
// compute instance list nor kubectl get pods, nor a script's one name).
func (s *Set) withImpliedProgram(line, program string, opts parser.Options) (string, bool) {
	if program == "" || firstWord(line) == program || !shellText(line) {
		return line, false
	}
	sc := parser.Parse(line, opts)
	if len(sc.Problems) > 0 || len(sc.Commands) == 0 || !s.unlisted(sc.Commands[0]) {
		return line, false
	}
	return program + " " + line, true
}

// typesKeys reports whether a tool's own name says it types keys or text
// into a machine's keyboard (send_keys, type_text, keyboard_type,
// press_keys, input_text).
func typesKeys(words []string) bool {
	keys, types := false, false
	for _, w := range words {
		switch w {
		case "keys", "key", "keystrokes", "keyboard", "text", "string":
			keys = true
		}
		switch w {
		case "send", "type", "press", "input", "write", "enter", "keyboard":
			types = true
		}
	}
	return keys && types
}

// typedLines are typed text as the lines a terminal reads: a carriage
// return (Enter) ends a line as a newline does.
func typedLines(text string) string {
	return strings.TrimSpace(strings.ReplaceAll(text, "\r", "\n"))
}

// rubyRequire matches Ruby's require of a library, which takes no
// parentheses (require 'net/http'), unlike JavaScript's.
var rubyRequire = &lazy.Regexp{Src: `(?m)(?:^|;)\s*require(?:_relative)?\s+['"]`}

// injectedAPI matches JavaScript written against an instrumentation
// runtime that runs inside another process (Frida's Interceptor,
// NativeFunction, Module and Memory objects, its Java and ObjC bridges).
var injectedAPI = &lazy.Regexp{Src: `\b(?:Interceptor|NativeFunction|NativeCallback|SystemFunction|Memory|Module|Process|Stalker|ObjC|Java|ApiResolver|CModule)\s*\.\s*[a-zA-Z]|\bnew\s+(?:NativeFunction|NativeCallback|SystemFunction|NativePointer|CModule)\b|\bptr\s*\(`}

// injectedChange matches such code that does more than read: it calls a
// native function of the process (NativeFunction, SystemFunction), makes
// native code (CModule), writes or unprotects memory (Memory.write*,
// Memory.patchCode, Memory.protect, a pointer's write*), replaces a
// function or a method (Interceptor.replace, a Java or ObjC method's
// implementation), or opens files and sockets from inside the process.
var injectedChange = &lazy.Regexp{Src: `\b(?:NativeFunction|SystemFunction|CModule)\b|\bMemory\s*\.\s*(?:write\w*|patchCode|protect|copy|dup)\s*\(|\.\s*write(?:U8|S8|U16|S16|U32|S32|U64|S64|Int|UInt|Short|UShort|Long|ULong|Float|Double|Pointer|ByteArray|Utf8String|Utf16String|AnsiString|CString)\s*\(|\bInterceptor\s*\.\s*(?:replace\w*|revert)\s*\(|\.\s*implementation\s*=|\bnew\s+(?:File|Socket|SqliteDatabase)\b|\bSocket\s*\.\s*connect\s*\(|\bFile\s*\.\s*write\w*\s*\(|\bProcess\s*\.\s*(?:setExceptionHandler)\s*\(`}

// injectedCodeChanges reports whether code is injected into another
// process and does what cannot be read there.
func injectedCodeChanges(code string) bool {
	return len(code) <= maxShellCode && injectedAPI.Get().MatchString(code) && injectedChange.Get().MatchString(code)
}

// debuggerMemoryWrite reports whether a debugger's command line writes
// the memory of the program under test: LLDB's memory write (me w),
// GDB's set of an address (set {int}0x..., set *(char *)0x...), WinDbg's
// and cdb's edit and fill commands (eb, ed, eq, ea, eu, ew, ed, ez, f),
// x64dbg's memory setters.
func debuggerMemoryWrite(line string) bool {
	for cmd := range strings.SplitSeq(line, "\n") {
		f := strings.Fields(strings.TrimSpace(cmd))
		if len(f) == 0 {
			continue
		}
		w := strings.ToLower(f[0])
		switch {
		case len(f) > 1 && prefixOf(w, "memory", 2) && prefixOf(f[1], "write", 1):
			return true
		case len(f) > 1 && w == "set" && (strings.HasPrefix(f[1], "{") || strings.HasPrefix(f[1], "*")):
			return true
		case len(f) > 1 && (w == "set" || w == "print" || w == "p" || w == "call") && strings.Contains(strings.Join(f[1:], " "), "*(") && strings.Contains(cmd, "="):
			return true
		case len(f) > 1 && evaluates(w) && !debuggerSetting(w, f[1]) && assigns(strings.Join(f[1:], " ")):
			// A variable or a register set by an expression (GDB's set
			// var x = 0, print x = 0, set $pc = ...; LLDB's expr x = 0;
			// WinDbg's r rip=...) is the program's memory changed.
			return true
		case len(f) > 2 && prefixOf(w, "register", 2) && prefixOf(f[1], "write", 1):
			return true
		case len(f) > 2:
			switch w {
			case "e", "eb", "ed", "eq", "ea", "eu", "ew", "ef", "ep", "ez", "eza", "ezu", "f", "fp",
				"memset", "setbyte", "setword", "setdword", "setqword", "fill", "memfill", "asm":
				return true
			}
		}
	}
	return false
}

// evaluates reports whether a debugger's command evaluates an
// expression in the program under test, or sets a register: GDB's set,
// print, call and output; LLDB's expression, expr, e, print, p, call and
// po; WinDbg's r.
func evaluates(w string) bool {
	switch w {
	case "set", "print", "p", "call", "output", "expression", "expr", "e", "po", "r", "inspect":
		return true
	}
	return false
}

// debuggerSetting reports whether GDB's set names one of the debugger's
// own settings (set args a=b, set environment K=V, set logging ...),
// which change no memory of the program.
func debuggerSetting(w, name string) bool {
	if w != "set" {
		return false
	}
	switch name {
	case "args", "environment", "env", "logging", "history", "substitute-path", "sysroot", "solib-search-path",
		"print", "pagination", "confirm", "listsize", "width", "height", "disassembly-flavor", "style", "startup-with-shell":
		return true
	}
	return false
}

// assigns reports whether an expression assigns: an = that is not part
// of ==, !=, <= or >=, or an increment.
func assigns(expr string) bool {
	if strings.Contains(expr, "++") || strings.Contains(expr, "--") && !strings.Contains(expr, "-- ") {
		return true
	}
	for i := 0; i < len(expr); i++ {
		if expr[i] != '=' {
			continue
		}
		if i+1 < len(expr) && expr[i+1] == '=' {
			i++
			continue
		}
		if i > 0 && strings.IndexByte("=!<>", expr[i-1]) >= 0 {
			continue
		}
		return true
	}
	return false
}

// unreadRun holds a command line run outside the tool's own program (a
// debugger's shell escape) whose programs the rules cannot read: a
// program no rule names (Windows' reg, schtasks) or text that does not
// parse. What gatesh cannot read there is red, as a command it cannot
// resolve is.
func (fx *effects) unreadRun(s *Set, sc *parser.Script, tool, what string) {
	unread := len(sc.Problems) > 0
	for _, c := range sc.Commands {
		unread = unread || s.unlisted(c)
	}
	if unread {
		fx.hits = append(fx.hits, Hit{ID: "tool-run-unread", Tier: Red, Command: tool + " " + what,
			Reason: "it runs a command line outside the tool's own program that gatesh cannot read: a program no rule knows, or text that does not parse"})
	}
}

// debuggerShellLine is the command a debugger's shell escape runs, with
// the escape's own options taken off: WinDbg's .shell [-ci "commands"]
// [-i file] [-o file] [-e file] [-x] command.
func debuggerShellLine(rest string) string {
	for {
		rest = strings.TrimSpace(rest)
		opt, after, _ := strings.Cut(rest, " ")
		after = strings.TrimSpace(after)
		switch opt {
		case "-x":
			rest = after
		case "-ci", "-i", "-o", "-e":
			if after == "" {
				return ""
			}
			if q := after[:1]; q == `"` || q == `'` {
				j := strings.Index(after[1:], q)
				if j < 0 {
					return ""
				}
				rest = after[j+2:]
				continue
			}
			_, rest, _ = strings.Cut(after, " ")
		default:
			return rest
		}
	}
}
