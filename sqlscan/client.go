package sqlscan

import (
	"slices"
	"strconv"
	"strings"
)

// clientLines finds the lines that are commands of the database client
// rather than SQL (psql \d, \! and \copy, sqlite .tables and .shell, mysql
// system and pager), classifies each, and returns the text with those
// lines blanked so that the SQL scan keeps its offsets.
func clientLines(text string) (string, []Statement) {
	var out []Statement
	var b []byte
	start := 0
	for start <= len(text) {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		line := text[start:end]
		trimmed := strings.TrimSpace(line)
		if at := midLineCommand(line); at > 0 {
			// SQL, then psql's commands for it (SELECT ... \g |sh,
			// SELECT ... \gexec): those are read as a line of their own.
			start += at
			line = text[start:end]
			trimmed = strings.TrimSpace(line)
		}
		if st, ok := clientCommand(trimmed); ok {
			off := start + strings.Index(line, trimmed)
			st.Start, st.End = off, off+len(trimmed)
			out = append(out, st)
			if b == nil {
				b = []byte(text)
			}
			for i := start; i < end; i++ {
				b[i] = ' '
			}
		}
		start = end + 1
	}
	if b == nil {
		return text, out
	}
	return string(b), out
}

// midLineCommand returns the offset in line of a psql command that
// follows SQL on the same line, or -1. A line that starts with one is
// left to clientCommand.
func midLineCommand(line string) int {
	at := commandAt(line)
	if at < 0 || strings.TrimSpace(line[:at]) == "" {
		return -1
	}
	return at
}

// commandAt returns the offset of the first psql command in text (a
// backslash and a letter or !, outside quotes, read with and without
// MySQL's backslash escapes), or -1.
func commandAt(text string) int {
	first := -1
	for _, backslash := range []bool{false, true} {
		for i := 0; i+1 < len(text); {
			if end, ok := skipString(text, i, backslash); ok {
				i = end
				continue
			}
			if text[i] == '\\' && (isWordByte(text[i+1]) || text[i+1] == '!') {
				if first < 0 || i < first {
					first = i
				}
				break
			}
			i++
		}
	}
	return first
}

// backquoted returns the text between the first pair of backquotes in
// s, if there is one.
func backquoted(s string) (string, bool) {
	i := strings.IndexByte(s, '`')
	if i < 0 {
		return "", false
	}
	j := strings.IndexByte(s[i+1:], '`')
	if j < 0 {
		return "", false
	}
	return strings.TrimSpace(s[i+1 : i+1+j]), true
}

