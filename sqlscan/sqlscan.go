package sqlscan

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// Kinds of statement that Scan reports. Kind values are stable: rules name
// them in their `sql` condition.
const (
	Drop          = "drop"            // DROP TABLE/DATABASE/SCHEMA/INDEX/VIEW/...
	Truncate      = "truncate"        // TRUNCATE [TABLE] t
	DeleteNoWhere = "delete_no_where" // DELETE FROM t with no WHERE
	UpdateNoWhere = "update_no_where" // UPDATE t SET ... with no WHERE
	AlterDrop     = "alter_drop"      // ALTER ... DROP ...
	Stacked       = "stacked"         // more than one statement in the text
	Other         = "other"           // anything else (select, insert, ...)
	// StackedWrite is more than one statement, one of which may change
	// something: a batch of reads (USE app; SHOW TABLES) is not one.
	StackedWrite = "stacked_write"
	// Dynamic is SQL built from a string at run time: EXECUTE, PREPARE
	// ... FROM, EXEC(...), a DO block that executes a string, \i FILE,
	// a function handed SQL text that does not only read
	// (query_to_xml('DELETE ...'), see calls.go).
	Dynamic = "dynamic"
	// Program makes the server or the client run a program: COPY ...
	// TO/FROM PROGRAM, loading an extension.
	Program = "program"
	// FileAccess reads or writes files through the database: readfile(),
	// writefile(), LOAD_FILE(), INTO OUTFILE, pg_read_file(), COPY to or
	// from a file, ATTACH, VACUUM INTO, a client's output file,
	// ClickHouse's file().
	FileAccess = "file_access"
	// ClientShell is a client escape to a shell: psql \!, sqlite .shell and
	// .system, mysql system, output piped into a command.
	ClientShell = "client_shell"
	// Admin changes who may use the database or how its server runs, or
	// ends others' sessions: neither data nor schema, yet not undone
	// alone. GRANT, REVOKE, CREATE or ALTER ROLE or USER, ALTER SYSTEM,
	// SET GLOBAL, a setting that changes the session's identity or turns
	// a guard off (SET ROLE, set_config('transaction_read_only', ...)),
	// pg_terminate_backend(), KILL, SHUTDOWN.
	Admin = "admin"
	// Remote runs SQL on another database server, or reaches a URL:
	// dblink_exec(), dblink(), table functions such as url(), s3(),
	// remote(), OPENQUERY().
	Remote = "remote"
	// ReadOnly is no statement's kind: a rule that names it matches a
	// command whose SQL, all of it, only reads (Result.ReadOnly).
	ReadOnly = "read_only"
)

// Statement is one statement of the text, with comments removed.
type Statement struct {
	// Text is the statement with comments replaced by spaces and
	// surrounding space trimmed.
	Text string
	// Verb is the first keyword in lower case ("select", "drop", ...).
	Verb string
	// Kind is one of the kinds above (never Stacked).
	Kind string
	// Start and End are byte offsets of the statement in the input.
	Start, End int
	// Shell is the shell command a client escape runs (psql \! CMD,
	// .shell CMD, \o |CMD), when there is one.
	Shell string
	// Temp marks a statement on a temporary table of the text's own or
	// of the session's temporary schema (markTemp): it loses nothing.
	Temp bool
	// Files are the files its table functions read (ClickHouse's
	// file('PATH')), as written: the caller judges them as reads.
	Files []string
}

// Result is what Scan found.
type Result struct {
	Statements []Statement
	// Stacked is true when the text holds more than one statement.
	Stacked bool
}

// Kinds lists the distinct kinds found, plus Stacked when it applies.
func (r Result) Kinds() []string {
	var out []string
	seen := map[string]bool{}
	for _, st := range r.Statements {
		if !seen[st.Kind] {
			seen[st.Kind] = true
			out = append(out, st.Kind)
		}
	}
	if r.Stacked {
		out = append(out, Stacked)
	}
	if r.Has(StackedWrite) {
		out = append(out, StackedWrite)
	}
	return out
}

