package sqlscan

import (
	"strconv"
	"strings"

	"gatesh/internal/lazy"
)

// What a statement runs besides its own text: a stored procedure, the
// SQL text a function is handed, and the files and servers a table
// function reaches.

// Procedure calls a stored procedure: CALL p(). What it runs is the
// database's own code, which gatesh cannot read, so it may change or
// delete anything.
const Procedure = "procedure"

// readProcedures are procedures that only describe the database, by the
// vendors' references (Neo4j's db.* and dbms.* catalogue procedures in
// READ mode, APOC's meta procedures): calling one reads.
var readProcedures = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{
		"db.labels", "db.relationshiptypes", "db.propertykeys", "db.indexes", "db.constraints", "db.info", "db.ping",
		"db.schema.visualization", "db.schema.nodetypeproperties", "db.schema.reltypeproperties",
		"dbms.components", "dbms.procedures", "dbms.functions", "dbms.listconfig", "dbms.showcurrentuser",
		"apoc.meta.data", "apoc.meta.schema", "apoc.meta.stats", "apoc.meta.graph", "apoc.help",
	} {
		m[p] = true
	}
	return m
}}

// sqlRunners are functions that run the SQL text of their first
// argument (PostgreSQL's query_to_xml family and ts_stat, SQLite's
// eval, DuckDB's query, SQL Server's sp_executesql): that text is a
// statement of its own.
var sqlRunners = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"QUERY_TO_XML": true, "QUERY_TO_XMLSCHEMA": true, "QUERY_TO_XML_AND_XMLSCHEMA": true, "TS_STAT": true,
		"EVAL": true, "QUERY": true, "SP_EXECUTESQL": true,
	}
}}

// remoteFuncs are table functions that reach another server or a URL
// (ClickHouse's url, s3, remote, mysql, postgresql; SQL Server's
// OPENQUERY and OPENROWSET): what they send or fetch is not this
// database's.
var remoteFuncs = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"URL": true, "S3": true, "S3CLUSTER": true, "GCS": true, "AZUREBLOBSTORAGE": true, "HDFS": true,
		"REMOTE": true, "REMOTESECURE": true, "MYSQL": true, "POSTGRESQL": true, "MONGODB": true,
		"OPENQUERY": true, "OPENROWSET": true, "OPENDATASOURCE": true,
	}
}}

// procedureKind is the kind of CALL text: Procedure, unless the
// procedure only reads or the CALL opens a Cypher subquery (CALL { ... }),
// whose statements are Cypher's own.
func procedureKind(text string) string {
	rest := strings.TrimSpace(text[len("call"):])
	if strings.HasPrefix(rest, "{") || readProcedure(text) {
		return Other
	}
	return Procedure
}

// readProcedure reports whether CALL text calls one of readProcedures.
func readProcedure(text string) bool {
	rest := strings.TrimSpace(text[len("call"):])
	end := 0
	for end < len(rest) && (isWordByte(rest[end]) || rest[end] == '.') {
		end++
	}
	return readProcedures.Get()[strings.ToLower(rest[:end])]
}

// funcCall is one call of a function in a statement: its name in upper
// case and the text of its first argument.
type funcCall struct {
	name, first string
}

// funcCalls finds the calls of functions in text, whose comments are
// stripped: a word or a quoted identifier ("lo_unlink", U&"lo_unlink",
// `x`, [x]) followed by an opening parenthesis, outside strings,
// that does not name a table or a routine being defined (INSERT INTO
// url (a, b), CREATE FUNCTION query(x int)).
func funcCalls(text string) []funcCall {
	var out []funcCall
	prev, before := "", ""
	for i := 0; i < len(text); {
		name, j, quoted := quotedIdent(text, i)
		if !quoted {
			if end, ok := skipString(text, i, false); ok {
				i = end
				continue
			}
			if !isWordByte(text[i]) {
				i++
				continue
			}
			j = i
			for j < len(text) && isWordByte(text[j]) {
				j++
			}
			name = text[i:j]
		}
		k := j
		for k < len(text) && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' || text[k] == '\r') {
			k++
		}
		// INSERT INTO FUNCTION s3(...) writes through a table function.
		if k < len(text) && text[k] == '(' && (!namesObject(prev) || prev == "FUNCTION" && before == "INTO") {
			out = append(out, funcCall{name: strings.ToUpper(name), first: firstArg(text[k+1:])})
		}
		prev, before = strings.ToUpper(name), prev
		i = j
	}
	return out
}

// namesObject reports whether a word after the keyword kw names a
// table, a column list's owner or a routine, not a call.
func namesObject(kw string) bool {
	switch kw {
	case "INTO", "TABLE", "EXISTS", "REFERENCES", "ON", "FUNCTION", "PROCEDURE", "VIEW", "TYPE", "INDEX", "TRIGGER", "UPDATE":
		return true
	}
	return false
}

// firstArg is the text of the first argument of a call whose parenthesis
// was just opened: up to a comma or the closing parenthesis at its depth.
func firstArg(s string) string {
	depth := 0
	for i := 0; i < len(s); {
		if end, ok := skipString(s, i, false); ok {
			i = end
			continue
		}
		switch s[i] {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return strings.TrimSpace(s[:i])
			}
			depth--
		case ',':
			if depth == 0 {
				return strings.TrimSpace(s[:i])
			}
		}
		i++
	}
	return strings.TrimSpace(s)
}

