package inline

import "strings"

var awk = Lang{
	Name:    "awk",
	Wrapper: "awk",
	calls:   []call{{"system", "shell"}},
	extra:   awkIO,
}

// awkIO finds the string literals awk hands to a shell, or uses as a file
// it reads or writes: "cmd" | getline, print | "cmd", getline < "file",
// print > "file".
func awkIO(code string) []Call {
	var out []Call
	for i := 0; i < len(code); i++ {
		if code[i] != '"' {
			continue
		}
		start := i
		v, next := parseString(code, i, "awk", false, false)
		i = next - 1
		after := skipSpace(code, next)
		before := start - 1
		for before >= 0 && (code[before] == ' ' || code[before] == '\t') {
			before--
		}
		pipeAfter := after < len(code) && code[after] == '|' && (after+1 >= len(code) || code[after+1] != '|')
		pipeBefore := before >= 0 && (code[before] == '|' && (before == 0 || code[before-1] != '|') || code[before] == '&' && before > 0 && code[before-1] == '|')
		stmt := code[max(0, strings.LastIndexAny(code[:max(before, 0)], ";{}\n")+1):max(before, 0)]
		switch {
		case pipeAfter || pipeBefore:
			out = append(out, Call{Kind: "shell", Args: []Value{v}})
		case before >= 0 && code[before] == '<' && strings.Contains(stmt, "getline"):
			out = append(out, Call{Kind: "read", Args: []Value{v}})
		case before >= 0 && code[before] == '>' && (strings.Contains(stmt, "print")):
			out = append(out, Call{Kind: "write", Args: []Value{v}})
		}
		// print | "sh": the shell runs whatever awk prints, which is
		// the input's text, not known statically.
		if pipeBefore && awkReadsProgram(v) {
			out = append(out, Call{Kind: "shell", Args: []Value{{Dynamic: true, Expr: "awk output | " + v.Str}}})
		}
	}
	return append(out, awkPipeExprs(code)...)
}

// awkReadsProgram reports a command that takes its program on standard
// input: a shell, or an interpreter or scheduler named without a script.
func awkReadsProgram(v Value) bool {
	if v.Dynamic {
		return false
	}
	f := strings.Fields(v.Str)
	if len(f) == 0 {
		return false
	}
	name := f[len(f)-1]
	if i := strings.LastIndexByte(f[0], '/'); i >= 0 {
		f[0] = f[0][i+1:]
	}
	switch f[0] {
	case "sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "yash", "fish", "csh", "tcsh", "at", "batch", "busybox":
		return true
	case "python", "python3", "perl", "ruby", "node", "php", "lua", "Rscript", "tclsh":
		return len(f) == 1 || name == "-"
	}
	return false
}

// awkPipeExprs finds pipes whose command is an expression rather than a
// string literal (print | cmd, cmd | getline with cmd = $0): a command
// not known statically. Strings and regular expressions are skipped, so
// that /a|b/ and "x|y" are not pipes.
func awkPipeExprs(code string) []Call {
	var out []Call
	prev := byte(0) // the last character that is not a space
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case c == '"':
			_, next := parseString(code, i, "awk", false, false)
			i, prev = next-1, '"'
			continue
		case c == '/' && awkRegexStart(prev):
			j := i + 1
			for j < len(code) && code[j] != '/' && code[j] != '\n' {
				if code[j] == '\\' {
					j++
				}
				if j < len(code) && code[j] == '[' {
					// a bracket expression may hold a slash
					for j++; j < len(code) && code[j] != ']' && code[j] != '\n'; j++ {
					}
				}
				j++
			}
			i, prev = j, '/'
			continue
		case c == '#':
			for i < len(code) && code[i] != '\n' {
				i++
			}
			prev = '\n'
			continue
		case c == '|' && prev != '|' && (i+1 >= len(code) || code[i+1] != '|'):
			rest := code[skipSpace(code, i+1):]
			rest = strings.TrimPrefix(rest, "&") // gawk's |& coprocess
			rest = strings.TrimLeft(rest, " \t")
			switch {
			case strings.HasPrefix(rest, "getline"):
				// The command is before the pipe: a literal is read by
				// awkIO; an expression is not known.
				if prev != '"' {
					out = append(out, Call{Kind: "shell", Args: []Value{{Dynamic: true, Expr: "cmd | getline"}}})
				}
			case rest == "" || rest[0] == '"':
			default:
				out = append(out, Call{Kind: "shell", Args: []Value{{Dynamic: true, Expr: "print | cmd"}}})
			}
		}
		if c != ' ' && c != '\t' {
			prev = c
		}
	}
	return out
}

// awkRegexStart reports whether a slash after prev opens a regular
// expression rather than dividing.
func awkRegexStart(prev byte) bool {
	return prev == 0 || strings.IndexByte("(,{};!~&|=:?\n", prev) >= 0
}

// awkEscape decodes an octal (\ooo) or hex (\xHH) escape after the
// backslash, returning the byte and how many characters it used.
func awkEscape(s string) (byte, int) {
	if s == "" {
		return 0, 0
	}
	if s[0] == 'x' {
		n, j := 0, 1
		for j < len(s) && j < 3 && isHex(s[j]) {
			n = n*16 + hexVal(s[j])
			j++
		}
		if j == 1 {
			return 0, 0
		}
		return byte(n), j
	}
	n, j := 0, 0
	for j < len(s) && j < 3 && s[j] >= '0' && s[j] <= '7' {
		n = n*8 + int(s[j]-'0')
		j++
	}
	return byte(n), j
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	default:
		return int(c-'A') + 10
	}
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
