package inline

import (
	"strings"

	"gatesh/internal/lazy"
	"gatesh/internal/relit"
)

// pyIndirect finds the ways Python code can reach a name through text: a
// module looked up by a string (sys.modules['subprocess'], globals()),
// an attribute by name, or text run as code. The standard library's
// timers, profilers, debuggers and doctest run text as code too
// (timeit.timeit("os.unlink(p)"), cProfile.run, pdb.run, profile.run,
// trace.Trace().run), and pkgutil.resolve_name("os:system"),
// pydoc.locate, methodcaller and __getattribute__ reach a name through
// text. Where none appears, the
// words inside a plain string literal are data. As one regexp, which
// no literal starts, it ran over the whole of every Python snippet; each
// alternative is now ruled out by its own literals first.
var pyIndirect = &relit.Any{Srcs: []string{
	`\bsys\.modules\b`, `\b(globals|vars|locals|getattr|setattr|delattr)\s*\(`, `__dict__`, `__builtins__`,
	`\bbuiltins\b`, `\bimportlib\b`, `__import__`, `(^|[^.\w])(eval|exec|compile|execfile)\s*\(`,
	`\b(pickle|marshal|runpy|dill|codeop)\b`, `\bcode\.(interact|Interactive\w*|compile_command)\b`, `\boperator\.attrgetter\b`,
	`\b(timeit|cProfile|doctest|methodcaller|resolve_name)\b`, `\b(profile|pdb)\.run\w*`, `\btrace\.Trace\b`, `\bpydoc\.locate\b`, `__getattribute__`,
}}

// pyExecFile finds a Python source file named by a literal, read and
// run whole: exec(open('tests/check.py').read()). What runs is that
// file's code, as python FILE or runpy.run_path(FILE) runs it (Python's
// docs, "exec" and "runpy"), so its program reads as a call that runs
// that file (runfile, as IPython and Spyder name it), not as text run as
// code. The literal is the second group; a name built at run time, a
// file of another kind (.env, data) or more than the read stays exec.
var pyExecFile = &lazy.Regexp{Src: `(^|[^.\w])exec\s*\(\s*open\s*\(\s*([rRuU]?'[\w./-]+\.py'|[rRuU]?"[\w./-]+\.py")\s*\)\s*\.\s*read\s*\(\s*\)\s*\)`}

// PyExecFiles returns the Python files that code reads and runs whole
// (exec(open('s.py').read())), as written: the code runs each as python
// FILE would, so a file downloaded earlier is run as python FILE runs it.
func PyExecFiles(code string) []string {
	if !strings.Contains(code, "open") {
		return nil
	}
	var out []string
	for _, m := range pyExecFile.Get().FindAllStringSubmatch(code, -1) {
		lit := strings.TrimLeft(m[2], "rRuU")
		out = append(out, lit[1:len(lit)-1])
	}
	return out
}

// pyDataSpans returns the spans of the plain string literals and the
// comments of Python code, in which a module's name is data, not a use
// (print('subprocess available')), or nil when the code can reach a
// name through text (pyIndirect). f-strings are not among them: what is
// between their braces is code.
func pyDataSpans(code string) [][2]int {
	if pyIndirect.MatchString(code) {
		return nil
	}
	return pyLiteralSpans(code)
}

// pyProgram returns Python code as its program reads: the text of every
// plain string literal and comment filled with x, quotes and line breaks
// kept, so that code written as data (a block a script puts into a
// module, new = """... getattr(base, key) ...""") is not read as code the
// script runs, while a name built from strings ('o'+'s') still shows its
// quotes. It returns "" when the code outside strings and comments can
// reach a name through text or run text as code (pyIndirect): then a
// string may well be code.
func pyProgram(code string) string {
	if strings.Contains(code, "open") {
		code = pyExecFile.Get().ReplaceAllString(code, "${1}runfile(${2})")
	}
	spans := pyLiteralSpans(code)
	if len(spans) == 0 {
		return ""
	}
	b := []byte(code)
	for _, s := range spans {
		from, to := s[0], s[1]
		if b[from] == '#' {
			from++
		} else {
			q := 1
			if to-from >= 6 && strings.HasPrefix(code[from:], strings.Repeat(code[from:from+1], 3)) {
				q = 3
			}
			from, to = from+q, to-q
		}
		for i := from; i < to; i++ {
			if b[i] != '\n' {
				b[i] = 'x'
			}
		}
	}
	prog := string(b)
	if pyIndirect.MatchString(prog) {
		return ""
	}
	return prog
}

// pyLiteralSpans returns the spans of the plain string literals and
// the comments of Python code, whatever they hold; pyDataSpans, those
// spans where the code cannot read text as names.
func pyLiteralSpans(code string) [][2]int {
	var spans [][2]int
	for i := 0; i < len(code); {
		c := code[i]
		switch {
		case c == '#':
			end := strings.IndexByte(code[i:], '\n')
			if end < 0 {
				end = len(code) - i
			}
			spans = append(spans, [2]int{i, i + end})
			i += end
		case c == '\'' || c == '"':
			// The prefix letters before the quote (r, b, u, f, rb...).
			p := i
			for p > 0 && i-p < 2 && strings.IndexByte("rRbBuUfF", code[p-1]) >= 0 {
				p--
			}
			if p > 0 && isIdent(code[p-1]) {
				p = i // a name that ends in r or f, not a prefix
			}
			fstring := strings.ContainsAny(code[p:i], "fF")
			q := code[i : i+1]
			if strings.HasPrefix(code[i:], strings.Repeat(q, 3)) {
				q = strings.Repeat(q, 3)
			}
			end := pyStringEnd(code, i+len(q), q)
			if end < 0 {
				return spans // unterminated: the rest is not read as data
			}
			if !fstring {
				spans = append(spans, [2]int{i, end})
			}
			i = end
		default:
			i++
		}
	}
	return spans
}

// pyStringEnd returns the index just past the quote q that closes a
// string whose text starts at i, or -1. A backslash escapes the next
// character, in raw strings too as far as where they end goes; a one-line
// string ends at a newline.
func pyStringEnd(code string, i int, q string) int {
	for i < len(code) {
		switch {
		case code[i] == '\\':
			i += 2
		case strings.HasPrefix(code[i:], q):
			return i + len(q)
		case code[i] == '\n' && len(q) == 1:
			return -1
		default:
			i++
		}
	}
	return -1
}
