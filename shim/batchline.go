package shim

import (
	"unicode/utf8"
)

// flatRequest reads a request line of check --batch of the common shape,
// a JSON object whose only keys are "cmd" and "cwd", each at most once,
// with string or null values, as toolcall.Object and json.Unmarshal read
// it, for a fraction of their cost: the batch reads a thousand such lines
// and more. ok is false for every other line (a tool call, another key,
// a \u escape of a surrogate, anything that is not valid JSON), which the
// exact path then reads and, where it must, refuses.
func flatRequest(line []byte) (cmd, cwd string, hasCmd, hasCwd, ok bool) {
	if !utf8.Valid(line) {
		return
	}
	r := flatReader{b: line}
	r.space()
	if !r.byte('{') {
		return
	}
	r.space()
	if r.byte('}') {
		return "", "", false, false, r.end()
	}
	seenCmd, seenCwd := false, false
	for {
		key, kok := r.str()
		if !kok {
			return
		}
		r.space()
		if !r.byte(':') {
			return
		}
		r.space()
		val, null := "", false
		if r.lit("null") {
			null = true
		} else if val, kok = r.str(); !kok {
			return
		}
		switch {
		case key == "cmd" && !seenCmd:
			seenCmd, cmd, hasCmd = true, val, !null
		case key == "cwd" && !seenCwd:
			seenCwd, cwd, hasCwd = true, val, !null
		default:
			return "", "", false, false, false
		}
		r.space()
		if r.byte('}') {
			return cmd, cwd, hasCmd, hasCwd, r.end()
		}
		if !r.byte(',') {
			return
		}
		r.space()
	}
}

// flatReader reads JSON from b; every method leaves it where it failed.
type flatReader struct {
	b []byte
	i int
}

func (r *flatReader) space() {
	for r.i < len(r.b) {
		switch r.b[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

func (r *flatReader) byte(c byte) bool {
	if r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

func (r *flatReader) lit(s string) bool {
	if len(r.b)-r.i >= len(s) && string(r.b[r.i:r.i+len(s)]) == s {
		r.i += len(s)
		return true
	}
	return false
}

// end reports whether only white space is left.
func (r *flatReader) end() bool {
	r.space()
	return r.i == len(r.b)
}

// str reads a JSON string. A \u escape of a surrogate is left to the
// exact path, which refuses a lone one.
func (r *flatReader) str() (string, bool) {
	if !r.byte('"') {
		return "", false
	}
	start := r.i
	for r.i < len(r.b) {
		c := r.b[r.i]
		switch {
		case c == '"':
			s := string(r.b[start:r.i])
			r.i++
			return s, true
		case c == '\\':
			return r.escaped(start)
		case c < 0x20:
			return "", false
		}
		r.i++
	}
	return "", false
}

// escaped reads the rest of a string that holds an escape, from start.
func (r *flatReader) escaped(start int) (string, bool) {
	out := append([]byte(nil), r.b[start:r.i]...)
	for r.i < len(r.b) {
		c := r.b[r.i]
		switch {
		case c == '"':
			r.i++
			return string(out), true
		case c < 0x20:
			return "", false
		case c != '\\':
			out = append(out, c)
			r.i++
			continue
		}
		if r.i+1 >= len(r.b) {
			return "", false
		}
		e := r.b[r.i+1]
		r.i += 2
		switch e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			if r.i+4 > len(r.b) {
				return "", false
			}
			v, ok := hex4(r.b[r.i : r.i+4])
			if !ok || v >= 0xD800 && v <= 0xDFFF {
				return "", false
			}
			r.i += 4
			out = utf8.AppendRune(out, v)
		default:
			return "", false
		}
	}
	return "", false
}

func hex4(b []byte) (rune, bool) {
	var v rune
	for _, c := range b {
		switch {
		case '0' <= c && c <= '9':
			v = v<<4 | rune(c-'0')
		case 'a' <= c && c <= 'f':
			v = v<<4 | rune(c-'a'+10)
		case 'A' <= c && c <= 'F':
			v = v<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return v, true
}
