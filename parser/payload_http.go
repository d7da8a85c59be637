package parser

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"
)

// httpSQL returns the SQL an HTTP client sends to a database's HTTP API
// as a form field or a URL query parameter (curl -G --data-urlencode
// 'query=DROP TABLE t', .../exec?query=..., http GET host q==...): a
// value whose first word starts an SQL statement is SQL, as psql -c's
// value is. Words not known statically are left to the client's other
// rules.
func httpSQL(name string, args []field) []textSrc {
	var out []textSrc
	addValue := func(a field, v string) {
		v = strings.TrimSpace(v)
		if sqlStatementStart(v) {
			out = append(out, textSrc{text: v, from: "flag", span: a.Span})
		}
		// A JSON body: the SQL APIs take the statement as one of its
		// strings ({"sql": ...}, CrateDB's {"stmt": ...}, Hasura's
		// run_sql {"args": {"sql": ...}}, libSQL's pipeline).
		if strings.HasPrefix(v, "{") || strings.HasPrefix(v, "[") {
			for _, s := range jsonStrings(v) {
				if s = strings.TrimSpace(s); sqlStatementStart(s) {
					out = append(out, textSrc{text: s, from: "flag", span: a.Span})
				}
			}
		}
	}
	// addForm adds the values of an urlencoded form or query string.
	addForm := func(a field, form string, encoded bool) {
		for _, kv := range strings.Split(form, "&") {
			_, v, ok := strings.Cut(kv, "=")
			if !ok {
				v = kv
			}
			if encoded {
				if d, err := url.QueryUnescape(v); err == nil {
					v = d
				}
			}
			addValue(a, v)
		}
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			continue
		}
		w := a.Value
		opt, val, joined := w, "", false
		if strings.HasPrefix(w, "--") {
			opt, val, joined = strings.Cut(w, "=")
		} else if len(w) > 2 && (strings.HasPrefix(w, "-d") || strings.HasPrefix(w, "-F")) {
			opt, val, joined = w[:2], w[2:], true
		}
		form := opt == "-F" || opt == "--form" || opt == "--form-string"
		switch opt {
		case "-d", "--data", "--data-raw", "--data-binary", "--data-ascii", "--data-urlencode", "--post-data", "--body-data", "--json",
			// curl's query part added to the URL, as --data-urlencode's,
			// and a multipart form's name=content.
			"--url-query", "-F", "--form", "--form-string":
			if !joined {
				if i+1 >= len(args) || args[i+1].Dynamic {
					i++
					continue
				}
				i++
				val = args[i].Value
				a = args[i]
			}
			switch {
			case form:
				// With -F, content that starts with @ or < is a file's.
				if _, v, ok := strings.Cut(val, "="); ok && (opt == "--form-string" || !strings.HasPrefix(v, "@") && !strings.HasPrefix(v, "<")) {
					addValue(a, v)
				}
			case opt == "--data-urlencode" || opt == "--url-query":
				// content, =content or name=content, sent encoded by curl;
				// name@file and @file read a file.
				if j := strings.IndexAny(val, "=@"); j >= 0 && val[j] == '=' {
					addValue(a, val[j+1:])
				} else if j < 0 {
					addValue(a, val)
				}
			case opt == "--json" || strings.HasPrefix(strings.TrimSpace(val), "{") || strings.HasPrefix(strings.TrimSpace(val), "["):
				addValue(a, val) // a JSON body, not a form
			default:
				addForm(a, val, true)
			}
			continue
		}
		if strings.HasPrefix(w, "-") {
			continue
		}
		// A URL's query string, or httpie's and xh's name==value.
		if _, q, ok := strings.Cut(w, "?"); ok && (strings.Contains(w, "://") || strings.Contains(w[:strings.IndexByte(w, '?')], "/")) {
			if h := strings.IndexByte(q, '#'); h >= 0 {
				q = q[:h]
			}
			addForm(a, q, true)
			continue
		}
		if (name == "http" || name == "https" || name == "xh" || name == "xhs") && strings.Contains(w, "==") {
			_, v, _ := strings.Cut(w, "==")
			addValue(a, v)
		}
	}
	return out
}

// maxJSONStrings bounds the strings jsonStrings returns.
const maxJSONStrings = 256

