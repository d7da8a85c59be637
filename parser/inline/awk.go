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
	}
	return out
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