// clientCommand classifies one line if it is a client command.
func clientCommand(line string) (Statement, bool) {
	st := Statement{Text: line, Kind: Other}
	name, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	switch {
	case strings.HasPrefix(line, "\\!"):
		st.Verb, st.Kind, st.Shell = "\\!", ClientShell, strings.TrimSpace(line[2:])
		return st, true
	case strings.HasPrefix(line, "\\") && len(line) > 1:
		st.Verb = name
		if cmd, ok := backquoted(rest); ok {
			// psql runs the text between backquotes in a command's
			// arguments as a shell command (\set x `cmd`).
			st.Kind, st.Shell = ClientShell, cmd
			return st, true
		}
		if after := commandAt(rest); after >= 0 {
			// Another command after this one on its line (\x \gexec):
			// the riskier of the two is the line's.
			if next, _ := clientCommand(rest[after:]); next.Kind != Other {
				next.Text = line
				return next, true
			}
		}
		switch name {
		case "\\gexec":
			st.Kind = Dynamic // each value of the query's rows is run as a statement
		case "\\o", "\\out", "\\g", "\\gx", "\\w", "\\write":
			if cmd, ok := strings.CutPrefix(rest, "|"); ok {
				st.Kind, st.Shell = ClientShell, strings.TrimSpace(cmd)
			} else if rest != "" && (name == "\\o" || name == "\\out" || name == "\\w" || name == "\\write") {
				st.Kind = FileAccess
			} else if file := queryBufferFile(rest); file != "" && !copyFile(firstToken(file)) {
				// \g FILE and \gx FILE write the query's result to
				// FILE as \o does (psql's reference): one outside the
				// project, or a start-up file, is a file written.
				st.Kind = FileAccess
			}
		case "\\lo_unlink":
			st.Kind = Drop // deletes a large object, as lo_unlink() does
		case "\\password":
			st.Kind = Admin // changes a role's password
		case "\\copy":
			lower := strings.ToLower(rest)
			switch {
			case strings.Contains(lower, " program "):
				st.Kind = Program
			case strings.Contains(lower, " to ") || strings.Contains(lower, " from "):
				if !strings.Contains(lower, " stdin") && !strings.Contains(lower, " stdout") && !strings.Contains(lower, " pstdin") && !strings.Contains(lower, " pstdout") && !copiesProjectFile(rest) {
					st.Kind = FileAccess
				}
			}
		case "\\i", "\\include", "\\ir", "\\include_relative", "\\.", "\\e", "\\edit", "\\ef", "\\ev":
			st.Kind = Dynamic // SQL from a file or an editor, which gatesh does not read
		case "\\lo_import", "\\lo_export", "\\T", "\\s":
			st.Kind = FileAccess
		case "\\P", "\\setenv":
			st.Kind = ClientShell // a pager or an environment that names a program
		}
		return st, true
	case strings.HasPrefix(line, ".") && len(line) > 1 && isWordByte(line[1]):
		st.Verb = name
		switch name {
		case ".shell", ".system":
			st.Kind, st.Shell = ClientShell, rest
		case ".output", ".once", ".import", ".log":
			arg := strings.Trim(rest, "'\"")
			for _, flag := range []string{"-x", "-e", "--bom", "--csv", "--ascii", "--skip"} {
				arg = strings.TrimSpace(strings.TrimPrefix(arg, flag))
			}
			arg = strings.Trim(arg, "'\"")
			switch {
			case strings.HasPrefix(arg, "|"):
				st.Kind, st.Shell = ClientShell, strings.TrimSpace(arg[1:])
			case strings.HasPrefix(rest, "-x") || strings.HasPrefix(rest, "-e"):
				st.Kind = ClientShell // opens a program on the output
			case arg != "" && arg != "stdout" && arg != "off" && !projectFile(firstToken(arg)):
				st.Kind = FileAccess
			}
		case ".excel":
			st.Kind = ClientShell
		case ".load":
			st.Kind = Program
		case ".read":
			st.Kind = Dynamic
			if cmd, ok := strings.CutPrefix(strings.Trim(rest, "'\""), "|"); ok {
				st.Kind, st.Shell = ClientShell, strings.TrimSpace(cmd)
			}
		case ".backup", ".save":
			// .backup ?DB? FILE: a copy written into a plain file of
			// the project is the project's own output.
			f := strings.Fields(rest)
			if len(f) == 0 || !copyFile(strings.Trim(f[len(f)-1], "'\"")) || strings.HasPrefix(rest, "-") {
				st.Kind = FileAccess
			}
		case ".restore", ".open", ".clone":
			st.Kind = FileAccess
		}
		return st, true
	case strings.EqualFold(name, "system") && rest != "" && !strings.Contains(line, ";"):
		// The mysql client's system command.
		st.Verb, st.Kind, st.Shell = "system", ClientShell, rest
		return st, true
	case strings.EqualFold(name, "pager") && rest != "" || strings.EqualFold(name, "tee") && rest != "" || strings.EqualFold(name, "source") && rest != "":
		st.Verb = strings.ToLower(name)
		switch st.Verb {
		case "pager":
			st.Kind, st.Shell = ClientShell, strings.TrimSuffix(rest, ";")
		case "tee":
			st.Kind = FileAccess
		default:
			st.Kind = Dynamic
		}
		return st, true
	}
	return st, false
}

// tautology reports whether the WHERE of a statement holds for every row:
// each term of an OR, or every term of an AND, is always true (1=1,
// TRUE, 'a'='a', x=x, 2>1, NOT FALSE, 1<>0).
func tautology(stmt string) bool {
	toks := tokens(stmt)
	at := -1
	depth := 0
	for i, t := range toks {
		switch t {
		case "(":
			depth++
		case ")":
			depth--
		case "WHERE":
			if depth == 0 && at < 0 {
				at = i
			}
		}
	}
	if at < 0 {
		return false
	}
	var cond []string
	depth = 0
	for _, t := range toks[at+1:] {
		if depth == 0 && (t == "RETURNING" || t == "ORDER" || t == "LIMIT" || t == "GROUP" || t == "OFFSET") {
			break
		}
		if t == "(" {
			depth++
		} else if t == ")" {
			depth--
		}
		cond = append(cond, t)
	}
	return alwaysTrue(cond)
}