// literal returns the text of a string literal that is the whole of arg
// ('...', E'...', N'...' or $tag$...$tag$); ok is false for anything
// else (a column, a concatenation, a parameter).
func literal(arg string) (string, bool) {
	if len(arg) > 1 && (arg[0] == 'E' || arg[0] == 'e' || arg[0] == 'N' || arg[0] == 'n') && arg[1] == '\'' {
		arg = arg[1:]
	}
	if arg == "" {
		return "", false
	}
	switch arg[0] {
	case '\'':
		if end := skipQuoted(arg, 0, '\'', false); end == len(arg) && len(arg) >= 2 && arg[len(arg)-1] == '\'' {
			return strings.ReplaceAll(arg[1:len(arg)-1], "''", "'"), true
		}
	case '$':
		if end, ok := skipDollarQuote(arg, 0); ok && end == len(arg) {
			if bodies := dollarBodies(arg); len(bodies) == 1 {
				return bodies[0], true
			}
		}
	}
	return "", false
}

// callKind is the kind the functions a statement calls give it, Other
// for none, and the files its table functions read: SQL text run by a
// function is Dynamic unless it is a literal that only reads; a table
// function that reaches another server is Remote; ClickHouse's file()
// reads the file its literal names, which the caller judges as any
// read of that path, and is FileAccess when no literal names it.
func callKind(text string) (string, []string) {
	kind := Other
	var files []string
	for _, c := range funcCalls(text) {
		switch {
		case dropFunc(c.name):
			return Drop, nil
		case sqlRunners.Get()[c.name]:
			inner, ok := literal(c.first)
			if !ok || !Scan(inner).ReadOnly() {
				return Dynamic, nil
			}
		case remoteFuncs.Get()[c.name]:
			kind = Remote
		case c.name == "FILE" || fileReaders.Get()[c.name]:
			p, ok := literal(c.first)
			if !ok || p == "" {
				return FileAccess, nil
			}
			files = append(files, p)
		}
	}
	return kind, files
}

// fileReaders are table functions that read the files they name, as
// ClickHouse's file() does: DuckDB's readers of text, CSV, JSON and
// Parquet.
var fileReaders = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"READ_TEXT": true, "READ_BLOB": true, "READ_CSV": true, "READ_CSV_AUTO": true, "READ_JSON": true,
		"READ_JSON_AUTO": true, "READ_NDJSON": true, "READ_NDJSON_AUTO": true, "READ_JSON_OBJECTS": true,
		"READ_PARQUET": true, "PARQUET_SCAN": true, "READ_XLSX": true,
	}
}}

// dropFunc reports whether a function removes what the database holds,
// by a part of its name: PostgreSQL's lo_unlink and lo_truncate (a large
// object), TimescaleDB's drop_chunks, Citus's master_drop_all_shards,
// pg_partman's drop_partition_time. A bare TRUNCATE(x, n) is MySQL's
// arithmetic; a name of one part is no such function.
func dropFunc(name string) bool {
	parts := strings.Split(name, "_")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		switch p {
		case "DROP", "UNLINK", "TRUNCATE", "PURGE":
			return true
		}
	}
	return false
}

// quotedIdent reads the quoted identifier at i as SQL unquotes it: "x"
// (a doubled quote is one), `x`, [x], and U&"x" with its \XXXX and
// \+XXXXXX escapes (and the escape character a UESCAPE 'c' after it
// names). ok is false when no quoted identifier starts at i.
func quotedIdent(text string, i int) (name string, end int, ok bool) {
	unicode := false
	if i+2 < len(text) && (text[i] == 'U' || text[i] == 'u') && text[i+1] == '&' && text[i+2] == '"' {
		if i > 0 && isWordByte(text[i-1]) {
			return "", i, false
		}
		unicode = true
		i += 2
	}
	var raw string
	switch text[i] {
	case '"', '`':
		end = skipQuoted(text, i, text[i], false)
		stop := end
		if stop > i+1 && text[stop-1] == text[i] {
			stop--
		}
		raw = strings.ReplaceAll(text[i+1:stop], string([]byte{text[i], text[i]}), string(text[i]))
	case '[':
		close := strings.IndexByte(text[i:], ']')
		if close < 0 {
			return "", i, false
		}
		raw, end = text[i+1:i+close], i+close+1
		for _, c := range []byte(raw) {
			if !isWordByte(c) && c != ' ' {
				return "", i, false
			}
		}
	default:
		return "", i, false
	}
	if unicode {
		esc := byte('\\')
		rest := strings.TrimLeft(text[end:], " \t\r\n")
		if len(rest) >= 11 && strings.EqualFold(rest[:7], "UESCAPE") {
			if q := strings.TrimLeft(rest[7:], " \t\r\n"); len(q) >= 3 && q[0] == '\'' && q[2] == '\'' {
				esc = q[1]
				end = len(text) - len(q) + 3
			}
		}
		raw = unescapeUnicode(raw, esc)
	}
	return raw, end, true
}

// unescapeUnicode decodes a U& identifier's escapes: esc and four hex
// digits, esc + and six, and esc doubled for itself.
func unescapeUnicode(s string, esc byte) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != esc || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		if s[i+1] == esc {
			b.WriteByte(esc)
			i++
			continue
		}
		n, start := 4, i+1
		if s[i+1] == '+' {
			n, start = 6, i+2
		}
		if start+n > len(s) {
			b.WriteByte(s[i])
			continue
		}
		v, err := strconv.ParseUint(s[start:start+n], 16, 32)
		if err != nil {
			b.WriteByte(s[i])
			continue
		}
		b.WriteRune(rune(v))
		i = start + n - 1
	}
	return b.String()
}
