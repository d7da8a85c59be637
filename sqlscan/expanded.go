package sqlscan

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// ScanExpanded scans SQL text a client runs with what it interpolates
// first: psql's variables (:name, :'name', :"name"), and, when shell is
// set, the expansions of a shell gatesh could not resolve, written as the
// parser's placeholders ("$NAME", "$(...)", "$((...))", "$@").
// psqlVars is non-nil for psql, which puts :name's value in the text as
// it is, and holds the values its command line gives (-v NAME=VALUE);
// nil for a client that binds :name as a value (sqlite3's parameters, a
// tool's named parameters). psql, mysql and sqlite3 run every statement
// of their text, so an expansion
// whose text gatesh cannot see may carry statements of its own, wherever
// it stands: a statement that holds one is Dynamic, and with none to
// mark (a comment, between statements) the whole text is one. Only an
// expansion whose text can be nothing but a value or a name leaves its
// statement as written (seenExpansion).
func ScanExpanded(text string, shell bool, psqlVars map[string]string) Result {
	r := Scan(text)
	exps := clientVariables(text)
	if shell {
		exps = append(exps, expansions(text)...)
	}
	var unseen []int
	for _, at := range exps {
		if !seenExpansion(text, at, psqlVars) {
			unseen = append(unseen, at)
		}
	}
	if len(unseen) == 0 {
		return r
	}
	marked := false
	for i := range r.Statements {
		st := &r.Statements[i]
		for _, at := range unseen {
			if at >= st.Start && at < st.End {
				st.Kind, st.Temp = Dynamic, false
				marked = true
				break
			}
		}
	}
	if !marked {
		// An expansion in a comment or between statements: what it
		// holds may end the comment or start a statement of its own.
		r.Statements = append(r.Statements, Statement{Text: strings.TrimSpace(text), Kind: Dynamic, Start: 0, End: len(text)})
		r.Stacked = len(r.Statements) > 1
	}
	return r
}

// seenExpansion reports whether the expansion at offset at can hold
// only text that leaves its statement as it reads: a number the shell
// computes ($((...))) where a value goes; psql's
// :'name', a literal psql quotes itself, where a value goes; :"name", a
// name it quotes, where a name goes; or :name where a value goes, when
// psql's command line or a \set before it gave name a plain word or
// number, or the client binds it as a value (vars nil). Anything else (a
// command's output, a variable from the environment, $1, a file's text)
// is text psql puts in as it is, statements included.
func seenExpansion(text string, at int, vars map[string]string) bool {
	rest := text[at:]
	switch {
	case text[at] == '$':
		// Only arithmetic is a number by construction: the placeholder
		// "$?" also stands for ${?/0/TEXT} and "$!" for ${!:-TEXT}. A
		// negative number after a minus is a comment (- -1 is not, --1
		// is).
		return strings.HasPrefix(rest, "$((...))") && valueAt(text, at) && (at == 0 || text[at-1] != '-')
	case strings.HasPrefix(rest, ":'"):
		return valueAt(text, at)
	case strings.HasPrefix(rest, ":\""):
		return nameAt(text, at)
	}
	return valueAt(text, at) && setPlain(text, at, vars)
}

// nameAt reports whether psql's :"name" at offset at stands where a
// name of a table or a column goes: not in a comment, and not before (,
// where the name it holds would be a function's, which may write.
func nameAt(text string, at int) bool {
	if inComment(text, at) {
		return false
	}
	end := strings.IndexByte(text[at+2:], '"')
	if end < 0 {
		return false
	}
	after := strings.TrimLeft(text[at+2+end+1:], " \t\r\n")
	return !strings.HasPrefix(after, "(")
}

// setPlain reports whether psql's :name at offset at has a value the
// command fixes: its command line (vars) or a \set before it gives name
// a plain word or number (digits, letters, _ and .), no other client
// command before it names it, and no query's row sets variables (\gset).
// A client that binds :name (vars nil) needs no \set, only none that
// is not plain.
func setPlain(text string, at int, vars map[string]string) bool {
	name := text[at+1:]
	if i := strings.IndexFunc(name, func(r rune) bool { return r > 127 || !isWordByte(byte(r)) }); i >= 0 {
		name = name[:i]
	}
	if strings.Contains(text, "\\gset") {
		return false
	}
	v, found := vars[name]
	if found && !plainValue(v) {
		return false
	}
	for line := range strings.SplitSeq(text[:at], "\n") {
		for i, seg := range strings.Split(line, "\\") {
			f := strings.Fields(seg)
			if i == 0 || !slices.Contains(f, name) {
				continue
			}
			if f[0] != "set" || len(f) != 3 || f[1] != name || !plainValue(f[2]) {
				return false
			}
			found = true
		}
	}
	return found || vars == nil
}

