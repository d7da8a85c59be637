package inline

import "strings"

// elisp models Emacs Lisp (emacs --batch --eval).
var elisp = Lang{
	Name:    "elisp",
	Wrapper: "emacs --eval",
	extra:   elispCalls,
	unlisted: []pattern{
		{cap: Process, src: `\b(make-process|process-file|call-process-shell-command|start-file-process|make-pipe-process|start-process-shell-command)\b|\((funcall|apply|eval)\b`},
		{cap: Network, src: `\burl-request-(method|data)\b|\b(open-network-stream|make-network-process)\b|\(plz\s+'(post|put|patch|delete)\b|:type\s+"(POST|PUT|PATCH|DELETE)"`},
		{cap: Database, src: `\b(sqlite-open|sqlite-execute|emacsql|sql-connect)\b`},
		{cap: Mail, src: `\b(smtpmail-send-it|message-send|message-send-and-exit|sendmail-send-it|mail-send|mail-send-and-exit)\b`},
	},
}

// elispCalls reads (shell-command "cmd"), (call-process "prog" nil nil nil
// "arg"...), (start-process "name" buf "prog" "arg"...), (process-lines
// "prog" "arg"...), (delete-file "f") and (delete-directory "d" t).
func elispCalls(code string) []Call {
	var out []Call
	for i := 0; i < len(code); i++ {
		if code[i] != '(' {
			continue
		}
		j := i + 1
		for j < len(code) && (isIdent(code[j]) || code[j] == '-') {
			j++
		}
		fn := code[i+1 : j]
		switch fn {
		case "shell-command", "shell-command-to-string", "async-shell-command", "call-process-shell-command":
		case "call-process", "start-process", "process-lines", "delete-file", "delete-directory":
		default:
			continue
		}
		args := elispArgs(code, j)
		if len(args) == 0 {
			continue
		}
		switch fn {
		case "call-process":
			argv := []Value{args[0]}
			if len(args) > 4 {
				argv = append(argv, args[4:]...)
			}
			out = append(out, Call{Kind: "argv", Args: []Value{{IsList: true, List: argv}}})
		case "start-process":
			if len(args) > 2 {
				out = append(out, Call{Kind: "argv", Args: []Value{{IsList: true, List: args[2:]}}})
			}
		case "process-lines":
			out = append(out, Call{Kind: "argv", Args: []Value{{IsList: true, List: args}}})
		case "delete-file":
			out = append(out, Call{Kind: "rmf", Args: args[:1]})
		case "delete-directory":
			kind := "rmdir"
			if len(args) > 1 && args[1].Str != "nil" {
				kind = "rmrf"
			}
			out = append(out, Call{Kind: kind, Args: args[:1]})
		default:
			out = append(out, Call{Kind: "shell", Args: args[:1]})
		}
	}
	return out
}

// elispArgs reads the arguments of a form up to its closing parenthesis:
// strings, and symbols (nil, t) as themselves; anything else is an
// expression.
func elispArgs(code string, i int) []Value {
	var out []Value
	for len(out) < 16 {
		i = skipSpace(code, i)
		if i >= len(code) || code[i] == ')' {
			break
		}
		switch {
		case code[i] == '"':
			v, next := parseString(code, i, "elisp", false, false)
			out = append(out, v)
			i = next
		case code[i] == '(' || code[i] == '\'' || code[i] == '`':
			// A form or quoted list: skip it, balanced.
			start := i
			depth := 0
			for ; i < len(code); i++ {
				if code[i] == '(' {
					depth++
				} else if code[i] == ')' {
					depth--
					if depth <= 0 {
						i++
						break
					}
				} else if code[i] == '"' {
					_, next := parseString(code, i, "elisp", false, false)
					i = next - 1
				} else if depth == 0 && (code[i] == ' ' || code[i] == '\n') && i > start+1 {
					break
				}
			}
			out = append(out, Value{Dynamic: true, Expr: strings.TrimSpace(code[start:i])})
		default:
			j := i
			for j < len(code) && code[j] != ' ' && code[j] != ')' && code[j] != '\n' && code[j] != '\t' {
				j++
			}
			sym := code[i:j]
			if sym == "nil" || sym == "t" {
				out = append(out, Value{Str: sym})
			} else {
				out = append(out, Value{Dynamic: true, Expr: sym})
			}
			i = j
		}
	}
	return out
}