// ReadOnly reports whether the text holds statements and every one only
// reads (SELECT, SHOW, EXPLAIN without ANALYZE, a client's \d).
func (r Result) ReadOnly() bool {
	return len(r.Statements) > 0 && !slices.ContainsFunc(r.Statements, func(st Statement) bool { return !readOnly(st) && !statsOnly(st) })
}

// Files lists the files the statements' table functions read.
func (r Result) Files() []string {
	var out []string
	for _, st := range r.Statements {
		out = append(out, st.Files...)
	}
	return out
}

// Has reports whether kind is among the kinds found.
func (r Result) Has(kind string) bool {
	switch kind {
	case Stacked:
		return r.Stacked
	case StackedWrite:
		return r.Stacked && slices.ContainsFunc(r.Statements, func(st Statement) bool { return !readOnly(st) && !statsOnly(st) })
	}
	for _, st := range r.Statements {
		if st.Kind == kind {
			return true
		}
	}
	return false
}

// Scan strips comments, splits text on semicolons outside quotes, and
// classifies each non-empty statement. An unterminated quote or comment
// runs to the end of the text. Where dialects disagree (a backslash before
// a quote, # comments), Scan reads the text both ways and reports the
// union, so that neither reading can hide a statement.
func Scan(text string) Result {
	a := scan(text, false)
	b := scan(text, true)
	res := Result{Statements: a.Statements, Stacked: a.Stacked || b.Stacked}
	type key struct {
		start, end int
		kind       string
	}
	seen := map[key]bool{}
	for _, st := range a.Statements {
		seen[key{st.Start, st.End, st.Kind}] = true
	}
	for _, st := range b.Statements {
		if !seen[key{st.Start, st.End, st.Kind}] {
			res.Statements = append(res.Statements, st)
		}
	}
	markTemp(&res)
	return res
}

func scan(text string, backslash bool) Result {
	var res Result
	// Client commands (psql \d, sqlite .tables, mysql system) take a
	// line of their own and end at its end, not at a semicolon.
	text, res.Statements = clientLines(text)
	clean := stripComments(text, false, backslash)
	noHash := stripComments(text, true, backslash)
	start := 0
	flush := func(end int) {
		body := clean[start:end]
		trimmed := strings.TrimSpace(body)
		if trimmed != "" {
			off := start + strings.Index(body, trimmed)
			res.Statements = append(res.Statements, classify(trimmed, noHash[off:off+len(trimmed)], off, off+len(trimmed)))
		}
		start = end + 1
	}
	for i := 0; i < len(clean); {
		c := clean[i]
		if end, ok := skipString(clean, i, backslash); ok {
			i = end
			continue
		}
		switch {
		case c == ';':
			flush(i)
			i++
		default:
			i++
		}
	}
	flush(len(clean))
	res.Stacked = len(res.Statements) > 1
	// A DO block or a function body runs the statements in it: read them
	// too.
	for _, st := range res.Statements {
		if st.Verb == "do" || st.Verb == "create" {
			for _, body := range dollarBodies(text[st.Start:st.End]) {
				for _, in := range scan(body, backslash).Statements {
					// BEGIN DELETE FROM t: a block's keywords are not
					// statements; what follows them is.
					for in.Kind == Other && (in.Verb == "begin" || in.Verb == "declare" || in.Verb == "loop" || in.Verb == "then" || in.Verb == "else") {
						_, after, ok := strings.Cut(in.Text, " ")
						if !ok {
							break
						}
						in = classify(strings.TrimSpace(after), strings.TrimSpace(after), in.Start, in.End)
					}
					if in.Kind != Other {
						in.Start, in.End = st.Start, st.End
						res.Statements = append(res.Statements, in)
					}
				}
			}
		}
	}
	return res
}

