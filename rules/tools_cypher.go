package rules

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/toolcall"
)

// Cypher, the query language of graph databases (Neo4j, Memgraph, Kuzu,
// FalkorDB, AGE), read as SQL is (issue 31): a query tool handed Cypher
// does what its clauses do, whatever its name says. MATCH ... RETURN
// reads; CREATE, MERGE and SET write (who may do what when they set a
// role, money when a balance); DELETE, DETACH DELETE, REMOVE and DROP
// delete; a RETURN of a credential's properties, or of a node labelled
// as one, reads a secret; a CALL of a procedure reads when its name
// says it reads (show_tables, table_info, db.labels).

// cypherShape matches text that opens as a Cypher statement: a pattern
// matched, created or merged, UNWIND, WITH, RETURN, a procedure called
// and its rows returned or yielded, or a graph table's definition
// (Kuzu's CREATE NODE TABLE, CREATE REL TABLE).
var cypherShape = &lazy.Regexp{Src: `(?is)^\s*(?:(?:optional\s+)?match\s*\(|unwind\s|with\s|return\s|call\s*\{|merge\s*\(|create\s*\(|create\s+(?:node|rel|relationship)\s+table\s|call\s+[\w.$]+\s*\([^)]*\)\s*(?:return|yield)\b)`}

// cypherWrites matches Cypher's clauses that change the graph, outside
// strings and comments (cypherPlain takes them out), however they meet
// what is around them (DELETE(n), )CREATE, |SET): a word of its own, not
// a property's (n.created), a label's (:Delete) or a parameter's
// ($set). LOAD CSV fetches a URL the query may build of what it read.
var cypherWrites = &lazy.Regexp{Src: `(?i)(?:^|[^\w.$:])(detach\s+delete|delete|remove|drop|create|merge|set|alter|copy|load\s+csv)\b`}

// cypherCall matches a procedure called by name: CALL db.labels(),
// CALL show_tables() RETURN *.
var cypherCall = &lazy.Regexp{Src: `(?i)(?:^|[^\w.$])call\s+([\w.$]+)\s*\(`}

// cypherText reports whether text is a Cypher statement by its shape,
// its comments left out.
func cypherText(text string) bool {
	if len(text) > maxSQLText {
		return false
	}
	plain, _ := cypherPlain(text)
	return cypherShape.Get().MatchString(plain)
}

