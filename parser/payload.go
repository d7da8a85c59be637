package parser

import (
	"encoding/base64"
	"encoding/hex"
	"strings"
)

// staticStdout returns what echo, printf or cat of a heredoc prints, when
// it is known statically, so that a shell or client downstream can be read.
func (p *parser) staticStdout(fr *frame, c *Command, argv []field, in cmdIn) *textSrc {
	args := argv[1:]
	for _, a := range args {
		if a.Dynamic {
			return nil
		}
	}
	span := in.span
	switch c.Name {
	case "echo":
		newline, escapes := true, false
		for len(args) > 0 && len(args[0].Value) > 1 && args[0].Value[0] == '-' && strings.Trim(args[0].Value[1:], "neE") == "" {
			for _, ch := range args[0].Value[1:] {
				switch ch {
				case 'n':
					newline = false
				case 'e':
					escapes = true
				case 'E':
					escapes = false
				}
			}
			args = args[1:]
		}
		var src textSrc
		if len(args) == 1 && !escapes {
			src = p.srcOf(fr, args[0], "pipe")
		} else {
			vals := make([]string, len(args))
			for i, a := range args {
				vals[i] = a.Value
			}
			src = textSrc{text: strings.Join(vals, " "), from: "pipe", span: span}
			if escapes {
				src.text = ansiC(src.text)
			}
		}
		if newline {
			src.text += "\n"
		}
		return &src
	case "printf":
		if len(args) > 0 && args[0].Value == "--" {
			args = args[1:]
		}
		if len(args) == 0 || args[0].Value == "-v" {
			return nil
		}
		return &textSrc{text: printf(args[0].Value, args[1:]), from: "pipe", span: span}
	case "base64", "xxd":
		// Decoding into a shell is a known way to hide a command: decode
		// it when the input is known.
		if in.stdin == nil || in.stdin.dynamic {
			return nil
		}
		flags := make([]string, len(args))
		for i, a := range args {
			flags[i] = a.Value
		}
		joined := " " + strings.Join(flags, " ") + " "
		clean := strings.Join(strings.Fields(in.stdin.text), "")
		var data []byte
		var err error
		switch {
		case c.Name == "base64" && (strings.Contains(joined, " -d ") || strings.Contains(joined, " --decode ") || strings.Contains(joined, " -D ")):
			for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
				if data, err = enc.DecodeString(clean); err == nil {
					break
				}
				if data, err = enc.DecodeString(strings.TrimRight(clean, "=")); err == nil {
					break
				}
			}
		case c.Name == "xxd" && strings.Contains(joined, " -r") && strings.Contains(joined, "-p"):
			data, err = hex.DecodeString(clean)
		default:
			return nil
		}
		if err != nil {
			return nil
		}
		return &textSrc{text: string(data), from: "pipe", span: span}
	case "cat", "tee":
		// cat without files and tee copy their input to their output.
		if (len(args) == 0 || c.Name == "tee") && in.stdin != nil {
			src := *in.stdin
			src.from = "pipe"
			return &src
		}
	}
	return nil
}

// printf approximates printf FORMAT ARGS: escapes, %b, and every other
// conversion as %s.
func printf(format string, args []field) string {
	format = ansiC(strings.ReplaceAll(format, `\%`, "%"))
	var sb strings.Builder
	next := 0
	for {
		for i := 0; i < len(format); i++ {
			c := format[i]
			if c != '%' || i+1 >= len(format) {
				sb.WriteByte(c)
				continue
			}
			i++
			for i < len(format) && strings.IndexByte("-+ #0123456789.", format[i]) >= 0 {
				i++
			}
			if i >= len(format) {
				break
			}
			if format[i] == '%' {
				sb.WriteByte('%')
				continue
			}
			if next < len(args) {
				if format[i] == 'b' {
					sb.WriteString(ansiC(args[next].Value))
				} else {
					sb.WriteString(args[next].Value)
				}
			}
			next++
		}
		if next == 0 || next >= len(args) {
			break
		}
	}
	return sb.String()
}