// alwaysTrue reports whether a condition's tokens are always true.
func alwaysTrue(t []string) bool {
	for len(t) >= 2 && t[0] == "(" && t[len(t)-1] == ")" && balanced(t[1:len(t)-1]) {
		t = t[1 : len(t)-1]
	}
	if ors := splitTop(t, "OR"); len(ors) > 1 {
		for _, part := range ors {
			if alwaysTrue(part) {
				return true
			}
		}
		return false
	}
	if ands := splitTop(t, "AND"); len(ands) > 1 {
		for _, part := range ands {
			if !alwaysTrue(part) {
				return false
			}
		}
		return true
	}
	if len(t) >= 3 && t[0] == "EXISTS" && t[1] == "(" && t[len(t)-1] == ")" && !slices.Contains(t, "FROM") {
		// EXISTS (SELECT 1): a row, whatever the table holds.
		return true
	}
	switch {
	case len(t) == 1:
		return t[0] == "TRUE" || isNumber(t[0]) && strings.Trim(t[0], "0.") != ""
	case len(t) == 2 && t[0] == "NOT":
		return t[1] == "FALSE" || t[1] == "0" || t[1] == "NULL"
	case len(t) == 4 && t[1] == "IS" && t[2] == "NOT" && t[3] == "NULL":
		// Every row with a value: for a key column, which is never
		// null, every row (WHERE id IS NOT NULL).
		return true
	case len(t) == 3:
		a, op, b := t[0], t[1], t[2]
		literal := func(x string) bool { return isNumber(x) || strings.HasPrefix(x, "'") }
		switch op {
		case "=", "==", "IS", "LIKE":
			return a == b || op == "LIKE" && b == "'%'"
		case "<=", ">=":
			if a == b {
				return true
			}
		case "<>", "!=":
			return literal(a) && literal(b) && a != b
		case ">", "<":
			x, errA := strconv.ParseFloat(a, 64)
			y, errB := strconv.ParseFloat(b, 64)
			if errA == nil && errB == nil {
				return op == ">" && x > y || op == "<" && x < y
			}
		}
		if op == "<" || op == "<=" {
			a, b = b, a // 0 < id is id > 0
			op = strings.Replace(op, "<", ">", 1)
		}
		return (op == ">" || op == ">=") && (rowKey(a) && lowKeyBound(b, op) || epochBound(b))
	}
	return false
}

// rowKey reports whether a name is a table's row key, which every row
// has above zero (id, rowid, oid, a table's .id).
func rowKey(name string) bool {
	name = name[strings.LastIndexByte(name, '.')+1:]
	switch name {
	case "ID", "ROWID", "_ROWID_", "OID":
		return true
	}
	return false
}

// lowKeyBound reports whether a row key's lower bound takes in every
// row: > 0 or below, >= 1 or below.
func lowKeyBound(b, op string) bool {
	n, err := strconv.ParseFloat(strings.TrimPrefix(b, "-"), 64)
	if err != nil {
		return false
	}
	if strings.HasPrefix(b, "-") {
		n = -n
	}
	return op == ">" && n <= 0 || op == ">=" && n <= 1
}

// epochBound reports whether a quoted date lies at or before the Unix
// epoch ('1970-01-01', '1900-01-01'): every timestamp is later.
func epochBound(b string) bool {
	if !strings.HasPrefix(b, "'") || len(b) < 6 {
		return false
	}
	year, err := strconv.Atoi(b[1:5])
	return err == nil && year <= 1970 && year > 0 && (len(b) == 6 || b[5] == '-' || b[5] == '\'')
}

