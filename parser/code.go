package parser

import (
	"path"
	"regexp"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser/inline"

	"mvdan.cc/sh/v3/syntax"
)

// extractCode finds shell commands and file access in inline code and
// lists them as commands with InCode, so the same rules apply. It returns
// what the analysis found: the capabilities the code reaches in ways
// gatesh cannot follow, and the code as the patterns read it.
func (p *parser) extractCode(fr *frame, u *unwrap, c *Command, pl Payload) inline.Result {
	lang := inline.Lookup(pl.Lang)
	if lang == nil {
		p.foreignShellCode(fr, c, pl)
		return inline.Result{}
	}
	cu := &unwrap{ctx: c.Context | InCode, wrappers: c.Wrappers, container: c.Container}
	cu.push(lang.Wrapper)
	cf := &frame{ctx: cu.ctx, wrappers: cu.wrappers, depth: fr.depth + 1, fixed: pl.Span, container: c.Container}
	if cf.depth > p.opts.MaxDepth {
		p.problem("nesting_too_deep", "inline code nested too deep", pl.Span)
		return inline.Result{}
	}
	r := lang.Analyze(pl.Text)
	for _, call := range r.Calls {
		p.codeCall(cf, cu, call.Kind, call.Args, pl, path.Base(c.Name))
	}
	return r
}

