package parser

import (
	"strings"
)

// codeCall says what a call in inline code does with its first argument.
type codeCall struct {
	name string
	// kind is "shell" (a shell string), "argv" (a program and its
	// arguments), "execv"/"execl" (os.execv(path, [argv0, ...]),
	// os.execl(path, argv0, ...)), "spawnv"/"spawnl" (the same after a
	// mode), "rmrf", "rmf", "rmdir", "read" or "open" (a file read, or
	// written when the mode says so), "write".
	kind string
}

// codeCalls lists, per language, the calls that run shell commands or
// delete files. Names are matched at a word boundary.
var codeCalls = map[string][]codeCall{
	"python": {
		{"os.system", "shell"}, {"os.popen", "shell"}, {"subprocess.run", "shell"}, {"subprocess.call", "shell"},
		{"subprocess.check_call", "shell"}, {"subprocess.check_output", "shell"}, {"subprocess.Popen", "shell"},
		{"subprocess.getoutput", "shell"}, {"subprocess.getstatusoutput", "shell"},
		{"shutil.rmtree", "rmrf"}, {"os.remove", "rmf"}, {"os.unlink", "rmf"}, {"os.rmdir", "rmdir"}, {"os.removedirs", "rmdir"},
		{"os.execv", "execv"}, {"os.execve", "execv"}, {"os.execvp", "execv"}, {"os.execvpe", "execv"},
		{"os.posix_spawn", "execv"}, {"os.posix_spawnp", "execv"},
		{"os.execl", "execl"}, {"os.execle", "execl"}, {"os.execlp", "execl"}, {"os.execlpe", "execl"},
		{"os.spawnv", "spawnv"}, {"os.spawnve", "spawnv"}, {"os.spawnvp", "spawnv"}, {"os.spawnvpe", "spawnv"},
		{"os.spawnl", "spawnl"}, {"os.spawnle", "spawnl"}, {"os.spawnlp", "spawnl"}, {"os.spawnlpe", "spawnl"},
		{"open", "open"}, {"io.open", "open"},
	},
	"node": {
		{"execSync", "shell"}, {"exec", "shell"}, {"spawnSync", "argv"}, {"spawn", "argv"}, {"execFileSync", "argv"}, {"execFile", "argv"},
		{"fs.rmSync", "rmrf"}, {"fs.rmdirSync", "rmrf"}, {"fs.unlinkSync", "rmf"}, {"fs.rm", "rmrf"}, {"fs.rmdir", "rmrf"}, {"fs.unlink", "rmf"},
		{"fs.promises.rm", "rmrf"}, {"fs.promises.rmdir", "rmrf"}, {"fs.promises.unlink", "rmf"}, {"rimraf", "rmrf"},
		{"rmSync", "rmrf"}, {"rmdirSync", "rmrf"}, {"unlinkSync", "rmf"},
		{"readFileSync", "read"}, {"readFile", "read"}, {"writeFileSync", "write"}, {"writeFile", "write"},
		{"appendFileSync", "write"}, {"appendFile", "write"},
	},
	"perl": {
		{"system", "shell"}, {"exec", "shell"}, {"rmtree", "rmrf"}, {"remove_tree", "rmrf"}, {"unlink", "rmf"}, {"rmdir", "rmdir"},
	},
	"ruby": {
		{"system", "shell"}, {"exec", "shell"}, {"spawn", "shell"}, {"IO.popen", "shell"}, {"Open3.capture2", "shell"}, {"Open3.capture3", "shell"},
		{"Open3.capture2e", "shell"}, {"Open3.popen3", "shell"},
		{"FileUtils.rm_rf", "rmrf"}, {"FileUtils.rm_r", "rmrf"}, {"FileUtils.remove_dir", "rmrf"}, {"FileUtils.rmtree", "rmrf"},
		{"FileUtils.remove_entry", "rmrf"}, {"FileUtils.rm_f", "rmf"}, {"FileUtils.rm", "rmf"}, {"File.delete", "rmf"}, {"File.unlink", "rmf"},
		{"Dir.rmdir", "rmdir"}, {"Dir.delete", "rmdir"},
		{"File.read", "read"}, {"IO.read", "read"}, {"File.readlines", "read"}, {"File.write", "write"},
	},
	"php": {
		{"shell_exec", "shell"}, {"system", "shell"}, {"exec", "shell"}, {"passthru", "shell"}, {"popen", "shell"}, {"proc_open", "shell"},
		{"unlink", "rmf"}, {"rmdir", "rmdir"},
		{"file_get_contents", "read"}, {"readfile", "read"}, {"file", "read"}, {"file_put_contents", "write"},
	},
	"awk": {
		{"system", "shell"},
	},
}

