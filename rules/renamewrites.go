package rules

import (
	"path"
	"regexp"
	"strings"

	"gatesh/parser"
)

// renameWrites are the names rename gives its files. util-linux's rename
// FROM TO FILE... replaces FROM in each name (the first, or each, as -a
// says; both are listed). Perl's rename (prename, perl-rename,
// file-rename, and rename given a Perl expression) applies s/PAT/REPL/
// to each name, which is followed where Go's regular expressions read
// PAT the same; any other expression is unknown. -n (no act) renames
// nothing.
func (v *cmdView) renameWrites(name string) (targets []parser.Word, unknownAt []string) {
	var exprs []parser.Word
	var files []parser.Word
	perl := name != "rename" && name != "rename.ul"
	args := v.cmd.Args
	opts := true
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		switch {
		case opts && a == "--":
			opts = false
		case opts && (a == "-e" || a == "-E" || a == "--expr"):
			perl = true
			if i+1 < len(args) {
				i++
				exprs = append(exprs, args[i])
			}
		case opts && (a == "-n" || a == "--nono" || a == "--no-act" || a == "--just-print" || a == "-h" || a == "--help" || a == "-V" || a == "--version"):
			return nil, nil
		case opts && strings.HasPrefix(a, "-") && len(a) > 1:
			if strings.ContainsAny(a[1:], "n") && !strings.HasPrefix(a, "--") {
				return nil, nil
			}
		default:
			files = append(files, args[i])
		}
	}
	if !perl && len(exprs) == 0 && len(files) > 0 && perlExpr(files[0].Value) {
		perl = true
	}
	if perl {
		if len(exprs) == 0 && len(files) > 0 {
			exprs, files = files[:1], files[1:]
		}
		for _, e := range exprs {
			re, repl, global, ok := perlSubst(e.Value)
			if !ok {
				return targets, []string{"."}
			}
			for _, f := range files {
				if f.Glob || f.Dynamic {
					// Names gatesh does not know: held where they may
					// become agents' settings in the top of the project
					// or a dot folder (the folder they are in, unless
					// the expression can move them out of it).
					if protectedHint(repl) {
						landing := path.Dir(f.Value)
						if f.Dynamic || strings.Contains(repl, "/") || crossesFolders(substPattern(e.Value)) {
							landing = "."
						}
						unknownAt = append(unknownAt, landing)
					}
					continue
				}
				out := applySubst(re, repl, global, f.Value)
				targets = append(targets, parser.Word{Value: out, Span: f.Span})
			}
		}
		return targets, unknownAt
	}
	if len(files) < 3 {
		return nil, nil
	}
	from, to := files[0].Value, files[1].Value
	for _, f := range files[2:] {
		if f.Glob || f.Dynamic {
			if protectedHint(to) {
				unknownAt = append(unknownAt, ".")
			}
			continue
		}
		if from == "" {
			targets = append(targets, parser.Word{Value: to + f.Value, Span: f.Span})
			continue
		}
		targets = append(targets,
			parser.Word{Value: strings.Replace(f.Value, from, to, 1), Span: f.Span},
			parser.Word{Value: strings.ReplaceAll(f.Value, from, to), Span: f.Span})
		if i := strings.LastIndex(f.Value, from); i >= 0 {
			targets = append(targets, parser.Word{Value: f.Value[:i] + to + f.Value[i+len(from):], Span: f.Span})
		}
	}
	return targets, unknownAt
}

// crossesFolders reports whether a Perl substitution's pattern may match
// a slash, and so move a name to another folder: a slash, an unescaped
// dot, a negated class, \S, \W, \D.
func crossesFolders(pat string) bool {
	if strings.Contains(pat, "/") {
		return true
	}
	for i := 0; i < len(pat); i++ {
		switch {
		case pat[i] == '\\' && i+1 < len(pat):
			if strings.IndexByte("SWD", pat[i+1]) >= 0 {
				return true
			}
			i++
		case pat[i] == '.', pat[i] == '[' && i+1 < len(pat) && pat[i+1] == '^':
			return true
		}
	}
	return false
}