// stripComments replaces -- and /* */ comments, and # comments when hash
// is set, by spaces, keeping byte offsets, and leaves quoted text alone.
func stripComments(text string, hash, backslash bool) string {
	b := []byte(text)
	for i := 0; i < len(b); {
		c := b[i]
		if end, ok := skipString(text, i, backslash); ok {
			i = end
			continue
		}
		switch {
		case c == '-' && i+1 < len(b) && b[i+1] == '-' && (!backslash || i+2 == len(b) || b[i+2] <= ' '), hash && c == '#':
			// MySQL starts a comment at -- only before a space or a
			// control character: SELECT 1--1 is arithmetic there.
			for i < len(b) && b[i] != '\n' {
				b[i] = ' '
				i++
			}
		case backslash && c == '/' && i+2 < len(b) && b[i+1] == '*' && (b[i+2] == '!' || b[i+2] == 'M' && i+3 < len(b) && b[i+3] == '!'):
			// MySQL and MariaDB run what an executable comment holds
			// (/*!50000 DROP TABLE t */, /*M! ... */): its markers go,
			// its text stays.
			for i < len(b) && (b[i] == '/' || b[i] == '*' || b[i] == '!' || b[i] == 'M' || b[i] >= '0' && b[i] <= '9') {
				b[i] = ' '
				i++
			}
			if end := strings.Index(text[i:], "*/"); end >= 0 {
				b[i+end], b[i+end+1] = ' ', ' '
			}
		case backslash && c == '/' && i+1 < len(b) && b[i+1] == '*':
			// MySQL ends a block comment at its first */.
			end := strings.Index(text[i+2:], "*/")
			stop := len(b)
			if end >= 0 {
				stop = i + 2 + end + 2
			}
			for ; i < stop; i++ {
				if b[i] != '\n' {
					b[i] = ' '
				}
			}
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			// PostgreSQL nests block comments, so count depth.
			depth := 0
			for i < len(b) {
				if b[i] == '/' && i+1 < len(b) && b[i+1] == '*' {
					depth++
					b[i], b[i+1] = ' ', ' '
					i += 2
					continue
				}
				if b[i] == '*' && i+1 < len(b) && b[i+1] == '/' {
					depth--
					b[i], b[i+1] = ' ', ' '
					i += 2
					if depth == 0 {
						break
					}
					continue
				}
				if b[i] != '\n' {
					b[i] = ' '
				}
				i++
			}
		default:
			i++
		}
	}
	return string(b)
}

// skipString returns the index after the quoted or dollar-quoted string
// that starts at i, if one does.
func skipString(s string, i int, backslash bool) (int, bool) {
	switch c := s[i]; c {
	case '\'', '"', '`':
		return skipQuoted(s, i, c, backslash), true
	case '$':
		return skipDollarQuote(s, i)
	}
	return i, false
}

// skipQuoted returns the index after the quoted run that starts at i.
// A doubled quote escapes the quote, and so does a backslash when
// backslash is set (MySQL).
func skipQuoted(s string, i int, q byte, backslash bool) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			if backslash {
				j++
			}
		case q:
			if j+1 < len(s) && s[j+1] == q {
				j++
				continue
			}
			return j + 1
		}
	}
	return len(s)
}

// skipDollarQuote skips a PostgreSQL $tag$ ... $tag$ string at i.
func skipDollarQuote(s string, i int) (int, bool) {
	j := i + 1
	for j < len(s) && (isWordByte(s[j]) && !(s[j] >= '0' && s[j] <= '9' && j == i+1)) {
		j++
	}
	if j >= len(s) || s[j] != '$' {
		return i, false
	}
	tag := s[i : j+1]
	end := strings.Index(s[j+1:], tag)
	if end < 0 {
		return len(s), true
	}
	return j + 1 + end + len(tag), true
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// words returns the upper-cased bare words of s outside quotes, which is
// all classify needs: keywords are never quoted.
func words(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		if end, ok := skipString(s, i, false); ok {
			i = end
			out = append(out, "'")
			continue
		}
		switch {
		case isWordByte(c):
			j := i
			for j < len(s) && isWordByte(s[j]) {
				j++
			}
			out = append(out, strings.ToUpper(s[i:j]))
			i = j
		default:
			i++
		}
	}
	return out
}