// cypherPlain returns a Cypher statement with its strings and comments
// blanked and the backticks of its quoted names taken off
// (`apoc`.`cypher`.runWrite is apoc.cypher.runWrite), read as Cypher's
// lexer reads them: a backslash escapes the next letter of a string, a
// quote inside a comment opens nothing. ok is false when a string or a
// comment does not end, where the server would read otherwise.
func cypherPlain(text string) (string, bool) {
	b := []byte(text)
	blank := func(from, to int) {
		for k := from; k < to && k < len(b); k++ {
			if b[k] != '\n' {
				b[k] = ' '
			}
		}
	}
	for i := 0; i < len(b); {
		switch {
		case b[i] == '\'' || b[i] == '"':
			q, j := b[i], i+1
			for j < len(b) && b[j] != q {
				if b[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(b) {
				blank(i+1, len(b))
				return string(b), false
			}
			blank(i+1, j)
			i = j + 1
		case b[i] == '`':
			j := i + 1
			for j < len(b) && b[j] != '`' {
				j++
			}
			if j >= len(b) {
				return string(b), false
			}
			b = append(b[:i], b[i+1:]...)
			b = append(b[:j-1], b[j:]...)
			i = j - 1
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '/':
			j := i
			for j < len(b) && b[j] != '\n' {
				j++
			}
			blank(i, j)
			i = j
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '*':
			end := strings.Index(string(b[i+2:]), "*/")
			if end < 0 {
				blank(i, len(b))
				return string(b), false
			}
			blank(i, i+end+4)
			i += end + 4
		default:
			i++
		}
	}
	return string(b), true
}

// readCypher reads a Cypher statement an argument carries: ok is false
// when text is not one. It reads when no clause changes the graph and
// every procedure it calls reads; else it does what its riskiest clause
// does, to the records it names. A string or a comment that does not
// end may hide a clause from this reading and not from the server's.
func readCypher(text string) (nameVerb, bool) {
	if !cypherText(text) {
		return nameVerb{}, false
	}
	plain, whole := cypherPlain(text)
	plain += " "
	out := nameVerb{class: verbRead, word: "query", verb: "query"}
	raise := func(nv nameVerb) {
		if verbRisk.Get()[nv.class] > verbRisk.Get()[out.class] {
			out = nv
		}
	}
	if !whole {
		raise(nameVerb{class: verbWrite, word: "query", verb: "query", objects: []string{"records"}})
	}
	for _, m := range cypherWrites.Get().FindAllStringSubmatchIndex(plain, -1) {
		if strings.HasPrefix(strings.TrimLeft(plain[m[3]:], " \t\r\n"), ":") {
			continue // a map's key ({delete: true})
		}
		clause := strings.ToLower(strings.Join(strings.Fields(plain[m[2]:m[3]]), " "))
		switch clause {
		case "load csv":
			raise(nameVerb{class: verbOutward, word: "load", verb: "load", objects: []string{"url"}})
		case "detach delete", "delete", "remove", "drop":
			raise(nameVerb{class: verbDestructive, word: "delete", verb: "delete", objects: []string{"records"}})
		default:
			// What it sets decides what it changes: a role or an
			// admin's flag, a balance or a price, else records.
			object := "records"
			switch rest := plain[m[3]:]; {
			case sqlSetsAccess(rest):
				object = "role"
			case sqlSetsMoney(rest):
				object = "billing"
			}
			raise(nameVerb{class: verbWrite, word: "update", verb: "update", objects: []string{object}})
		}
	}
	for _, m := range cypherCall.Get().FindAllStringSubmatch(plain, -1) {
		if !cypherReadProcedure(m[1]) {
			// A procedure that says nothing of what it does may change
			// anything, as SQL's stored procedure may.
			raise(nameVerb{class: verbDestructive, word: "call", verb: "call", objects: []string{"procedure"}})
		}
	}
	return out, true
}

// cypherReadProcedure reports whether a procedure's name says it reads:
// no word of it changes anything, and it shows, lists or gets, or names
// what a database tells about itself (show_tables, table_info,
// db.labels, dbms.components, current_setting).
func cypherReadProcedure(name string) bool {
	ws := toolcall.Words(name)
	if len(ws) == 0 {
		return false
	}
	reads := false
	for _, w := range ws {
		switch w {
		case "write", "create", "delete", "merge", "set", "remove", "drop", "run", "iterate", "do", "load", "import", "export",
			"refresh", "update", "add", "clear", "kill", "terminate", "cypher", "periodic", "trigger", "install", "mutate":
			return false
		case "show", "list", "get", "describe", "count", "stream":
			reads = true
		}
	}
	switch ws[len(ws)-1] {
	case "info", "labels", "schema", "visualization", "version", "components", "indexes", "constraints", "stats", "statistics",
		"functions", "procedures", "types", "tables", "setting", "settings", "metadata", "meta", "warnings", "connection":
		reads = true
	}
	return reads
}

// cypherReadsProcedure reports whether text is a Cypher statement that
// calls procedures that read and changes nothing, returning or yielding
// their rows: not SQL's CALL, which runs a stored procedure.
func cypherReadsProcedure(text string) bool {
	plain, whole := cypherPlain(text)
	if !whole || !cypherText(text) || cypherWrites.Get().MatchString(plain+" ") {
		return false
	}
	ms := cypherCall.Get().FindAllStringSubmatch(plain, -1)
	return len(ms) > 0 && !slices.ContainsFunc(ms, func(m []string) bool { return !cypherReadProcedure(m[1]) })
}

// cypherReturnsSecret reports whether a Cypher query returns a
// credential: a property whose name is one (u.password_hash, k.secret,
// c.cvv), or a variable bound to a node labelled as one ((s:Secret)
// RETURN s, s.value).
func cypherReturnsSecret(text string, phrases []string) bool {
	if !cypherText(text) {
		return false
	}
	phrases = withoutEnv(phrases)
	plain, _ := cypherPlain(text)
	i := lastWordIndex(plain, "return")
	if i < 0 {
		return false
	}
	secretVars := map[string]bool{}
	for _, m := range cypherNode.Get().FindAllStringSubmatch(plain[:i], -1) {
		for _, label := range strings.Split(m[2], ":") {
			if secretObject(toolcall.Words(label), phrases, "get") {
				secretVars[m[1]] = true
			}
		}
	}
	list := plain[i+len("return"):]
	if j := lastWordIndex(list, "order"); j >= 0 {
		list = list[:j]
	}
	if j := lastWordIndex(list, "limit"); j >= 0 {
		list = list[:j]
	}
	for item := range strings.SplitSeq(list, ",") {
		f := strings.Fields(item)
		if len(f) == 0 {
			continue
		}
		v, prop, dotted := strings.Cut(f[0], ".")
		if secretVars[v] && !strings.ContainsAny(f[0], "()") {
			// The node itself or any of its properties but its name.
			if !dotted || !slices.Contains([]string{"name", "id", "created", "owner", "description"}, strings.ToLower(prop)) {
				return true
			}
		}
		if dotted && !strings.ContainsAny(prop, "()") && secretObject(toolcall.Words(prop), phrases, "get") {
			return true
		}
	}
	return false
}

// cypherNode matches a node pattern with a variable and labels: (s:Secret),
// (k:ApiKey:Credential {id: 1}).
var cypherNode = &lazy.Regexp{Src: `\(\s*(\w+)\s*:\s*(\w+(?:\s*:\s*\w+)*)`}

// lastWordIndex is the index of the last whole word w in s, in any case,
// or -1.
func lastWordIndex(s, w string) int {
	lower := strings.ToLower(s)
	for end := len(lower); end > 0; {
		i := strings.LastIndex(lower[:end], w)
		if i < 0 {
			return -1
		}
		before := i == 0 || !wordByte(lower[i-1])
		after := i+len(w) == len(lower) || !wordByte(lower[i+len(w)])
		if before && after {
			return i
		}
		end = i
	}
	return -1
}

// wordByte reports whether b can be part of a word.
func wordByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}