func balanced(t []string) bool {
	depth := 0
	for _, x := range t {
		switch x {
		case "(":
			depth++
		case ")":
			depth--
			if depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}

// splitTop splits tokens at a keyword outside parentheses.
func splitTop(t []string, kw string) [][]string {
	var out [][]string
	depth, start := 0, 0
	for i, x := range t {
		switch x {
		case "(":
			depth++
		case ")":
			depth--
		case kw:
			if depth == 0 {
				out = append(out, t[start:i])
				start = i + 1
			}
		}
	}
	return append(out, t[start:])
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && s[i] != '.' {
			return false
		}
	}
	return true
}

// tokens splits SQL into upper-cased words, numbers, string literals as
// written, parentheses and comparison operators.
func tokens(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		if end, ok := skipString(s, i, false); ok {
			lit := s[i:end]
			if c == '"' || c == '`' {
				lit = strings.ToUpper(lit) // a quoted name
			}
			out = append(out, lit)
			i = end
			continue
		}
		switch {
		case isWordByte(c):
			j := i
			for j < len(s) && (isWordByte(s[j]) || s[j] == '.') {
				j++
			}
			out = append(out, strings.ToUpper(s[i:j]))
			i = j
		case c == '(' || c == ')':
			out = append(out, string(c))
			i++
		case strings.IndexByte("=<>!", c) >= 0:
			j := i
			for j < len(s) && strings.IndexByte("=<>!", s[j]) >= 0 {
				j++
			}
			out = append(out, s[i:j])
			i = j
		default:
			i++
		}
	}
	return out
}

// The client reads and writes files on this machine, as a shell's
// redirection does: a file of the project (an export to exports/x.csv,
// an import of data/x.csv) is the project's own work. A path outside it,
// or one gatesh cannot read, is file access.

// copiesProjectFile reports whether a \copy's file, after TO or FROM, is a
// path inside the project.
func copiesProjectFile(rest string) bool {
	lower := strings.ToLower(rest)
	i := strings.LastIndex(lower, " to ")
	if j := strings.LastIndex(lower, " from "); j > i {
		i = j + len(" from ")
	} else if i >= 0 {
		i += len(" to ")
	}
	if i < 0 {
		return false
	}
	return projectFile(firstToken(strings.TrimSpace(rest[i:])))
}

// copiesPlainProjectFiles reports whether every file a COPY statement
// names after TO or FROM is a plain file of the project (copyFile): an
// embedded engine (DuckDB, SQLite) writes or reads it where the command
// runs, and a server refuses a relative path. False when it names none.
func copiesPlainProjectFiles(text string) bool {
	n := 0
	for i := 0; i < len(text); i++ {
		if text[i] != '\'' {
			continue
		}
		end := skipQuoted(text, i, '\'', false)
		before := strings.ToUpper(strings.TrimRight(text[:i], " \t\r\n"))
		if strings.HasSuffix(before, " TO") || strings.HasSuffix(before, " FROM") || strings.HasSuffix(before, ")TO") {
			if !copyFile(strings.ReplaceAll(text[i+1:max(end-1, i+1)], "''", "'")) {
				return false
			}
			n++
		}
		i = end - 1
	}
	return n > 0
}

// copyFile reports whether p is a plain file of the project: relative,
// never above it, and in no dot folder and no dot file (.git/hooks,
// .env, .vscode), where a file written would run or be read as settings.
func copyFile(p string) bool {
	if !projectFile(p) || strings.ContainsAny(p, "*?[{'\"") {
		return false
	}
	for _, part := range strings.Split(p, "/") {
		if strings.HasPrefix(part, ".") && part != "." {
			return false
		}
	}
	return true
}

// queryBufferFile is the file a \g or \gx line names after its
// parenthesised options (\g (format=csv) out.csv), or "" when it names
// none.
func queryBufferFile(rest string) string {
	if strings.HasPrefix(rest, "(") {
		end := strings.IndexByte(rest, ')')
		if end < 0 {
			return rest // options never closed: read as a file named
		}
		rest = strings.TrimSpace(rest[end+1:])
	}
	return rest
}

// firstToken is the first word of s, or its first quoted string.
func firstToken(s string) string {
	if s != "" && (s[0] == '\'' || s[0] == '"') {
		if end := strings.IndexByte(s[1:], s[0]); end >= 0 {
			return s[1 : 1+end]
		}
		return ""
	}
	tok, _, _ := strings.Cut(s, " ")
	return tok
}

// projectFile reports whether p is a plain path relative to the folder the
// client runs in, that does not leave it.
func projectFile(p string) bool {
	if p == "" || strings.ContainsAny(p, "$`|~\\") || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "-") {
		return false
	}
	for _, part := range strings.Split(p, "/") {
		if part == ".." {
			return false
		}
	}
	return true
}
