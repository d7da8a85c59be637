package inline

import "strings"

// tcl models Tcl (tclsh, wish) and expect, which is Tcl with spawn.
var tcl = Lang{
	Name:    "tcl",
	Wrapper: "tclsh",
	extra:   tclCalls,
	unlisted: []pattern{
		{cap: Process, src: `(^|[\s;\[{])(eval|uplevel|interp|subst|namespace\s+eval)\s|(^|[;\[{\n])\s*\$\w+`},
		{cap: Network, src: `\bhttp::geturl\b[^\n;]*-query|\bsocket\b`},
		{cap: Database, src: `\b(tdbc|sqlite3|mysqltcl|pgtcl|Pgtcl)\b`},
		{cap: Mail, src: `\bsmtp::|\bmime::`},
	},
}

// tclCalls reads the Tcl commands that run programs or delete files:
// exec and spawn (a program and its arguments), system (a shell string),
// open "|cmd", and file delete.
func tclCalls(code string) []Call {
	var out []Call
	for _, cmd := range tclCommands(code) {
		words, braced := tclWords(cmd)
		if len(words) == 0 {
			continue
		}
		// A braced word may be a body of code: if, while, proc, after.
		for k, w := range words {
			if braced[k] && k > 0 {
				out = append(out, tclCalls(w.Str)...)
			}
		}
		switch words[0].Str {
		case "exec", "spawn":
			rest := words[1:]
			for len(rest) > 0 && strings.HasPrefix(rest[0].Str, "-") && !rest[0].Dynamic {
				stop := rest[0].Str == "--"
				rest = rest[1:]
				if stop {
					break
				}
			}
			if len(rest) > 0 {
				out = append(out, Call{Kind: "argv", Args: []Value{{IsList: true, List: rest}}})
			}
		case "system":
			out = append(out, Call{Kind: "shell", Args: []Value{joinValues(words[1:])}})
		case "send", "exp_send":
			// expect types the text into what it spawned, a shell as
			// often as not: read it as one.
			rest := words[1:]
			for len(rest) > 0 && strings.HasPrefix(rest[0].Str, "-") && !rest[0].Dynamic {
				stop := rest[0].Str == "--"
				rest = rest[1:]
				if stop {
					break
				}
			}
			if len(rest) > 0 {
				v := rest[len(rest)-1]
				v.Str = strings.TrimRight(v.Str, "\r\n")
				out = append(out, Call{Kind: "shell", Args: []Value{v}})
			}
		case "open":
			if len(words) > 1 && strings.HasPrefix(words[1].Str, "|") {
				v := words[1]
				v.Str = v.Str[1:]
				out = append(out, Call{Kind: "shell", Args: []Value{v}})
			}
		case "file":
			if len(words) < 3 || words[1].Str != "delete" {
				continue
			}
			kind := "rmf"
			for _, w := range words[2:] {
				switch {
				case w.Str == "-force":
					kind = "rmrf"
				case w.Str == "--":
				default:
					out = append(out, Call{Kind: kind, Args: []Value{w}})
				}
			}
		}
	}
	return out
}

// tclCommands splits Tcl code into commands: at newlines and semicolons
// outside braces and quotes, and the bodies of [...] substitutions too.
func tclCommands(code string) []string {
	var out []string
	var cur strings.Builder
	depth := 0
	quoted := false
	flush := func() {
		if s := strings.TrimSpace(cur.String()); s != "" {
			out = append(out, s)
		}
		cur.Reset()
	}
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case c == '\\' && i+1 < len(code):
			cur.WriteByte(c)
			i++
			cur.WriteByte(code[i])
			continue
		case c == '"' && depth == 0:
			quoted = !quoted
		case c == '{' && !quoted:
			depth++
		case c == '}' && !quoted && depth > 0:
			depth--
		case c == '[':
			// A command substitution runs a command of its own.
			flush()
			continue
		case c == ']':
			flush()
			continue
		case (c == '\n' || c == ';') && depth == 0 && !quoted:
			flush()
			continue
		}
		cur.WriteByte(c)
	}
	flush()
	return out
}

// tclWords splits one command into words: {braced} literally, "quoted"
// and bare words with $variables marking them dynamic.
func tclWords(cmd string) ([]Value, []bool) {
	var out []Value
	var braced []bool
	for i := 0; i < len(cmd); {
		for i < len(cmd) && (cmd[i] == ' ' || cmd[i] == '\t') {
			i++
		}
		if i >= len(cmd) {
			break
		}
		var sb strings.Builder
		v := Value{}
		braced = append(braced, cmd[i] == '{')
		switch cmd[i] {
		case '{':
			depth := 0
			j := i
			for ; j < len(cmd); j++ {
				if cmd[j] == '{' {
					depth++
				} else if cmd[j] == '}' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if j < len(cmd) {
				sb.WriteString(cmd[i+1 : j])
			} else {
				sb.WriteString(cmd[i+1:])
			}
			i = j + 1
		default:
			end := byte(' ')
			if cmd[i] == '"' {
				end = '"'
				i++
			}
			for i < len(cmd) && cmd[i] != end && !(end == ' ' && cmd[i] == '\t') {
				c := cmd[i]
				if c == '\\' && i+1 < len(cmd) {
					i++
					c = cmd[i]
					switch c {
					case 'n':
						c = '\n'
					case 'r':
						c = '\r'
					case 't':
						c = '\t'
					}
				} else if c == '$' {
					v.Dynamic = true
					sb.WriteString("$CODE")
					i++
					for i < len(cmd) && (isIdent(cmd[i]) || cmd[i] == ':') {
						i++
					}
					continue
				}
				sb.WriteByte(c)
				i++
			}
			i++
		}
		v.Str = sb.String()
		out = append(out, v)
	}
	return out, braced
}

// joinValues joins words with spaces, as a shell string.
func joinValues(vs []Value) Value {
	out := Value{}
	strs := make([]string, len(vs))
	for i, v := range vs {
		strs[i] = v.Str
		out.Dynamic = out.Dynamic || v.Dynamic
	}
	out.Str = strings.Join(strs, " ")
	return out
}
