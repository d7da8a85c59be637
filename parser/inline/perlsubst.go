package inline

import "strings"

// perlOnlyEdits reports whether perl code is nothing but substitutions and
// transliterations (s/PAT/REPL/FLAGS, tr/A/B/, y/A/B/), separated by
// semicolons and white space: the shape of `perl -pe 's/.../.../g'`. In
// such code a backtick is text, not a command (perlop: the pattern and the
// replacement are read as a double-quoted string, where a backtick has no
// meaning). It reports false where any part may run code: the e flag (the
// replacement is evaluated), a code block in the pattern ((?{ }), (??{ }),
// (*{ })), or an interpolation that can carry an expression (${ }, @{ }, a
// variable with a subscript), and false for anything it does not read.
func perlOnlyEdits(code string) bool {
	i, n := 0, 0
	for {
		for i < len(code) && (code[i] == ';' || code[i] == ' ' || code[i] == '\t' || code[i] == '\n' || code[i] == '\r') {
			i++
		}
		if i == len(code) {
			return n > 0
		}
		op := ""
		switch {
		case strings.HasPrefix(code[i:], "tr"):
			op = "tr"
		case code[i] == 's' || code[i] == 'y':
			op = code[i : i+1]
		default:
			return false
		}
		i += len(op)
		if i >= len(code) {
			return false
		}
		open := code[i]
		if isIdent(open) || strings.IndexByte(" \t\r\n#", open) >= 0 {
			return false
		}
		pat, rest, ok := perlDelimited(code, i)
		if !ok {
			return false
		}
		i = rest
		if closer := perlCloser(open); closer != open {
			// s{PAT}{REPL}: the second part has its own brackets.
			if i >= len(code) || perlCloser(code[i]) == code[i] {
				return false
			}
			open = code[i]
		} else {
			i-- // s/PAT/REPL/: the middle delimiter opens the replacement
		}
		repl, rest, ok := perlDelimited(code, i)
		if !ok {
			return false
		}
		i = rest
		flags := i
		for i < len(code) && (code[i] >= 'a' && code[i] <= 'z') {
			i++
		}
		if op == "s" && (strings.IndexByte(code[flags:i], 'e') >= 0 || open != '\'' && (!perlPlainText(pat) || !perlPlainText(repl))) {
			return false
		}
		if i < len(code) && code[i] != ';' && strings.IndexByte(" \t\r\n", code[i]) < 0 {
			return false
		}
		n++
	}
}

// perlCloser is the delimiter that closes one opened with open.
func perlCloser(open byte) byte {
	if c, ok := map[byte]byte{'{': '}', '(': ')', '[': ']', '<': '>'}[open]; ok {
		return c
	}
	return open
}

// perlDelimited reads the delimited body that opens at code[i], honouring
// backslash escapes and nested brackets, and returns the body and the index
// after its closing delimiter.
func perlDelimited(code string, i int) (string, int, bool) {
	open := code[i]
	closer := perlCloser(open)
	depth := 0
	for j := i + 1; j < len(code); j++ {
		switch c := code[j]; {
		case c == '\\':
			j++
		case c == closer && depth == 0:
			return code[i+1 : j], j + 1, true
		case c == closer:
			depth--
		case c == open && closer != open:
			depth++
		}
	}
	return "", 0, false
}

// perlPlainText reports whether a pattern or replacement interpolates
// nothing that can run code: no code block, no ${ } or @{ } block, and no
// variable that could carry a subscript expression. A capture ($1, $&) and
// an end anchor ($ before ), | or the end) are text, but not $) or $|
// with a subscript after it.
func perlPlainText(body string) bool {
	if strings.Contains(body, "(?{") || strings.Contains(body, "(??{") || strings.Contains(body, "(*{") {
		return false
	}
	for j := 0; j < len(body); j++ {
		switch body[j] {
		case '\\':
			j++
		case '$':
			k := j + 1
			for k < len(body) && body[k] >= '0' && body[k] <= '9' {
				k++
			}
			if k == j+1 && k < len(body) && body[k] == '&' {
				k++
			}
			if k < len(body) && strings.IndexByte(")|", body[k]) < 0 && (k == j+1 || body[k] == '[' || body[k] == '{') {
				return false
			}
			// $) and $| are variables in a replacement: a subscript
			// after one ($)[EXPR], $|{EXPR}) is evaluated.
			if k == j+1 && k+1 < len(body) && strings.IndexByte(")|", body[k]) >= 0 && strings.IndexByte("[{", body[k+1]) >= 0 {
				return false
			}
		case '@':
			if j+1 < len(body) && (isIdent(body[j+1]) || strings.IndexByte("{$:+-^", body[j+1]) >= 0) {
				return false
			}
		}
	}
	return true
}
