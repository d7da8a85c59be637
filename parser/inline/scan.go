package inline

import "strings"

// parseArgs reads up to three arguments of a call starting at code[i].
func parseArgs(code string, i int, lang string) []Value {
	i = skipSpace(code, i)
	paren := i < len(code) && code[i] == '('
	if paren {
		i++
	}
	var out []Value
	for len(out) < 16 {
		i = skipSpace(code, i)
		if i >= len(code) {
			break
		}
		v, next := parseValue(code, i, lang)
		if next <= i {
			break
		}
		v, next = concatenated(code, v, next, lang)
		out = append(out, v)
		i = skipSpace(code, next)
		if i >= len(code) || code[i] != ',' {
			break
		}
		i++
	}
	return out
}

func skipSpace(code string, i int) int {
	for i < len(code) && (code[i] == ' ' || code[i] == '\t' || code[i] == '\n' || code[i] == '\r') {
		i++
	}
	return i
}

// concatenated extends a value followed by more expression ("rm -rf " +
// path, "x %s" % y, "...".format(y)): the string gets a placeholder at its
// end and becomes dynamic.
func concatenated(code string, v Value, i int, lang string) (Value, int) {
	j := skipSpace(code, i)
	if j >= len(code) || strings.IndexByte(",)];\n", code[j]) >= 0 || v.Expr != "" {
		return v, i
	}
	rest, end := parseValue(code, j, lang)
	if end <= j {
		return v, i
	}
	if rest.Expr == ".split()" || rest.Expr == ".strip()" {
		return v, end
	}
	if !v.IsList {
		v.Str += "$CODE"
	}
	v.Dynamic = true
	return v, end
}

// parseValue reads a string literal, a list literal or an expression.
func parseValue(code string, i int, lang string) (Value, int) {
	j := i
	if lang == "python" {
		for j < len(code) && j-i < 2 && strings.IndexByte("rRbBuUfF", code[j]) >= 0 {
			j++
		}
	}
	if j < len(code) && (code[j] == '\'' || code[j] == '"' || code[j] == '`' && lang == "node") {
		prefix := strings.ToLower(code[i:j])
		return parseString(code, j, lang, strings.Contains(prefix, "r"), strings.Contains(prefix, "f"))
	}
	rList := lang == "r" && strings.HasPrefix(code[i:], "c(")
	if code[i] == '[' || (lang == "perl" && code[i] == '(') || rList {
		closer := byte(']')
		if code[i] == '(' || rList {
			closer = ')'
		}
		v := Value{IsList: true}
		k := i + 1
		if rList {
			k++ // c( ... ) is an R vector
		}
		for {
			k = skipSpace(code, k)
			if k >= len(code) {
				return v, k
			}
			if code[k] == closer {
				return v, k + 1
			}
			el, next := parseValue(code, k, lang)
			if next <= k {
				return Value{Dynamic: true, Expr: code[i:k]}, k
			}
			el, next = concatenated(code, el, next, lang)
			v.List = append(v.List, el)
			k = skipSpace(code, next)
			if k < len(code) && code[k] == ',' {
				k++
			}
		}
	}
	// An expression: up to a comma or closing bracket at depth zero.
	depth := 0
	k := i
	for ; k < len(code); k++ {
		c := code[k]
		if c == '(' || c == '[' || c == '{' {
			depth++
		} else if c == ')' || c == ']' || c == '}' {
			if depth == 0 {
				break
			}
			depth--
		} else if (c == ',' || c == ';' || c == '\n') && depth == 0 {
			break
		} else if c == '\'' || c == '"' {
			_, next := parseString(code, k, lang, false, false)
			k = next - 1
		}
	}
	expr := strings.TrimSpace(code[i:k])
	expr = strings.TrimPrefix(expr, "$")
	return Value{Dynamic: true, Expr: expr}, k
}