// payloads records SQL and inline code a command runs.
func (p *parser) payloads(fr *frame, u *unwrap, c *Command, argv []field, in cmdIn) {
	name := c.Name
	args := argv[1:]
	add := func(lang string, src textSrc) {
		if src.dynamic && lang != "sql" && lang != "redis" {
			p.problem("dynamic_eval", c.Name+" runs inline code that is not known statically", src.span)
		}
		span := src.span
		if src.exact && fr.exact && src.offs == nil {
			span = fr.spanOf(src.base, src.base+len(src.text))
		}
		c.Payloads = append(c.Payloads, Payload{Lang: lang, Text: src.text, From: src.from, Span: span})
	}
	stdin := func(lang string) {
		if in.stdin != nil {
			src := *in.stdin
			if len(c.PipeFrom) > 0 && src.from == "" {
				src.from = "pipe"
			}
			add(lang, src)
			return
		}
		// `mysql < dump.sql` is how a database client runs a file: read it
		// as psql -f is read, and hold what cannot be read. Interpreters
		// are left alone, as `python x.py` is: gatesh reads commands, not
		// the programs on disk.
		if f, ok := stdinRedirect(c); ok && (lang == "sql" || lang == "redis" || lang == "mongo") {
			if !p.readPayload(c, lang, field{Word: f}) {
				p.problem("dynamic_eval", c.Name+" reads "+lang+" from a file gatesh could not read", f.Span)
			}
		}
	}
	switch {
	case name == "psql":
		opts, _ := scanOptsAll(args, "cdfhpUvoLTFRP", []string{"command", "file", "dbname", "host", "port", "username", "set", "variable", "output", "log-file", "table-attr", "field-separator", "record-separator", "pset"})
		found := false
		for _, o := range opts {
			switch o.name {
			case "-c", "--command":
				add("sql", p.srcOf(fr, o.val, "flag"))
				found = true
			case "-f", "--file":
				found = true
				if o.val.Value == "-" {
					stdin("sql")
				} else {
					p.readPayload(c, "sql", o.val)
				}
			}
		}
		if !found {
			stdin("sql")
		}
	case name == "mysql" || name == "mariadb":
		// -pSECRET is a password attached to -p, not more options.
		var kept []field
		for _, a := range args {
			if !strings.HasPrefix(a.Value, "-p") {
				kept = append(kept, a)
			}
		}
		opts, _ := scanOptsAll(kept, "ehuPSDO", []string{"execute", "host", "user", "port", "socket", "database", "default-character-set", "defaults-file"})
		found := false
		for _, o := range opts {
			if o.name == "-e" || o.name == "--execute" {
				add("sql", p.srcOf(fr, o.val, "flag"))
				found = true
			}
		}
		if !found {
			stdin("sql")
		}
	case name == "sqlite3" || name == "sqlite" || name == "duckdb":
		found := false
		var operands []field
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if strings.HasPrefix(v, "-") && v != "-" {
				switch strings.TrimLeft(v, "-") {
				case "cmd", "c", "s":
					if i+1 < len(args) {
						add("sql", p.srcOf(fr, args[i+1], "flag"))
						found = true
						i++
					}
				case "separator", "newline", "nullvalue", "init", "vfs", "maxsize", "mmap", "pagecache", "lookaside", "heap":
					i++
				}
				continue
			}
			operands = append(operands, args[i])
		}
		if len(operands) > 1 {
			for _, o := range operands[1:] {
				add("sql", p.srcOf(fr, o, "arg"))
			}
			found = true
		}
		if !found {
			stdin("sql")
		}
	case name == "clickhouse-client" || name == "clickhouse" && len(args) > 0 && args[0].Value == "client":
		opts, _ := scanOptsAll(args, "qhudp", []string{"query", "host", "user", "database", "password", "port"})
		found := false
		for _, o := range opts {
			if o.name == "-q" || o.name == "--query" {
				add("sql", p.srcOf(fr, o.val, "flag"))
				found = true
			}
		}
		if !found {
			stdin("sql")
		}
	case name == "redis-cli":
		_, i := scanOpts(args, "hpasnurid", []string{"user", "pass", "cacert", "cert", "key", "sni", "eval", "cluster"})
		if i < len(args) {
			src, _ := p.joinSrc(fr, args[i:], "arg")
			add("redis", src)
		} else {
			stdin("redis")
		}
	case name == "mongosh" || name == "mongo":
		opts, _ := scanOptsAll(args, "fuph", []string{"eval", "file", "username", "password", "host", "port", "authenticationDatabase"})
		found := false
		for _, o := range opts {
			switch o.name {
			case "--eval":
				add("mongo", p.srcOf(fr, o.val, "flag"))
				found = true
			case "-f", "--file":
				p.readPayload(c, "mongo", o.val)
				found = true
			}
		}
		if !found {
			stdin("mongo")
		}
	default:
		p.codePayloads(fr, c, args, in, add, stdin)
		if c.MoreArgs && isInterpreter(name) {
			// xargs python, xargs -I{} node -e '{}': the program or
			// code is chosen at run time.
			for _, a := range args {
				if u.runtimeText(a.Value) {
					p.problem("dynamic_eval", name+" runs code chosen at run time by "+lastWrapper(u), a.Span)
				}
			}
			if len(c.Payloads) == 0 && !hasOperand(args) {
				p.problem("dynamic_eval", name+" runs a program read at run time by "+lastWrapper(u), in.span)
			}
		}
	}
	for _, pl := range c.Payloads {
		if pl.Lang != "sql" && pl.Lang != "redis" && pl.Lang != "mongo" {
			p.extractCode(fr, u, c, pl)
		}
	}
}

