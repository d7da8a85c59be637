package parser

import (
	"strings"

	"gatesh/parser/inline"
)

// extractCode finds shell commands and file access in inline code and
// lists them as commands with InCode, so the same rules apply. It returns
// the capabilities the code reaches in ways gatesh cannot follow.
func (p *parser) extractCode(fr *frame, u *unwrap, c *Command, pl Payload) []string {
	lang := inline.Lookup(pl.Lang)
	if lang == nil {
		return nil
	}
	cu := &unwrap{ctx: c.Context | InCode, wrappers: c.Wrappers, container: c.Container}
	cu.push(lang.Wrapper)
	cf := &frame{ctx: cu.ctx, wrappers: cu.wrappers, depth: fr.depth + 1, fixed: pl.Span, container: c.Container}
	if cf.depth > p.opts.MaxDepth {
		p.problem("nesting_too_deep", "inline code nested too deep", pl.Span)
		return nil
	}
	r := lang.Analyze(pl.Text)
	for _, call := range r.Calls {
		p.codeCall(cf, cu, call.Kind, call.Args, pl)
	}
	return r.Caps
}

// codeCall lists what one call does.
func (p *parser) codeCall(cf *frame, cu *unwrap, kind string, vals []inline.Value, pl Payload) {
	first := vals[0]
	word := func(v inline.Value) field {
		if v.Dynamic || v.IsList {
			ph := "$(...)"
			if v.Expr != "" && inline.IsIdent(v.Expr) {
				ph = "$" + v.Expr
			}
			return field{Word: Word{Value: ph, Dynamic: true, Span: pl.Span}}
		}
		return field{Word: Word{Value: v.Str, Span: pl.Span}}
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
		// Opening for writing truncates or appends as a redirect does.
		op := ">"
		if strings.Contains(mode, "a") {
			op = ">>"
		}
		w := word(first)
		in.redirs = []Redirect{{Op: op, Target: w.Word, Span: pl.Span}}
		p.runArgv(cf, []field{{Word: Word{Value: ":", Span: pl.Span}}}, in)
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