var codeWrapper = map[string]string{"python": "python -c", "node": "node -e", "perl": "perl -e", "ruby": "ruby -e", "php": "php -r", "awk": "awk"}

// codeVal is a value in inline code: a string, a list, or an expression.
type codeVal struct {
	str     string
	dynamic bool // an expression, or a string with interpolation
	list    []codeVal
	isList  bool
	expr    string
}

// extractCode finds shell commands and file deletions in inline code and
// lists them as commands with InCode, so the same rules apply.
func (p *parser) extractCode(fr *frame, u *unwrap, c *Command, pl Payload) {
	calls := codeCalls[pl.Lang]
	if calls == nil {
		return
	}
	code := pl.Text
	if pl.Lang == "python" {
		code, calls = pythonImports(code, calls)
	}
	cu := &unwrap{ctx: c.Context | InCode, wrappers: c.Wrappers}
	cu.push(codeWrapper[pl.Lang])
	cf := &frame{ctx: cu.ctx, wrappers: cu.wrappers, depth: fr.depth + 1, fixed: pl.Span}
	if cf.depth > p.opts.MaxDepth {
		p.problem("nesting_too_deep", "inline code nested too deep", pl.Span)
		return
	}
	nodeShell := pl.Lang != "node" || strings.Contains(code, "child_process")
	seen := map[int]bool{}
	for _, call := range calls {
		if call.kind == "shell" || call.kind == "argv" {
			if !nodeShell {
				continue
			}
		}
		for off := 0; ; {
			i := strings.Index(code[off:], call.name)
			if i < 0 {
				break
			}
			i += off
			off = i + len(call.name)
			if seen[i] || !callBoundary(code, i, off, pl.Lang, call.kind == "shell" || call.kind == "argv") {
				continue
			}
			seen[i] = true
			vals := parseCodeArgs(code, off, pl.Lang)
			if len(vals) == 0 {
				continue
			}
			p.codeCall(cf, cu, call.kind, vals, pl)
		}
	}
	if pl.Lang == "perl" || pl.Lang == "ruby" || pl.Lang == "php" {
		for _, s := range backticks(code, pl.Lang) {
			p.codeCall(cf, cu, "shell", []codeVal{s}, pl)
		}
	}
	if pl.Lang == "awk" {
		for _, io := range awkIO(code) {
			p.codeCall(cf, cu, io.kind, []codeVal{io.val}, pl)
		}
	}
}

// awkRedirect is a string awk hands to a shell, or a file it reads or
// writes: "cmd" | getline, print | "cmd", getline < "file", print > "file".
type awkRedirect struct {
	kind string
	val  codeVal
}

// awkIO finds the string literals awk uses as commands or files.
func awkIO(code string) []awkRedirect {
	var out []awkRedirect
	for i := 0; i < len(code); i++ {
		if code[i] != '"' {
			continue
		}
		start := i
		v, next := parseCodeString(code, i, "awk", false, false)
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
			out = append(out, awkRedirect{"shell", v})
		case before >= 0 && code[before] == '<' && strings.Contains(stmt, "getline"):
			out = append(out, awkRedirect{"read", v})
		case before >= 0 && code[before] == '>' && (strings.Contains(stmt, "print")):
			out = append(out, awkRedirect{"write", v})
		}
	}
	return out
}

// pythonImports rewrites __import__("os").system to os.system and adds
// the bare names brought in by `from os import system` and the like.
func pythonImports(code string, calls []codeCall) (string, []codeCall) {
	if strings.Contains(code, "__import__(") {
		for _, m := range []string{"os", "subprocess", "shutil"} {
			code = strings.ReplaceAll(code, `__import__('`+m+`').`, m+".")
			code = strings.ReplaceAll(code, `__import__("`+m+`").`, m+".")
		}
	}
	if !strings.Contains(code, "from ") {
		return code, calls
	}
	extra := append([]codeCall(nil), calls...)
	for _, c := range calls {
		mod, name, _ := strings.Cut(c.name, ".")
		if strings.Contains(code, "from "+mod+" import") {
			extra = append(extra, codeCall{name, c.kind})
		}
	}
	return code, extra
}