// codePayloads records inline code given to an interpreter.
func (p *parser) codePayloads(fr *frame, c *Command, args []field, in cmdIn, add func(string, textSrc), stdin func(string)) {
	name := c.Name
	// scriptFile reads an interpreter's script operand when it is not a
	// file on disk: standard input by path, a descriptor, or a process
	// substitution whose output may be known.
	scriptFile := func(lang string, f field) {
		if fd, isStdin := descriptorPath(f.Value); fd && !f.Dynamic {
			if isStdin {
				stdin(lang)
			} else {
				p.problem("dynamic_eval", c.Name+" runs a script read from a descriptor not known statically", f.Span)
			}
			return
		}
		if f.sub != nil {
			if out := f.sub.stdout; out != nil && !out.dynamic {
				add(lang, *out)
			} else {
				p.problem("dynamic_eval", c.Name+" runs a script that is not known statically", f.Span)
			}
		}
	}
	switch {
	case isPython(name):
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if v == "-" {
				stdin("python")
				return
			}
			if v == "--" && i+1 < len(args) {
				scriptFile("python", args[i+1])
				return
			}
			if !strings.HasPrefix(v, "-") || v == "--" {
				scriptFile("python", args[i])
				return // a script file
			}
			if strings.HasPrefix(v, "--") {
				if v == "--check-hash-based-pycs" {
					i++
				}
				continue
			}
			// A cluster of short options: -c and -m end it, with
			// their value in the rest of the word or the next word.
			for j := 1; j < len(v); j++ {
				switch v[j] {
				case 'm':
					return
				case 'c':
					switch {
					case j+1 < len(v):
						add("python", textSrc{text: v[j+1:], from: "flag", span: args[i].Span, dynamic: args[i].Dynamic})
					case i+1 < len(args):
						add("python", p.srcOf(fr, args[i+1], "flag"))
					}
					return
				case 'W', 'X':
					if j+1 == len(v) {
						i++
					}
					j = len(v)
				}
			}
		}
		stdin("python")
	case isAwk(name):
		prog, files := false, false
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			switch {
			case v == "--":
				if i+1 < len(args) && !files {
					add("awk", p.srcOf(fr, args[i+1], "arg"))
				}
				return
			case v == "-f" || v == "--file" || v == "-E" || v == "--exec" || strings.HasPrefix(v, "--file="):
				files = true
				f := args[i]
				if !strings.Contains(v, "=") {
					i++
					if i < len(args) {
						f = args[i]
					}
				} else {
					f.Value = strings.TrimPrefix(v, "--file=")
				}
				scriptFile("awk", f)
			case strings.HasPrefix(v, "-f") && len(v) > 2:
				files = true
			case v == "-e" || v == "--source":
				if i+1 < len(args) {
					add("awk", p.srcOf(fr, args[i+1], "flag"))
					prog = true
					i++
				}
			case strings.HasPrefix(v, "--source="):
				add("awk", textSrc{text: strings.TrimPrefix(v, "--source="), from: "flag", span: args[i].Span, dynamic: args[i].Dynamic})
				prog = true
			case v == "-v" || v == "-F" || v == "-i" || v == "-l" || v == "--assign" || v == "--field-separator" || v == "--include" || v == "--load":
				i++
			case strings.HasPrefix(v, "-") && len(v) > 1:
			default:
				if !prog && !files {
					add("awk", p.srcOf(fr, args[i], "arg"))
				}
				return
			}
		}
	case name == "node" || name == "nodejs" || name == "bun" || name == "deno":
		if name == "deno" {
			if len(args) > 0 && args[0].Value == "eval" {
				for _, a := range args[1:] {
					if !strings.HasPrefix(a.Value, "-") {
						add("node", p.srcOf(fr, a, "arg"))
						return
					}
				}
			}
			return
		}
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if len(v) > 2 && v[0] == '-' && v[1] != '-' && strings.Trim(v[1:], "epci") == "" && strings.ContainsAny(v, "ep") {
				v = "-e" // -pe, -ep: the code follows
			}
			switch v {
			case "-e", "--eval", "-p", "--print":
				if i+1 < len(args) {
					add("node", p.srcOf(fr, args[i+1], "flag"))
				}
				return
			case "-r", "--require", "--import", "--loader", "--input-type", "-C", "--conditions":
				i++
				continue
			case "-":
				stdin("node")
				return
			}
			if !strings.HasPrefix(v, "-") {
				scriptFile("node", args[i])
				return
			}
		}
		if name != "bun" {
			stdin("node")
		}
	case name == "perl" || name == "ruby":
		var code []string
		var last field
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if v == "--" || !strings.HasPrefix(v, "-") || v == "-" {
				if len(code) == 0 && (v == "-" || i == len(args)) {
					stdin(name)
				}
				k := i
				if v == "--" {
					k++
				}
				if len(code) == 0 && v != "-" && k < len(args) {
					scriptFile(name, args[k])
				}
				break
			}
			for j := 1; j < len(v); j++ {
				ch := v[j]
				if ch == 'e' || ch == 'E' {
					if j+1 < len(v) {
						code = append(code, v[j+1:])
					} else if i+1 < len(args) {
						i++
						code = append(code, args[i].Value)
						last = args[i]
					}
					break
				}
				if strings.IndexByte("IMmirCx", ch) >= 0 {
					if j+1 == len(v) && strings.IndexByte("IMmr", ch) >= 0 {
						i++
					}
					break
				}
			}
		}
		if len(code) == 1 && last.raw != nil {
			add(name, p.srcOf(fr, last, "flag"))
		} else if len(code) > 0 {
			add(name, textSrc{text: strings.Join(code, "\n"), from: "flag", span: args[0].Span})
		} else if !hasOperand(args) {
			stdin(name)
		}
	case name == "php":
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if len(v) > 2 && v[0] == '-' && v[1] != '-' && strings.IndexByte("rBRE", v[len(v)-1]) >= 0 {
				v = "-r" // -nr: options, then the code
			}
			switch v {
			case "-r", "-B", "-R", "-E":
				if i+1 < len(args) {
					add("php", p.srcOf(fr, args[i+1], "flag"))
					i++
				}
			}
		}
	}
}