// jsonStrings returns the strings of a JSON text under the keys the SQL
// APIs take a statement by (sql, stmt, statement, query, q), at any
// depth, a list under one of them too; none when it is not JSON. Other
// strings are data.
func jsonStrings(text string) []string {
	type level struct {
		object, wantKey bool
		key             string // the key of the value read; a list's, its own
	}
	var out []string
	var stack []level
	dec := json.NewDecoder(strings.NewReader(text))
	for len(out) < maxJSONStrings {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		var top *level
		if len(stack) > 0 {
			top = &stack[len(stack)-1]
		}
		switch t := tok.(type) {
		case json.Delim:
			if t == '{' || t == '[' {
				key := ""
				if top != nil {
					key = top.key
					top.wantKey = top.object
				}
				stack = append(stack, level{object: t == '{', wantKey: true, key: key})
			} else {
				stack = stack[:len(stack)-1]
			}
			continue
		case string:
			if top != nil && top.object && top.wantKey {
				top.key, top.wantKey = t, false
				continue
			}
			if top != nil {
				switch strings.ToLower(top.key) {
				case "sql", "stmt", "statement", "statements", "query", "q":
					out = append(out, t)
				}
			}
		}
		if top != nil && top.object {
			top.wantKey = true
		}
	}
	return out
}

// sqlStatementStart reports whether s begins as an SQL statement does,
// by its first words (DROP TABLE, DELETE FROM t [WHERE], UPDATE t SET,
// INSERT INTO, SELECT ... FROM): a search for "update the docs" is
// prose, not SQL.
func sqlStatementStart(s string) bool {
	f := strings.Fields(strings.ToUpper(sqlLead(s)))
	if len(f) < 2 {
		return false
	}
	switch f[0] {
	case "DROP", "ALTER", "CREATE":
		switch strings.TrimSuffix(f[1], ";") {
		case "TABLE", "DATABASE", "SCHEMA", "INDEX", "VIEW", "MATERIALIZED", "TEMPORARY", "TEMP", "MEASUREMENT", "SERIES",
			"RETENTION", "CONTINUOUS", "KEYSPACE", "COLLECTION", "PARTITION", "SEQUENCE", "FUNCTION", "TRIGGER", "USER",
			"ROLE", "SHARD", "STREAM", "TAG", "DICTIONARY", "IF":
			return true
		}
		return f[0] == "ALTER" && len(f) > 2 && f[2] == "DROP"
	case "TRUNCATE":
		return len(f) <= 3 || f[1] == "TABLE"
	case "DELETE":
		// DELETE FROM t, then the end, a WHERE, USING, RETURNING or an
		// alias; InfluxQL's DELETE WHERE.
		if f[1] == "WHERE" {
			return true
		}
		if f[1] != "FROM" || len(f) < 3 {
			return false
		}
		if len(f) == 3 || strings.HasSuffix(f[2], ";") {
			return true
		}
		switch f[3] {
		case "WHERE", "USING", "RETURNING", "AS", ";":
			return true
		}
		return false
	case "UPDATE":
		return len(f) > 2 && (f[2] == "SET" || len(f) > 3 && f[3] == "SET")
	case "INSERT":
		return f[1] == "INTO"
	case "SELECT", "WITH":
		return slices.Contains(f, "FROM")
	}
	return false
}

// sqlLead returns s past what an SQL server skips before a statement:
// blanks, comments (/* x */, -- x) and opening parentheses ((DROP ...)).
func sqlLead(s string) string {
	for {
		s = strings.TrimLeft(s, " \t\r\n(")
		switch {
		case strings.HasPrefix(s, "/*"):
			end := strings.Index(s[2:], "*/")
			if end < 0 {
				return ""
			}
			s = s[2+end+2:]
		case strings.HasPrefix(s, "--") || strings.HasPrefix(s, "#"):
			end := strings.IndexByte(s, '\n')
			if end < 0 {
				return ""
			}
			s = s[end+1:]
		default:
			return s
		}
	}
}

// isHTTPClient reports whether name is a command-line HTTP client whose
// form fields and URL query parameters httpSQL reads.
func isHTTPClient(name string) bool {
	switch name {
	case "curl", "wget", "http", "https", "xh", "xhs", "curlie":
		return true
	}
	return false
}