func classify(text, whereText string, start, end int) Statement {
	w := words(text)
	st := Statement{Text: text, Start: start, End: end, Kind: Other}
	if len(w) == 0 {
		return st
	}
	// A WITH clause can precede, or hold, a DELETE or UPDATE; a MERGE
	// that deletes (WHEN MATCHED THEN DELETE) is a DELETE of the rows it
	// matches, with no WHERE of its own.
	verbAt := 0
	if w[0] == "EXPLAIN" && (slices.Contains(w, "ANALYZE") || slices.Contains(w, "ANALYSE")) {
		// EXPLAIN ANALYZE runs the statement it explains: it is that
		// statement.
		i := 1
		for i < len(w) && explainOptions.Get()[w[i]] {
			i++
		}
		if i < len(w) {
			verbAt = i
		}
	}
	if w[verbAt] == "MERGE" {
		if i := slices.Index(w, "DELETE"); i > 0 {
			verbAt = i
		}
	}
	if w[verbAt] == "WITH" {
		for i, x := range w {
			if x == "DELETE" || x == "UPDATE" {
				verbAt = i
				break
			}
		}
	}
	st.Verb = strings.ToLower(w[verbAt])
	rest := w[verbAt+1:]
	// WHERE is looked for with # comments stripped as well, so that a
	// MySQL comment can never supply the WHERE.
	hasWhere := slices.Contains(words(whereText), "WHERE") && !tautology(whereText)
	switch w[verbAt] {
	case "EXECUTE", "EXEC":
		st.Kind = Dynamic
	case "PREPARE":
		if slices.Contains(rest, "FROM") {
			st.Kind = Dynamic // PREPARE s FROM @sql: the text is a string
		}
	case "DO":
		for _, body := range dollarBodies(text) {
			if slices.Contains(words(body), "EXECUTE") {
				st.Kind = Dynamic
			}
		}
	case "COPY":
		switch {
		case slices.Contains(rest, "PROGRAM"):
			st.Kind = Program
		case (followedByString(rest, "TO") || followedByString(rest, "FROM")) && !copiesPlainProjectFiles(text):
			st.Kind = FileAccess // a file on the server
		}
	case "ATTACH":
		st.Kind = FileAccess
	case "VACUUM":
		if slices.Contains(rest, "INTO") {
			st.Kind = FileAccess
		}
	case "LOAD":
		st.Kind = Program // LOAD 'lib' loads code; LOAD DATA INFILE reads a file
		if slices.Contains(rest, "INFILE") {
			st.Kind = FileAccess
		}
	case "GRANT", "REVOKE", "KILL", "SHUTDOWN":
		st.Kind = Admin
	case "CALL":
		st.Kind = procedureKind(text)
	case "CREATE", "ALTER":
		if len(rest) > 0 && (rest[0] == "ROLE" || rest[0] == "USER" || rest[0] == "GROUP" || rest[0] == "SYSTEM" || rest[0] == "DATABASE" && w[verbAt] == "ALTER") {
			st.Kind = Admin
		}
		if computeObject(rest) {
			st.Kind = Admin
		}
	case "START", "STOP", "RESUME", "SUSPEND":
		if computeObject(rest) {
			st.Kind = Admin
		}
	case "SET":
		if adminSet(rest, text) {
			st.Kind = Admin
		}
	}
	if st.Kind == Other {
		for i, x := range w {
			switch {
			case fileFuncs.Get()[x]:
				st.Kind = FileAccess
			case x == "LOAD_EXTENSION":
				st.Kind = Program
			case x == "INTO" && i+1 < len(w) && (w[i+1] == "OUTFILE" || w[i+1] == "DUMPFILE"):
				st.Kind = FileAccess
			case adminFuncs.Get()[x] || x == "SET_CONFIG" && guardSetting(firstString(text, "set_config")):
				st.Kind = Admin
			case strings.HasPrefix(x, "DBLINK"):
				st.Kind = Remote
			}
		}
	}
	if st.Kind == Other {
		// A function called by a quoted name ("pg_terminate_backend"(1),
		// U&"dblink_exec"(...)) is the function SQL unquotes it to.
		for _, c := range funcCalls(text) {
			switch {
			case fileFuncs.Get()[c.name]:
				st.Kind = FileAccess
			case c.name == "LOAD_EXTENSION":
				st.Kind = Program
			case adminFuncs.Get()[c.name] || c.name == "SET_CONFIG" && guardSetting(firstString(c.first, "")):
				st.Kind = Admin
			case strings.HasPrefix(c.name, "DBLINK"):
				st.Kind = Remote
			}
		}
	}
	if st.Kind == Other {
		st.Kind, st.Files = callKind(text)
	}
	switch w[verbAt] {
	case "DROP":
		st.Kind = Drop
	case "TRUNCATE":
		st.Kind = Truncate
	case "CREATE":
		// CREATE OR REPLACE TABLE (Snowflake, BigQuery, Databricks,
		// MariaDB) drops the table, its rows with it, and makes another.
		if replacesData(rest) {
			st.Kind = Drop
		}
	case "INSERT":
		// INSERT OVERWRITE (Hive, Spark, Snowflake) replaces all the
		// table's rows by what it selects, which may be none.
		if len(rest) > 0 && rest[0] == "OVERWRITE" {
			st.Kind = Truncate
		}
	case "DELETE":
		if !hasWhere {
			st.Kind = DeleteNoWhere
		}
	case "UPDATE":
		if !hasWhere {
			st.Kind = UpdateNoWhere
		}
	case "ALTER":
		// ALTER TABLE t DROP ..., and a partition's TRUNCATE (MySQL,
		// ClickHouse) or DELETE (ClickHouse's mutation) with no WHERE.
		if slices.Contains(rest, "DROP") || slices.Contains(rest, "TRUNCATE") || slices.Contains(rest, "DELETE") && !hasWhere {
			st.Kind = AlterDrop
		}
	}
	return st
}