func hasOperand(args []field) bool {
	for _, a := range args {
		if !strings.HasPrefix(a.Value, "-") {
			return true
		}
	}
	return false
}

func isAwk(name string) bool {
	return name == "awk" || name == "gawk" || name == "mawk" || name == "nawk" || name == "busybox-awk"
}

// isInterpreter reports commands that run a program or code they are
// given: shells are handled as wrappers.
func isInterpreter(name string) bool {
	switch name {
	case "node", "nodejs", "bun", "deno", "perl", "ruby", "php", "lua", "Rscript", "tclsh", "osascript":
		return true
	}
	return isPython(name) || isAwk(name)
}

func isPython(name string) bool {
	if name == "python" || name == "python2" || name == "python3" || name == "pypy" || name == "pypy3" {
		return true
	}
	rest, ok := strings.CutPrefix(name, "python3.")
	return ok && rest != "" && strings.Trim(rest, "0123456789") == ""
}

// readPayload reads a small local file named by -f, when allowed, and
// reports whether it did. After a cd, or in a command run in another
// folder, the name may mean another file than the one gatesh would read, so
// it is not read: the payload stays unknown and the rules hold it.
func (p *parser) readPayload(c *Command, lang string, f field) bool {
	if p.opts.ReadFile == nil || f.Dynamic || p.cwdChanged || c.CwdUnknown {
		return false
	}
	data, err := p.opts.ReadFile(f.Value)
	if err != nil || len(data) > maxPayloadFile {
		return false
	}
	c.Payloads = append(c.Payloads, Payload{Lang: lang, Text: string(data), From: "file", Span: f.Span})
	return true
}

// stdinRedirect is the file a command's standard input is redirected
// from, the last `<` or `0<` that applies.
func stdinRedirect(c *Command) (Word, bool) {
	for i := len(c.Redirs) - 1; i >= 0; i-- {
		r := c.Redirs[i]
		if r.Op == "<" && (r.Fd == "" || r.Fd == "0") {
			return r.Target, true
		}
	}
	return Word{}, false
}