// substPattern is the pattern of s<d>PAT<d>...: "" for anything else.
func substPattern(e string) string {
	e = strings.TrimSpace(e)
	if len(e) < 3 || e[0] != 's' {
		return ""
	}
	return splitUnescaped(e[2:], e[1])[0]
}

// perlExpr reports whether rename's first operand is a Perl expression
// rather than util-linux's FROM: s/// or y/// or tr/// with any
// delimiter, or code ($_, a semicolon).
func perlExpr(s string) bool {
	if strings.Contains(s, "$_") || strings.Contains(s, ";") {
		return true
	}
	for _, p := range []string{"s", "y", "tr"} {
		if rest, ok := strings.CutPrefix(s, p); ok && rest != "" && !isWordChar(rest[0]) && rest[0] != ' ' && rest[0] != '.' && rest[0] != '-' {
			return true
		}
	}
	return false
}

func isWordChar(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// perlSubst parses s<d>PAT<d>REPL<d>FLAGS with a delimiter that is not a
// bracket, into a Go expression and a template; ok is false for anything
// else (y///, an e flag, code, a REPL with a variable).
func perlSubst(e string) (re *regexp.Regexp, repl string, global, ok bool) {
	e = strings.TrimSpace(e)
	if len(e) < 4 || e[0] != 's' {
		return nil, "", false, false
	}
	d := e[1]
	if isWordChar(d) || strings.IndexByte("({[<", d) >= 0 || d == ' ' {
		return nil, "", false, false
	}
	parts := splitUnescaped(e[2:], d)
	if len(parts) != 3 {
		return nil, "", false, false
	}
	pat, rep, flags := parts[0], parts[1], parts[2]
	prefix := ""
	for _, f := range flags {
		switch f {
		case 'g':
			global = true
		case 'i':
			prefix = "(?i)"
		case 'r', 'x', 's', 'm':
			if f != 'r' {
				prefix += "(?" + string(f) + ")"
			}
		default:
			return nil, "", false, false // e, ee and the rest run code
		}
	}
	re, err := regexp.Compile(prefix + pat)
	if err != nil {
		return nil, "", false, false
	}
	// The replacement: $1, ${1}, \1 are groups; any other $ or @ is a
	// variable, and a backslash escapes the next character.
	var b strings.Builder
	for i := 0; i < len(rep); i++ {
		c := rep[i]
		switch {
		case c == '\\' && i+1 < len(rep):
			i++
			if rep[i] >= '1' && rep[i] <= '9' {
				b.WriteString("${" + string(rep[i]) + "}")
			} else if isWordChar(rep[i]) {
				return nil, "", false, false // \U, \L, \E change case
			} else {
				b.WriteByte(rep[i])
			}
		case c == '$' && i+1 < len(rep) && rep[i+1] >= '0' && rep[i+1] <= '9':
			b.WriteString("${" + string(rep[i+1]) + "}")
			i++
		case c == '$' || c == '@':
			return nil, "", false, false
		default:
			b.WriteByte(c)
		}
	}
	return re, b.String(), global, true
}

// splitUnescaped splits s at each unescaped d.
func splitUnescaped(s string, d byte) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case d:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// applySubst applies a substitution to a name, as Perl's s/// does: the
// first match, or each with g.
func applySubst(re *regexp.Regexp, repl string, global bool, name string) string {
	if global {
		return re.ReplaceAllString(name, repl)
	}
	m := re.FindStringSubmatchIndex(name)
	if m == nil {
		return name
	}
	out := re.ExpandString(nil, repl, name, m)
	return name[:m[0]] + string(out) + name[m[1]:]
}

// protectedHint reports whether a replacement could make a name of
// agents' settings or git's, from names gatesh does not know (a glob, a
// variable): a name or a folder that starts with a dot, or a word of
// theirs.
func protectedHint(repl string) bool {
	if strings.HasPrefix(repl, ".") || strings.Contains(repl, "/.") {
		return true
	}
	low := strings.ToLower(repl)
	for _, w := range []string{"mcp", "claude", "settings", "codex", "gemini", "cursor", "vscode", "git", "hook", "opencode", "agents"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