// parseString reads a quoted string; interpolation makes it dynamic,
// written with "$CODE" placeholders so that a reparse sees unknown words.
func parseString(code string, i int, lang string, raw, fstring bool) (Value, int) {
	q := code[i]
	triple := lang == "python" && strings.HasPrefix(code[i:], strings.Repeat(string(q), 3))
	end := string(q)
	if triple {
		end = strings.Repeat(string(q), 3)
		i += 3
	} else {
		i++
	}
	interp := q == '"' && (lang == "perl" || lang == "ruby" || lang == "php") || q == '`' || fstring
	var sb strings.Builder
	v := Value{}
	for i < len(code) {
		if strings.HasPrefix(code[i:], end) {
			v.Str = sb.String()
			return v, i + len(end)
		}
		c := code[i]
		if c == '\\' && !raw && i+1 < len(code) && lang == "awk" {
			if n, width := awkEscape(code[i+1:]); width > 0 {
				sb.WriteByte(n)
				i += 1 + width
				continue
			}
		}
		if c == '\\' && !raw && i+1 < len(code) {
			i++
			switch code[i] {
			case 'n':
				sb.WriteByte('\n')
			case 't':
				sb.WriteByte('\t')
			default:
				if q == '\'' && lang != "python" && lang != "node" && code[i] != '\'' && code[i] != '\\' {
					sb.WriteByte('\\')
				}
				sb.WriteByte(code[i])
			}
			i++
			continue
		}
		if interp {
			if n := interpolation(code, i, lang, q); n > 0 {
				sb.WriteString("$CODE")
				v.Dynamic = true
				i += n
				continue
			}
		}
		sb.WriteByte(c)
		i++
	}
	v.Str = sb.String()
	return v, i
}

// interpolation returns the length of an interpolated expression at
// code[i], or 0.
func interpolation(code string, i int, lang string, q byte) int {
	rest := code[i:]
	var open string
	switch {
	case lang == "python" && strings.HasPrefix(rest, "{{"):
		return 0
	case lang == "python" && rest[0] == '{':
		open = "{"
	case q == '`' && strings.HasPrefix(rest, "${"), lang == "php" && strings.HasPrefix(rest, "{$"):
		open = rest[:2]
	case lang == "ruby" && strings.HasPrefix(rest, "#{"):
		open = "#{"
	case (lang == "perl" || lang == "php") && (rest[0] == '$' || rest[0] == '@') && len(rest) > 1 && (isIdent(rest[1]) || rest[1] == '{'):
		n := 1
		if rest[1] == '{' {
			k := strings.IndexByte(rest, '}')
			if k < 0 {
				return len(rest)
			}
			return k + 1
		}
		for n < len(rest) && isIdent(rest[n]) {
			n++
		}
		return n
	default:
		return 0
	}
	depth := 0
	for k := len(open) - 1; k < len(rest); k++ {
		switch rest[k] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return k + 1
			}
		}
	}
	return len(rest)
}

// backticks finds `...`, qx{...} and %x{...} commands in perl, ruby and php.
func backticks(code, lang string) []Value {
	var out []Value
	for i := 0; i < len(code); i++ {
		switch {
		case code[i] == '`':
			v, next := parseString(code, i, lang, false, false)
			v.Dynamic = v.Dynamic || strings.Contains(v.Str, "$CODE")
			out = append(out, v)
			i = next - 1
		case (lang == "perl" && strings.HasPrefix(code[i:], "qx") || lang == "ruby" && strings.HasPrefix(code[i:], "%x")) && i+2 < len(code) && (i == 0 || !isIdent(code[i-1])):
			open := code[i+2]
			closer := map[byte]byte{'{': '}', '(': ')', '[': ']', '<': '>'}[open]
			if closer == 0 {
				closer = open
			}
			k := strings.IndexByte(code[i+3:], closer)
			if k < 0 {
				return out
			}
			body := code[i+3 : i+3+k]
			v := Value{Str: body}
			if strings.Contains(body, "#{") || lang == "perl" && strings.ContainsAny(body, "$@") && open != '\'' {
				v.Dynamic = true
			}
			out = append(out, v)
			i += 3 + k
		}
	}
	return out
}

func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// IsIdent reports whether s is a name: a placeholder "$NAME" can then
// stand for its value.
func IsIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isIdent(s[i]) {
			return false
		}
	}
	return s != ""
}