// followedByString reports whether the word kw is followed by a string
// literal (COPY t TO '/x').
func followedByString(w []string, kw string) bool {
	for i := 0; i+1 < len(w); i++ {
		if w[i] == kw && w[i+1] == "'" {
			return true
		}
	}
	return false
}

// dollarBodies returns the $tag$ ... $tag$ strings of text: the bodies of
// DO blocks and functions.
func dollarBodies(text string) []string {
	var out []string
	for i := 0; i < len(text); i++ {
		if text[i] == '\'' || text[i] == '"' {
			i = skipQuoted(text, i, text[i], false) - 1
			continue
		}
		if text[i] != '$' {
			continue
		}
		end, ok := skipDollarQuote(text, i)
		if !ok {
			continue
		}
		j := strings.IndexByte(text[i+1:], '$') + i + 1
		tag := text[i : j+1]
		if body, ok := strings.CutSuffix(text[j+1:end], tag); ok {
			out = append(out, body)
		}
		i = end - 1
	}
	return out
}

// readOnlyVerbs change nothing, so a batch of them is not hiding a write.
var readOnlyVerbs = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"select": true, "show": true, "use": true, "describe": true, "desc": true, "values": true,
		"table": true, "begin": true, "start": true, "commit": true, "rollback": true, "end": true,
		"set": true, "explain": true, "with": true, "pragma": true,
	}
}}

