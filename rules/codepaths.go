package rules

import (
	"path"
	"regexp"
	"strings"
	"unicode/utf8"

	"gatesh/internal/lazy"
	"gatesh/internal/relit"
)

// Paths inline code names in its string literals: the home folder's, and
// the project's dot names, read and written as the code reads and
// writes files.

// codeLiterals returns the string literals in inline code that may be
// paths, after perl's mode glued to them (">.mcp.json"): what
// `["'](?:[+<>]{1,2}\s*)?([~./][^"'\s]{1,200})["']` captures, found as
// its FindAllStringSubmatch finds them. Compiling that regexp (the 200
// copies of its class) took 6 to 16 ms, more than all the others a
// batch of commands builds.
func codeLiterals(text string) []string {
	var out []string
	for i := 0; i < len(text); i++ {
		if !isQuote(text[i]) {
			continue
		}
		// The mode is one or two of +<>, then spaces; a third mode
		// character leaves nothing that can start the name.
		j := i + 1
		for j < len(text) && j-i <= 3 && isModeChar(text[j]) {
			j++
		}
		if mode := j - i - 1; mode > 2 {
			continue
		} else if mode > 0 {
			for j < len(text) && isRegexpSpace(text[j]) {
				j++
			}
		}
		if j == len(text) || (text[j] != '~' && text[j] != '.' && text[j] != '/') {
			continue
		}
		end, ok := literalRest(text, j+1)
		if !ok {
			continue
		}
		out = append(out, text[j:end])
		i = end // the closing quote: the next literal starts after it
	}
	return out
}

// literalRest reports where the closing quote is when text from start
// holds 1 to 200 characters that are neither quotes nor spaces (counted
// as the regexp counts them, an invalid byte as one) and then a quote.
func literalRest(text string, start int) (int, bool) {
	n := 0
	p := start
	for p < len(text) {
		c := text[p]
		if isQuote(c) || isRegexpSpace(c) {
			break
		}
		if c < utf8.RuneSelf {
			p++
		} else {
			_, w := utf8.DecodeRuneInString(text[p:])
			p += w
		}
		if n++; n > 200 {
			return 0, false
		}
	}
	return p, n > 0 && p < len(text) && isQuote(text[p])
}

func isQuote(c byte) bool { return c == '"' || c == '\'' }

func isModeChar(c byte) bool { return c == '+' || c == '<' || c == '>' }

// isRegexpSpace is the regexp's \s: [\t\n\f\r ].
func isRegexpSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// dotName reports whether a relative path starts with a dot name
// (.mcp.json, .claude/x), not "." or "..".
func dotName(p string) bool {
	return len(p) > 1 && p[0] == '.' && p[1] != '/' && p[1] != '.'
}

// codeHome matches the ways inline code names the home folder.
var codeHome = &relit.Any{Srcs: []string{
	`expanduser`, `homedir`, `Path\.home`, `Dir\.home`, `ENV\[["']HOME`, `env\.HOME`, `getenv\(["']HOME`,
	`environ\[["']HOME`, `environ\.get\(["']HOME`, `\$HOME`, `home_dir`, `user-home`, `getProperty\(["']user\.home`,
}}

// codeWrites matches inline code that writes a file: opens one for
// writing (perl's open with >, >> or +<, too), or copies, moves or links
// one into place. As one regexp, it was compiled at a third of a
// millisecond and run over a payload at 0.1 ms or more.
var codeWrites = &relit.Any{Srcs: []string{
	`open\(.{0,200}?,\s*["'](w|a|x|r\+)[bt+]?["']`,
	`writeFile|appendFile|write_text|write_bytes|File\.write|IO\.write|json\.dump\(|fs\.write|createWriteStream|append-to-file|write-region|file_put_contents`,
	`\bunlink`, `os\.remove`, `shutil\.`,
	`\bopen\s*\(?[^;]{0,200}?["']\s*(>|>>|\+<)`,
	`\bos\.(rename|renames|replace|link|symlink)\s*\(`,
	`\.(rename|symlink_to|hardlink_to|link_to)\s*\(`,
	`\b(copyFile|copyFileSync|cpSync|renameSync|symlinkSync|linkSync)\s*\(`,
	`\b(fs|fsp|fse|promises)\.(cp|copy|rename|symlink|link|move)\w*\s*\(`,
	`\bFile::Copy\b`, `\brename\s*[\s(]`,
	`\bFileUtils\.(cp|mv|ln|copy|move|install|cp_r|ln_s)\w*`,
	`\bFile\.(rename|symlink|link)\b`,
	`(^|[^.\w])(copy|move)\s*\(`,
}}

