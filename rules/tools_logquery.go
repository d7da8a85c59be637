package rules

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/toolcall"
)

// queryArgKey reports whether an argument's key says it holds a query, a
// search or what a search returns: query, q, search, filter, pattern,
// statement (dqlStatement), fields, columns.
func queryArgKey(k string) bool {
	return slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
		switch w {
		case "query", "q", "search", "filter", "pattern", "statement", "fields", "columns", "select", "source", "dql", "kql", "apl", "esql", "sql", "term", "terms",
			// A regular expression matched against what is kept (a
			// proxy's history searched by regex).
			"regex", "regexp":
			return true
		}
		return false
	})
}

// queryStructured reports whether a query's text has the shape of a query
// language or a pattern (a pipe, a comparison, LIKE, a wildcard, a
// function call, a field prefix), not words a person asks about.
func queryStructured(v string) bool {
	return strings.ContainsAny(v, "|=*(:[") || strings.Contains(strings.ToUpper(v), " LIKE ")
}

// secretWords and secretPhrases are what a query asks for when it asks for
// credentials: a password, an Authorization header, a bearer token, a
// one-time login code, a client secret.
var (
	secretWords = &lazy.Value[map[string]bool]{New: func() map[string]bool {
		m := map[string]bool{}
		for _, w := range []string{"password", "passwords", "passwd", "authorization", "bearer", "otp", "apikey",
			"secret", "secrets", "cookie", "cookies", "credential", "credentials", "2fa", "passcode"} {
			m[w] = true
		}
		return m
	}}
	secretPhrases = []string{"verification code", "login code", "security code", "one time", "access token", "refresh token",
		"client secret", "api key", "private key", "secret key", "auth token", "session token", "set cookie", "auth code"}
)

// seeksSecret reports whether the text of a query or a search asks for
// credentials by their words.
func seeksSecret(v string) bool {
	if len(v) > 4096 {
		return false
	}
	ws := toolcall.Words(v)
	return slices.ContainsFunc(ws, func(w string) bool { return secretWords.Get()[w] }) || hasPhrase(ws, secretPhrases)
}

// privateRecords are words of a tool's name that say what it searches
// holds people's messages or a system's logs, where a search for a
// credential finds one.
func privateRecords(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		switch strings.TrimSuffix(w, "s") {
		case "message", "mail", "email", "inbox", "chat", "sm", "conversation", "log", "trace", "span", "event", "record",
			// A person's notes and an agent's memories keep what they
			// were told to keep: a password noted, a key remembered.
			"note", "memory", "memorie":
			return true
		}
		return false
	})
}

// querySeeksSecret reports whether a read's query or search asks for
// credentials: a log query for passwords or bearer tokens, a search of
// messages for a login code, the fields of a search that are secrets. A
// question in words to documentation (rotate the api key) is not one.
func querySeeksSecret(words []string, args map[string]any) bool {
	records := privateRecords(words)
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		if !queryArgKey(k) {
			continue
		}
		// SQL's names are judged by sqlSelectsSecret (a column
		// password_reset_at is no password); what its strings look for
		// (a header's path, LIKE '%password=%') is read here.
		// So are Cypher's, by cypherReturnsSecret (a node labelled
		// Secret whose names alone are returned).
		if sqlText(v) || cypherText(v) {
			if slices.ContainsFunc(sqlLiterals(v), seeksSecret) {
				return true
			}
			continue
		}
		if !seeksSecret(v) {
			continue
		}
		fields := slices.ContainsFunc(toolcall.Words(k), func(w string) bool { return w == "fields" || w == "columns" || w == "select" || w == "source" })
		if fields || records || queryStructured(v) {
			return true
		}
	}
	return false
}

// pipedReads are the commands of a piped query language (ES|QL, DQL,
// APL, KQL, PPL, LogsQL) that only read: they filter, shape and count
// what the source gives.
var pipedReads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"where", "filter", "filterout", "fields", "fieldsadd", "fieldsremove", "fieldsrename", "fieldskeep",
		"keep", "drop", "stats", "summarize", "sort", "order", "limit", "take", "top", "head", "tail", "project", "project-away",
		"project-keep", "project-rename", "extend", "eval", "rename", "dedup", "count", "parse", "lookup", "mv_expand",
		"mv-expand", "expand", "enrich", "maketimeseries", "timeseries", "join", "distinct", "render", "table", "fieldssummary",
		"summarise", "bin", "sample", "dissect", "grok", "search", "make-series", "union", "as", "getschema", "uniq",
		"sort_by", "offset", "first", "last", "append", "fieldsflatten", "parse-where", "mvexpand", "topk", "rex", "regex",
		"timechart", "chart", "rare", "reverse", "sum", "avg", "min", "max"} {
		m[w] = true
	}
	return m
}}

// pipedSources are the commands that start a piped query: they name
// what it reads.
var pipedSources = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"from", "fetch", "search", "source", "index", "timeseries", "show", "row", "metrics", "data", "union", "find"} {
		m[w] = true
	}
	return m
}}

// pipedReadQuery reports whether a text is a query of a piped language
// that only reads: a source (FROM logs-*, fetch logs, ['dataset'], a
// table's name) and then commands that each only filter, shape or count.
// A command that writes or that no list knows (SPL's outputlookup,
// collect, delete) makes it not one.
func pipedReadQuery(v string) bool {
	if len(v) > 8192 || !strings.Contains(v, "|") {
		return false
	}
	segs := strings.Split(v, "|")
	first := strings.Fields(segs[0])
	if len(first) == 0 {
		return false
	}
	head := strings.ToLower(first[0])
	switch {
	case pipedSources.Get()[head]:
	case strings.HasPrefix(head, "['") || strings.HasPrefix(head, "[\""):
	case len(first) == 1 && validIdentifier(first[0]):
	default:
		return false
	}
	for _, seg := range segs[1:] {
		ws := strings.Fields(seg)
		if len(ws) == 0 {
			// || in a condition, or an empty part.
			continue
		}
		w := strings.ToLower(ws[0])
		if !pipedReads.Get()[w] {
			return false
		}
	}
	return true
}

// validIdentifier reports whether a word is a table's name: letters,
// digits, _, -, . and *.
func validIdentifier(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.' || r == '*') {
			return false
		}
	}
	return w != ""
}

// sqlLiterals are the texts of the single-quoted strings of SQL.
func sqlLiterals(v string) []string {
	var out []string
	for {
		i := strings.IndexByte(v, '\'')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(v[i+1:], '\'')
		if j < 0 {
			return out
		}
		out = append(out, v[i+1:i+1+j])
		v = v[i+j+2:]
	}
}