// plainValue reports a psql variable value that can only be a number or
// a name where it stands: letters, digits, _ and ., quoted or not.
func plainValue(v string) bool {
	if len(v) >= 2 && v[0] == '\'' && v[len(v)-1] == '\'' {
		v = v[1 : len(v)-1]
	}
	return v != "" && strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.") == ""
}

// expansions returns the offsets of the shell placeholders in text: a $
// before a name, a digit, ( or { or one of the shell's special
// parameters.
func expansions(text string) []int {
	var out []int
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '$' {
			continue
		}
		c := text[i+1]
		if isWordByte(c) || strings.IndexByte("({@*#?$!-", c) >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// clientVariables returns the offsets of psql's variable interpolations
// outside quotes and comments: a colon before a name or a quote, that is
// neither a cast (::), an assignment (:=) nor a slice (a[1:2]).
// A client's own command lines (\set, .parameter) are left to it.
func clientVariables(text string) []int {
	if strings.IndexByte(text, ':') < 0 {
		return nil
	}
	var out []int
	sql, _ := clientLines(text)
	s := stripComments(sql, false, false)
	for i := 0; i+1 < len(s); {
		if end, ok := skipString(s, i, false); ok {
			i = end
			continue
		}
		c := s[i+1]
		if s[i] == ':' && (i == 0 || s[i-1] != ':' && !isWordByte(s[i-1])) && (isWordByte(c) && !(c >= '0' && c <= '9') || c == '\'' || c == '"') {
			out = append(out, i)
		}
		i++
	}
	return out
}

// valueAt reports whether the expansion at offset at stands where SQL
// takes only a value: inside a quoted literal, or after an operator or a
// keyword that a value follows. A name, a keyword or a statement cannot
// stand there.
func valueAt(text string, at int) bool {
	if inComment(text, at) {
		return false // what it holds may end the comment
	}
	if inLiteral(text, at) {
		return true
	}
	j := at
	for j > 0 && (text[j-1] == ' ' || text[j-1] == '\t' || text[j-1] == '\n' || text[j-1] == '\r') {
		j--
	}
	if j == 0 {
		return false
	}
	if j == at && isWordByte(text[j-1]) {
		return false // t_$X: part of a name
	}
	if strings.IndexByte("=<>(,+-*/%|", text[j-1]) >= 0 {
		return true
	}
	k := j
	for k > 0 && isWordByte(text[k-1]) {
		k--
	}
	return valueKeywords.Get()[strings.ToUpper(text[k:j])]
}

// inComment reports whether offset at is inside a comment however the
// dialects read comments and backslashes.
func inComment(text string, at int) bool {
	for _, hash := range []bool{false, true} {
		if stripComments(text, hash, false)[at] != text[at] || stripComments(text, hash, true)[at] != text[at] {
			return true
		}
	}
	return false
}

// inLiteral reports whether offset at is inside a string literal (single
// quotes, or PostgreSQL's dollar quotes) however the dialects read
// comments and backslashes, as Scan reads the text each way.
func inLiteral(text string, at int) bool {
	for _, hash := range []bool{false, true} {
		for _, backslash := range []bool{false, true} {
			if !inLiteralRead(stripComments(text, hash, backslash), at, backslash) {
				return false
			}
		}
	}
	return true
}

func inLiteralRead(s string, at int, backslash bool) bool {
	for i := 0; i < at; {
		end, ok := skipString(s, i, backslash)
		if !ok {
			i++
			continue
		}
		if at < end {
			// A double-quoted or backquoted run is a name, not a value.
			return s[i] == '\'' || s[i] == '$'
		}
		i = end
	}
	return false
}

// valueKeywords are the keywords after which SQL takes a value, not a
// name or a statement.
var valueKeywords = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, k := range []string{"IN", "LIMIT", "OFFSET", "LIKE", "ILIKE", "BETWEEN", "AND",
		"WHEN", "THEN", "ELSE", "VALUES", "TOP", "FETCH", "FIRST", "NEXT", "REGEXP", "GLOB"} {
		m[k] = true
	}
	return m
}}
