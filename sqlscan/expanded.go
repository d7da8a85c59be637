package sqlscan

import (
	"strings"

	"gatesh/internal/lazy"
)

// ScanExpanded scans SQL text a client runs with what it interpolates
// first: psql's variables (:name, :'name', :"name"), and, when shell is
// set, the expansions of a shell gatesh could not resolve, written as the
// parser's placeholders ("$NAME", "$(...)", "$((...))", "$@"). What
// such text does depends on what the expansions hold, so it is read as
// Dynamic unless every statement only reads and every expansion stands
// where only a value goes (inside a quoted literal, after =, IN, LIMIT,
// ...). The statements an expansion touches become Dynamic; with none to
// mark, the whole text is one.
func ScanExpanded(text string, shell bool) Result {
	r := Scan(text)
	exps := clientVariables(text)
	if shell {
		exps = append(exps, expansions(text)...)
	}
	if len(exps) == 0 {
		return r
	}
	safe := r.ReadOnly()
	setsText := setsStatements(text)
	for _, at := range exps {
		if !valueAt(text, at) {
			safe = false
		}
		if setsText && text[at] == ':' && isWordByte(text[at+1]) {
			// psql puts :name's value in as it is: a value a query
			// chose (\gset) or one with a ; in it is statements.
			safe = false
		}
	}
	if safe {
		return r
	}
	marked := false
	for i := range r.Statements {
		st := &r.Statements[i]
		for _, at := range exps {
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

// setsStatements reports whether text sets a psql variable to what may
// be statements: from a query's row (\gset) or by a \set whose value
// holds a semicolon.
func setsStatements(text string) bool {
	if strings.Contains(text, "\\gset") {
		return true
	}
	for line := range strings.SplitSeq(text, "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "\\set "); ok && strings.Contains(rest, ";") {
			return true
		}
	}
	return false
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
	for _, hash := range []bool{false, true} {
		if stripComments(text, hash, false)[at] != text[at] || stripComments(text, hash, true)[at] != text[at] {
			return false // in a comment, which what it holds may end
		}
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
