package inline

import (
	"strings"

	"gatesh/internal/lazy"
)

// Value is an argument of a call in inline code: a string, a list, or an
// expression whose value is not known.
type Value struct {
	Str     string
	Dynamic bool // an expression, or a string with interpolation ("$CODE" marks it)
	List    []Value
	IsList  bool
	Expr    string // the expression's text, for an expression
	// Own is true for a path the same code made itself (a temporary
	// file or folder, a folder it created): deleting it loses nothing
	// that was there before.
	Own bool
}

// Call is one call in inline code that runs a command or touches a file.
type Call struct {
	// Kind is "shell" (a shell string), "argv" (a program and its
	// arguments), "execv"/"execl" (os.execv(path, [argv0, ...]),
	// os.execl(path, argv0, ...)), "spawnv"/"spawnl" (the same after a
	// mode), "rmrf", "rmf", "rmdir", "read", "open" (a file read, or
	// written when the mode says so) or "write".
	Kind string
	Args []Value
	at   int // where the call is in the code as scanned
}

// call is a name in a language's model and what calling it does.
type call struct {
	name string
	kind string
}

// Lang is the model of one language: the calls that run commands or
// touch files, and how its code is read.
type Lang struct {
	Name string
	// Wrapper labels the commands the code runs ("python -c").
	Wrapper string
	calls   []call
	// prepare rewrites the code before the scan and adds the names
	// imports bring in (python's from os import system).
	prepare func(code string, calls []call) (string, []call)
	// runsOnlyWith: the calls that run commands count only when the code
	// names this module (node's exec is child_process's only then).
	runsOnlyWith string
	// receivers: a call that runs commands may hang off these receivers
	// only (node: child_process.exec, cp.exec); nil means a call written
	// as a method (x.system) is not the language's own.
	receivers []string
	// anyReceiver: file calls may hang off any receiver (node's
	// fs.rmSync, fsp.rm).
	anyReceiver bool
	// bareCalls: calls need no parentheses (perl, ruby: system "ls").
	bareCalls bool
	// extra finds commands and files written in the language's own
	// syntax rather than as calls: backticks, awk's pipes.
	extra func(code string) []Call

	// modules returns the libraries with a capability, by import name.
	modules *lazy.Value[map[string]module]
	// globals are modules every snippet has without importing them
	// (Deno, Bun).
	globals []string
	// imports reads what a snippet's imports bind; nil for a language
	// without them.
	imports func(code string) bindings
	// unlisted are APIs that reach a capability outside modules, or
	// indirect ways to call anything.
	unlisted []pattern
	// analyze replaces Analyze for a language that mixes in another
	// (ipython's ! lines, gdb's python command).
	analyze func(code string) Result
	// input are the ways code runs text it reads at run time from
	// standard input or the terminal: a console or a debugger's prompt
	// (code.interact(), breakpoint(), binding.irb, repl.start()), or an
	// eval of what it reads (eval STDIN.read).
	input []pattern
}

// ReadsInput reports whether code runs text it reads from standard input
// or the terminal, as `python3 -` does: what runs is whatever is typed or
// fed to it, not the code gatesh reads.
func (l *Lang) ReadsInput(code string) bool {
	if l.Name == "python" || l.Name == "ipython" {
		code = pyPlainBuiltins(code) // builtins.breakpoint() is breakpoint()
	}
	for i := range l.input {
		if l.input[i].match(code) {
			return true
		}
	}
	return false
}

// Lookup returns the model of the language a payload is in, or nil.
func Lookup(name string) *Lang {
	switch name {
	case "python":
		return &python
	case "node":
		return &node
	case "perl":
		return &perl
	case "ruby":
		return &ruby
	case "php":
		return &php
	case "awk":
		return &awk
	case "lua":
		return &lua
	case "r":
		return &r
	case "tcl":
		return &tcl
	case "elisp":
		return &elisp
	case "gdb":
		return &gdb
	case "ipython":
		return &ipython
	}
	return nil
}

// Calls returns, in the order of the model, the calls in code that run
// commands or touch files.
func (l *Lang) Calls(code string) []Call {
	code, calls := l.prep(code)
	return l.scan(code, calls)
}

// prep applies the language's rewriting before the code is read.
func (l *Lang) prep(code string) (string, []call) {
	if l.prepare != nil {
		return l.prepare(code, l.calls)
	}
	return code, l.calls
}

// scan finds the calls of the model in code.
func (l *Lang) scan(code string, calls []call) []Call {
	runs := l.runsOnlyWith == "" || strings.Contains(code, l.runsOnlyWith)
	var out []Call
	seen := map[int]bool{}
	for _, c := range calls {
		execs := c.kind == "shell" || c.kind == "argv"
		if execs && !runs {
			continue
		}
		for off := 0; ; {
			i := strings.Index(code[off:], c.name)
			if i < 0 {
				break
			}
			i += off
			off = i + len(c.name)
			if seen[i] || !l.boundary(code, i, off, execs) {
				continue
			}
			seen[i] = true
			vals := parseArgs(code, off, l.Name)
			if len(vals) == 0 {
				continue
			}
			out = append(out, Call{Kind: c.kind, Args: vals, at: i})
		}
	}
	if l.extra != nil {
		out = append(out, l.extra(code)...)
	}
	return out
}

// boundary checks that a name found at code[i:end] is a whole name
// followed by a call.
func (l *Lang) boundary(code string, i, end int, execs bool) bool {
	if i > 0 {
		c := code[i-1]
		switch {
		case isIdent(c) || c == '$':
			return false
		case c == '.' && l.anyReceiver && !execs:
			// fs.rmSync and the like may hang off any receiver.
		case c == '.' && l.receivers != nil:
			j := i - 1
			for j > 0 && (isIdent(code[j-1]) || code[j-1] == '(' || code[j-1] == ')' || code[j-1] == '\'' || code[j-1] == '"') {
				j--
			}
			recv := code[j : i-1]
			ok := false
			for _, r := range l.receivers {
				if recv == r || strings.Contains(recv, l.runsOnlyWith) && l.runsOnlyWith != "" {
					ok = true
				}
			}
			if !ok {
				return false
			}
		case c == '.' || c == '>' || c == ':':
			return false
		}
	}
	if end < len(code) && isIdent(code[end]) {
		return false
	}
	j := end
	for j < len(code) && (code[j] == ' ' || code[j] == '\t') {
		j++
	}
	if j < len(code) && code[j] == '(' {
		return true
	}
	if l.Name == "lua" {
		// os.execute"cmd" and os.execute [[cmd]] are calls in Lua.
		return j < len(code) && (code[j] == '"' || code[j] == '\'' || code[j] == '[')
	}
	return l.bareCalls && j > end && j < len(code) && strings.IndexByte("'\"`$[qQ%", code[j]) >= 0
}