// readOnly reports whether a statement reads only: a read-only verb, or
// a client command (\d, .tables) that is not one of the risky kinds.
func readOnly(st Statement) bool {
	if st.Temp {
		return st.Kind == Other
	}
	if st.Kind != Other {
		return false
	}
	if strings.HasPrefix(st.Verb, "\\") || strings.HasPrefix(st.Verb, ".") {
		return true
	}
	if st.Verb == "call" {
		return readProcedure(st.Text)
	}
	if !readOnlyVerbs.Get()[st.Verb] {
		return false
	}
	w := words(st.Text)
	switch st.Verb {
	case "explain":
		// EXPLAIN ANALYZE runs the statement it explains: a read when
		// that is a query that reads.
		if !slices.Contains(w, "ANALYZE") && !slices.Contains(w, "ANALYSE") {
			return true
		}
		return explainsRead(w)
	case "pragma":
		if strings.Contains(st.Text, "=") {
			return false
		}
		name, _, call := strings.Cut(strings.ToLower(strings.TrimSpace(strings.TrimPrefix(strings.ToLower(st.Text), "pragma"))), "(")
		return !call || readPragmas.Get()[strings.TrimSpace(name)]
	case "with", "select":
		for _, x := range w {
			if x == "INSERT" || x == "UPDATE" || x == "DELETE" || x == "MERGE" || x == "INTO" {
				return false
			}
			// A sequence's setval() sets its next value and nextval()
			// advances it (PostgreSQL's sequence functions): a SELECT
			// of either writes.
			if x == "SETVAL" || x == "NEXTVAL" {
				return false
			}
		}
	}
	return true
}

// statsOnly reports whether a statement only refreshes the planner's
// statistics: ANALYZE (SQLite's ANALYZE [schema.table], PostgreSQL's
// ANALYZE [(options)] [table [(columns)]], MySQL's ANALYZE [LOCAL] TABLE t
// and its histograms). No row or schema changes, and the statistics are
// computed again from the data whenever asked (SQLite's PRAGMA optimize
// runs the same ANALYZE), so beside reads it hides nothing. It is not a
// read either: a statement of its own kind, judged by nothing else.
func statsOnly(st Statement) bool {
	if st.Kind != Other || st.Verb != "analyze" && st.Verb != "analyse" {
		return false
	}
	// The statement's words are ANALYZE's own: options, names, and MySQL's
	// TABLE and HISTOGRAM clauses. A word that starts another command
	// cannot follow in the same statement; refuse one anyway.
	for _, x := range words(st.Text)[1:] {
		switch x {
		case "SELECT", "INSERT", "DELETE", "MERGE", "INTO", "CREATE", "ALTER", "TRUNCATE", "GRANT", "REVOKE", "SET", "CALL", "EXECUTE", "EXEC", "COPY", "ATTACH", "VACUUM":
			return false
		}
	}
	return true
}

// explainsRead reports whether the words of an EXPLAIN ANALYZE explain a
// query that only reads: past EXPLAIN's options (PostgreSQL's ANALYZE,
// VERBOSE, BUFFERS, FORMAT JSON ..., MySQL's FORMAT=TREE) comes SELECT,
// WITH, VALUES or TABLE, and no word anywhere writes.
func explainsRead(w []string) bool {
	i := 1
	for i < len(w) && explainOptions.Get()[w[i]] {
		i++
	}
	if i == len(w) {
		return false
	}
	switch w[i] {
	case "SELECT", "WITH", "VALUES", "TABLE":
	default:
		return false
	}
	for _, x := range w[i:] {
		switch x {
		case "INSERT", "UPDATE", "DELETE", "MERGE", "INTO", "CREATE", "DROP", "ALTER", "TRUNCATE", "CALL", "EXECUTE", "COPY":
			return false
		}
	}
	return true
}

// explainOptions are the words EXPLAIN takes before its statement, by
// PostgreSQL's and MySQL's references.
var explainOptions = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, x := range []string{"ANALYZE", "ANALYSE", "VERBOSE", "COSTS", "SETTINGS", "GENERIC_PLAN", "BUFFERS", "SERIALIZE",
		"WAL", "TIMING", "SUMMARY", "MEMORY", "FORMAT", "TEXT", "XML", "JSON", "YAML", "TREE", "TRADITIONAL", "NONE", "BINARY",
		"TRUE", "FALSE", "ON", "OFF", "0", "1", "EXTENDED", "PARTITIONS", "QUERY", "PLAN"} {
		m[x] = true
	}
	return m
}}

// readPragmas are SQLite pragmas that take an argument and only read.
var readPragmas = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"table_info": true, "table_xinfo": true, "index_list": true, "index_info": true, "index_xinfo": true,
		"foreign_key_list": true, "foreign_key_check": true, "table_list": true, "integrity_check": true,
		"quick_check": true,
	}
}}