// codeTreeCopy matches inline code that copies a whole folder, and
// codeHere a literal naming the folder the code runs in: the two make
// names gatesh cannot list land at the top of the project
// (shutil.copytree('tools', '.', dirs_exist_ok=True)).
var (
	codeTreeCopy = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\b(copytree|copy_tree|cpSync|cp_r|dircopy|rcopy)\s*\(|\b(fs|fsp|fse|promises)\.(cp|copy)\s*\(`)
	}}
	codeHere = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`["']\.\/?["']`)
	}}
)

// codePaths adds the home-folder paths that inline code names in its
// string literals to what the command reads, and writes when the code
// writes files: open(os.path.expanduser("~/.azure/token.json")),
// process.env.HOME + "/.npmrc". Paths the code builds otherwise stay
// unseen, as the code's own reach rules say.
func (v *cmdView) codePaths() {
	for _, p := range v.cmd.Payloads {
		switch p.Lang {
		case "sql", "redis", "mongo", "unmodeled":
			continue
		}
		v.codeGivenWrites(p)
		if !strings.ContainsAny(p.Text, "~.") {
			continue
		}
		if codeTreeCopy.Get().MatchString(p.Text) && codeHere.Get().MatchString(p.Text) {
			v.writes = append(v.writes, ref{value: ".", span: p.Span, unlisted: true})
		}
		home := -1 // unknown until a literal needs it
		writes := -1
		lits := codeLiterals(p.Text)
		// A name the code builds from literals (".mcp" . ".json",
		// os.path.join(".claude", "settings.json")) is that name.
		lits = append(lits, builtNames(p.Text)...)
		for _, lit := range lits {
			var val string
			project := false
			switch {
			case strings.HasPrefix(lit, "~/"):
				val = lit
			case strings.HasPrefix(lit, "/") && (strings.Contains(lit, "/.gatesh/") || strings.HasSuffix(lit, "/.gatesh")):
				// The gate's folder by any user's home, however the code
				// reaches its files (glob.glob('/root/.gatesh/queue/*')
				// and then open(p, 'w')).
				val = lit
			case strings.HasPrefix(lit, "/.") || dotName(strings.TrimPrefix(lit, "./")):
				if home < 0 {
					home = boolInt(codeHome.MatchString(p.Text))
				}
				switch {
				case home == 1 && !strings.HasPrefix(lit, "./"):
					val = "~/" + strings.TrimPrefix(lit, "/")
				case strings.HasPrefix(lit, "/"):
					continue
				default:
					// .mcp.json, .claude/settings.json: a name in the
					// project that programs run code from, written when
					// the code writes files (shutil.copy, os.rename,
					// copyFileSync, perl's open for writing).
					val, project = path.Clean(lit), true
				}
			default:
				continue
			}
			if !project {
				v.reads = append(v.reads, ref{value: val, span: p.Span})
			}
			if writes < 0 {
				writes = boolInt(codeWrites.MatchString(p.Text))
			}
			if writes == 1 {
				v.writes = append(v.writes, ref{value: val, span: p.Span})
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// codeConcat matches string literals joined by a concatenation operator
// (+ in Python and JavaScript, . in Perl and PHP, .. in Lua, ~ in Raku)
// or set side by side (Python), and codeJoin a path join of literals.
var (
	codeConcat = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?:["'][^"'\n]*["']\s*(?:\+|\.\.?|~)?\s*){2,}`)
	}}
	codeJoin = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:join|joinpath|File\.join|Path|resolve|catfile)\s*\(\s*((?:["'][^"'\n]*["']\s*,\s*)+["'][^"'\n]*["'])\s*\)`)
	}}
	codeLit = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`["']([^"'\n]*)["']`)
	}}
)

// builtNames are the names inline code builds from string literals: a
// concatenation of two or more (".mcp" . ".json" is .mcp.json) and a path
// join of them (os.path.join(".claude", "settings.json")), with perl's
// open mode before the name dropped.
func builtNames(text string) []string {
	var out []string
	add := func(parts []string, sep string) {
		name := strings.TrimLeft(strings.Join(parts, sep), "+<> ")
		if len(parts) > 1 && name != "" {
			out = append(out, name)
		}
	}
	parts := func(s string) []string {
		var ps []string
		for _, m := range codeLit.Get().FindAllStringSubmatch(s, -1) {
			ps = append(ps, m[1])
		}
		return ps
	}
	for _, m := range codeConcat.Get().FindAllString(text, -1) {
		add(parts(m), "")
	}
	for _, m := range codeJoin.Get().FindAllStringSubmatch(text, -1) {
		add(parts(m[1]), "/")
	}
	return out
}