// codeCall lists what one call does.
func (p *parser) codeCall(cf *frame, cu *unwrap, kind string, vals []inline.Value, pl Payload, prog string) {
	first := vals[0]
	word := func(v inline.Value) field {
		if name, ok := selfInterpreter(pl.Lang, prog, v, pl.Text); ok {
			return field{Word: Word{Value: name, Span: pl.Span}}
		}
		if v.Dynamic || v.IsList {
			ph := "$(...)"
			if v.Expr != "" && inline.IsIdent(v.Expr) {
				ph = "$" + v.Expr
			}
			return field{Word: Word{Value: ph, Dynamic: true, Fresh: v.Own, Span: pl.Span}}
		}
		return field{Word: Word{Value: v.Str, Fresh: v.Own, Span: pl.Span}}
	}
	in := cmdIn{span: pl.Span}
	switch kind {
	case "shell", "argv":
		var argv []field
		switch {
		case first.IsList:
			for _, v := range first.List {
				argv = append(argv, word(v))
			}
		case kind == "argv" && len(vals) > 1 && vals[1].IsList:
			argv = append(argv, word(first))
			for _, v := range vals[1].List {
				argv = append(argv, word(v))
			}
		case kind == "shell" && pl.Lang == "perl" && len(vals) > 1 || kind == "argv" && !strings.Contains(first.Str, " "):
			for _, v := range vals {
				if !v.IsList && v.Expr == "" || v.Dynamic {
					argv = append(argv, word(v))
				}
			}
		case first.Dynamic && first.Expr != "":
			p.problem("dynamic_eval", "inline code runs a shell command that is not known statically", pl.Span)
			return
		default:
			p.nested(cf, textSrc{text: first.Str, span: pl.Span}, 0, "")
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
		case (kind == "execv" || kind == "spawnv") && len(vals) > 1 && vals[1].IsList:
			for j, v := range vals[1].List {
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
		if !first.IsList {
			p.runArgv(cf, []field{{Word: Word{Value: "cat", Span: pl.Span}}, word(first)}, in)
		}
	case "open", "write":
		if first.IsList {
			return
		}
		mode := "r"
		if kind == "write" {
			mode = "w"
		} else if len(vals) > 1 && !vals[1].IsList {
			mode = vals[1].Str
			if vals[1].Dynamic {
				mode = "w"
			}
		}
		if !strings.ContainsAny(mode, "wax+") {
			p.runArgv(cf, []field{{Word: Word{Value: "cat", Span: pl.Span}}, word(first)}, in)
			return
		}
		// Opening for writing truncates or appends as a redirect does:
		// with nothing (:) unless the code writes into what it opens
		// (f.write(...), json.dump(..., f)), as cat > FILE does.
		op := ">"
		if strings.Contains(mode, "a") {
			op = ">>"
		}
		w := word(first)
		in.redirs = []Redirect{{Op: op, Target: w.Word, Span: pl.Span}}
		writer := ":"
		if codeWrites.Get().MatchString(pl.Text) {
			writer = "cat"
		}
		p.runArgv(cf, []field{{Word: Word{Value: writer, Span: pl.Span}}}, in)
	case "rmrf", "rmf", "rmdir":
		if first.IsList {
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

// selfInterpreter reports whether v names the interpreter that runs the
// code itself, and which: Python's sys.executable, with sys imported and
// never bound to anything else (subprocess.Popen([sys.executable,
// "server.py"]) runs python3 server.py); Node's process.execPath, "the
// absolute pathname of the executable that started the Node.js process"
// (Node's process documentation), in code node itself runs, with process
// never bound, assigned or reached by a computed name (spawnSync(
// process.execPath, [script]) runs node script). Other runtimes that read
// Node's code (bun, deno) are other programs and keep the placeholder.
func selfInterpreter(lang, prog string, v inline.Value, code string) (string, bool) {
	if !v.Dynamic || v.IsList {
		return "", false
	}
	switch {
	case lang == "python" && v.Expr == "sys.executable":
		if !pyImportsSys.Get().MatchString(code) || pyRebindsSys.Get().MatchString(code) {
			return "", false
		}
		return "python3", true
	case lang == "node" && (prog == "node" || prog == "nodejs") && v.Expr == "process.execPath":
		if nodeRebindsProcess.Get().MatchString(code) {
			return "", false
		}
		return "node", true
	}
	return "", false
}

var (
	// codeWrites finds code that writes content into a file it opened.
	codeWrites = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`[.:](write|writelines|puts|print)[ \t]*\(|\b(json|pickle|yaml|toml|marshal)\.dump[ \t]*\(|\bcsv\.(writer|DictWriter)[ \t]*\(|\bfile[ \t]*=[^=]|\bshutil\.copyfileobj[ \t]*\(`)
	}}
	pyImportsSys = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)(?:^|;)[ \t]*import[ \t]+(?:[\w.]+[ \t]*,[ \t]*)*sys\b`)
	}}
	// nodeRebindsProcess finds code that may make process, or its
	// execPath, something else: an assignment, a declaration or a
	// parameter of that name, a computed member, a property defined or
	// copied onto it, a with block, or code built at run time.
	nodeRebindsProcess = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\bprocess(?:\.execPath)?[ \t]*(?:[-+*/%|&^?]|\*\*|<<|>>>?|\|\||&&|\?\?)?=[^=]|\bprocess[ \t]*\[|\b(?:const|let|var|function|class|catch)\b[^;=]*\bprocess\b|[(,][ \t]*\.{0,3}process[ \t]*[,)=]|\bprocess[ \t]*=>|\b(?:defineProperty|defineProperties|assign|setPrototypeOf|__defineGetter__|__proto__)\b|\bglobal(?:This)?\b|\bwith[ \t]*\(|\beval[ \t]*\(|\bFunction[ \t]*\(|\bvm\b|\bReflect\b|\bimport[ \t]*\(|\brequire[ \t]*\([ \t]*[^'"\x60 \t]`)
	}}
	pyRebindsSys = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\bsys(?:\.executable)?[ \t]*[-+*/|&:]?=[^=]|(?m)(?:^|;)[ \t]*\(?(?:[\w.]+[ \t]*,[ \t]*)+sys\b|(?m)(?:^|;)[ \t]*\(?sys[ \t]*,|\bas[ \t]+sys\b|\b(?:class|def|for|global|nonlocal|del)[ \t]+sys\b|\bimport[ \t]+\*|setattr\(|__dict__|globals\(|\bsys\.modules|\bexec\(|\beval\(`)
	}}
)

// foreignShellCode reads the body of another shell (fish -c, pwsh
// -Command, nu -c, xonsh -c, elvish -c), a julia command in backticks
// and AppleScript's do shell script as a POSIX shell's too, when it
// parses as one: their simple commands are written alike (git push
// --force origin main), so what those commands do is judged as it would
// be in bash. A body that does not parse stays inline code gatesh does
// not read, as before; this only adds commands, so it can only raise the
// tier.
func (p *parser) foreignShellCode(fr *frame, c *Command, pl Payload) {
	if pl.Text == "" || len(pl.Text) > 64<<10 {
		return
	}
	switch path.Base(c.Name) {
	case "fish", "pwsh", "powershell", "pwsh-preview", "nu", "xonsh", "elvish", "tcsh", "csh", "oil", "osh", "ysh":
		p.shellLikeCode(fr, c, pl, pl.Text)
	case "julia":
		// Julia runs a command written in backticks: run(`git push`).
		parts := strings.Split(pl.Text, "`")
		for i := 1; i < len(parts)-1; i += 2 {
			p.shellLikeCode(fr, c, pl, parts[i])
		}
	case "osascript":
		// AppleScript's do shell script "...".
		for _, part := range strings.Split(pl.Text, "do shell script \"")[1:] {
			if cmd, _, ok := strings.Cut(part, "\""); ok {
				p.shellLikeCode(fr, c, pl, cmd)
			}
		}
	}
}

// shellLikeCode lists the commands of text that parses as a POSIX shell's.
func (p *parser) shellLikeCode(fr *frame, c *Command, pl Payload, text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	sp := syntaxParsers.Get().(*syntax.Parser)
	_, err := sp.Parse(strings.NewReader(text), "")
	syntaxParsers.Put(sp)
	if err != nil {
		return
	}
	cu := &unwrap{ctx: c.Context | InCode, wrappers: c.Wrappers, container: c.Container}
	cu.push(path.Base(c.Name) + " code")
	cf := &frame{ctx: cu.ctx, wrappers: cu.wrappers, depth: fr.depth + 1, fixed: pl.Span, container: c.Container}
	if cf.depth > p.opts.MaxDepth {
		p.problem("nesting_too_deep", "inline code nested too deep", pl.Span)
		return
	}
	p.nested(cf, textSrc{text: text, span: pl.Span}, 0, "")
}