// callBoundary checks that a name found at code[i:end] is a whole name
// followed by a call.
func callBoundary(code string, i, end int, lang string, runs bool) bool {
	if i > 0 {
		c := code[i-1]
		if isIdent(c) || c == '$' {
			return false
		}
		if c == '.' && lang == "node" && !runs {
			// fs.rmSync and the like may hang off any receiver.
		} else if c == '.' && lang == "node" {
			j := i - 1
			for j > 0 && (isIdent(code[j-1]) || code[j-1] == '(' || code[j-1] == ')' || code[j-1] == '\'' || code[j-1] == '"') {
				j--
			}
			recv := code[j : i-1]
			if !strings.Contains(recv, "child_process") && recv != "cp" && recv != "childProcess" && recv != "proc" {
				return false
			}
		} else if c == '.' || c == '>' || c == ':' {
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
	// perl and ruby allow calls without parentheses.
	return (lang == "perl" || lang == "ruby") && j > end && j < len(code) && strings.IndexByte("'\"`$[qQ%", code[j]) >= 0
}

func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// codeCall lists what one call does.
func (p *parser) codeCall(cf *frame, cu *unwrap, kind string, vals []codeVal, pl Payload) {
	first := vals[0]
	word := func(v codeVal) field {
		if v.dynamic || v.isList {
			ph := "$(...)"
			if v.expr != "" && isIdentString(v.expr) {
				ph = "$" + v.expr
			}
			return field{Word: Word{Value: ph, Dynamic: true, Span: pl.Span}}
		}
		return field{Word: Word{Value: v.str, Span: pl.Span}}
	}
	in := cmdIn{span: pl.Span}
	switch kind {
	case "shell", "argv":
		var argv []field
		switch {
		case first.isList:
			for _, v := range first.list {
				argv = append(argv, word(v))
			}
		case kind == "argv" && len(vals) > 1 && vals[1].isList:
			argv = append(argv, word(first))
			for _, v := range vals[1].list {
				argv = append(argv, word(v))
			}
		case kind == "shell" && pl.Lang == "perl" && len(vals) > 1 || kind == "argv" && !strings.Contains(first.str, " "):
			for _, v := range vals {
				if !v.isList && v.expr == "" || v.dynamic {
					argv = append(argv, word(v))
				}
			}
		case first.dynamic && first.expr != "":
			p.problem("dynamic_eval", "inline code runs a shell command that is not known statically", pl.Span)
			return
		default:
			p.nested(cf, textSrc{text: first.str, span: pl.Span}, 0, "")
			return
		}
		if len(argv) > 0 {
			p.runArgv(cf, argv, in)
		}
	case "execv", "execl", "spawnv", "spawnl":
		if kind == "spawnv" || kind == "spawnl" {
			// The first argument is the mode (os.P_WAIT).
			if len(vals) < 2 {
				return
			}
			vals, first = vals[1:], vals[1]
		}
		argv := []field{word(first)}
		switch {
		case (kind == "execv" || kind == "spawnv") && len(vals) > 1 && vals[1].isList:
			for j, v := range vals[1].list {
				if j > 0 { // the list starts with argv[0]
					argv = append(argv, word(v))
				}
			}
		case (kind == "execl" || kind == "spawnl") && len(vals) > 2:
			for _, v := range vals[2:] {
				argv = append(argv, word(v))
			}
		case len(vals) > 1:
			argv = append(argv, word(vals[1]))
		}
		p.runArgv(cf, argv, in)
	case "read":
		if !first.isList {
			p.runArgv(cf, []field{{Word: Word{Value: "cat", Span: pl.Span}}, word(first)}, in)
		}
	case "open", "write":
		if first.isList {
			return
		}
		mode := "r"
		if kind == "write" {
			mode = "w"
		} else if len(vals) > 1 && !vals[1].isList {
			mode = vals[1].str
			if vals[1].dynamic {
				mode = "w"
			}
		}
		if !strings.ContainsAny(mode, "wax+") {
			p.runArgv(cf, []field{{Word: Word{Value: "cat", Span: pl.Span}}, word(first)}, in)
			return
		}
		// Opening for writing truncates or appends as a redirect does.
		op := ">"
		if strings.Contains(mode, "a") {
			op = ">>"
		}
		w := word(first)
		in.redirs = []Redirect{{Op: op, Target: w.Word, Span: pl.Span}}
		p.runArgv(cf, []field{{Word: Word{Value: ":", Span: pl.Span}}}, in)
	case "rmrf", "rmf", "rmdir":
		if first.isList {
			return
		}
		switch kind {
		case "rmrf":
			p.runArgv(cf, []field{{Word: Word{Value: "rm", Span: pl.Span}}, {Word: Word{Value: "-rf", Span: pl.Span}}, word(first)}, in)
		case "rmf":
			p.runArgv(cf, []field{{Word: Word{Value: "rm", Span: pl.Span}}, {Word: Word{Value: "-f", Span: pl.Span}}, word(first)}, in)
		default:
			p.runArgv(cf, []field{{Word: Word{Value: "rmdir", Span: pl.Span}}, word(first)}, in)
		}
	}
}

func isIdentString(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isIdent(s[i]) {
			return false
		}
	}
	return s != ""
}

// parseCodeArgs reads up to three arguments of a call starting at code[i].
func parseCodeArgs(code string, i int, lang string) []codeVal {
	i = skipSpace(code, i)
	paren := i < len(code) && code[i] == '('
	if paren {
		i++
	}
	var out []codeVal
	for len(out) < 16 {
		i = skipSpace(code, i)
		if i >= len(code) {
			break
		}
		v, next := parseCodeValue(code, i, lang)
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
func concatenated(code string, v codeVal, i int, lang string) (codeVal, int) {
	j := skipSpace(code, i)
	if j >= len(code) || strings.IndexByte(",)];\n", code[j]) >= 0 || v.expr != "" {
		return v, i
	}
	rest, end := parseCodeValue(code, j, lang)
	if end <= j {
		return v, i
	}
	if rest.expr == ".split()" || rest.expr == ".strip()" {
		return v, end
	}
	if !v.isList {
		v.str += "$CODE"
	}
	v.dynamic = true
	return v, end
}

// parseCodeValue reads a string literal, a list literal or an expression.
func parseCodeValue(code string, i int, lang string) (codeVal, int) {
	j := i
	if lang == "python" {
		for j < len(code) && j-i < 2 && strings.IndexByte("rRbBuUfF", code[j]) >= 0 {
			j++
		}
	}
	if j < len(code) && (code[j] == '\'' || code[j] == '"' || code[j] == '`' && lang == "node") {
		prefix := strings.ToLower(code[i:j])
		return parseCodeString(code, j, lang, strings.Contains(prefix, "r"), strings.Contains(prefix, "f"))
	}
	if code[i] == '[' || (lang == "perl" && code[i] == '(') {
		closer := byte(']')
		if code[i] == '(' {
			closer = ')'
		}
		v := codeVal{isList: true}
		k := i + 1
		for {
			k = skipSpace(code, k)
			if k >= len(code) {
				return v, k
			}
			if code[k] == closer {
				return v, k + 1
			}
			el, next := parseCodeValue(code, k, lang)
			if next <= k {
				return codeVal{dynamic: true, expr: code[i:k]}, k
			}
			el, next = concatenated(code, el, next, lang)
			v.list = append(v.list, el)
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
			_, next := parseCodeString(code, k, lang, false, false)
			k = next - 1
		}
	}
	expr := strings.TrimSpace(code[i:k])
	expr = strings.TrimPrefix(expr, "$")
	return codeVal{dynamic: true, expr: expr}, k
}

// parseCodeString reads a quoted string; interpolation makes it dynamic,
// written with "$CODE" placeholders so that a reparse sees unknown words.
func parseCodeString(code string, i int, lang string, raw, fstring bool) (codeVal, int) {
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
	v := codeVal{}
	for i < len(code) {
		if strings.HasPrefix(code[i:], end) {
			v.str = sb.String()
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
				v.dynamic = true
				i += n
				continue
			}
		}
		sb.WriteByte(c)
		i++
	}
	v.str = sb.String()
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
func backticks(code, lang string) []codeVal {
	var out []codeVal
	for i := 0; i < len(code); i++ {
		switch {
		case code[i] == '`':
			v, next := parseCodeString(code, i, lang, false, false)
			v.dynamic = v.dynamic || strings.Contains(v.str, "$CODE")
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
			v := codeVal{str: body}
			if strings.Contains(body, "#{") || lang == "perl" && strings.ContainsAny(body, "$@") && open != '\'' {
				v.dynamic = true
			}
			out = append(out, v)
			i += 3 + k
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
