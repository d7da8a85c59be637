package rules

import (
	"strings"

	"gatesh/internal/lazy"
)

// Query languages other than SQL that delete what a database holds, in
// any string argument a call runs (round 4c's I5, G14's class): Cypher's
// DELETE, DETACH DELETE and REMOVE in any case, a MongoDB shell's
// methods that drop or delete, and MongoDB command documents.

// maxQueryText bounds the text read as a query.
const maxQueryText = 16384

// cypherStart matches text that opens as a Cypher query reading a
// pattern: MATCH (, OPTIONAL MATCH (, UNWIND, WITH, CALL {, MERGE (.
var cypherStart = &lazy.Regexp{Src: `(?is)^\s*(?:(?:optional\s+)?match\s*\(|unwind\s|with\s|call\s*\{|merge\s*\(|create\s*\()`}

// cypherDelete matches Cypher's clauses that delete nodes, relationships,
// labels or properties, outside strings (which the caller strips).
var cypherDelete = &lazy.Regexp{Src: `(?i)(?:^|[\s)}\]])(?:detach\s+delete|delete|remove)\s`}

// mongoDeletes matches a MongoDB shell method that drops or deletes,
// called on db or on a collection of it: db.dropDatabase(),
// db.users.drop(), db.getCollection('u').deleteMany({}), db.u.remove({}),
// db["u"].findOneAndDelete(...).
var mongoDeletes = &lazy.Regexp{Src: `(?i)\bdb\b[^;]*?\.\s*(drop\w*|delete(?:many|one)|remove|findoneanddelete|findandmodify)\s*\(`}

// mongoRemoveTrue is findAndModify's option that deletes what it finds.
var mongoRemoveTrue = &lazy.Regexp{Src: `(?i)\bremove["']?\s*:\s*true`}

// queryLanguageDeletes is the operation a query string runs when it
// deletes by Cypher or by a MongoDB shell method: "delete", or "".
func queryLanguageDeletes(text string) string {
	if len(text) > maxQueryText {
		return ""
	}
	if m := mongoDeletes.Get().FindStringSubmatch(text); m != nil {
		// findAndModify deletes only with remove: true.
		if !strings.EqualFold(m[1], "findandmodify") || mongoRemoveTrue.Get().MatchString(text) {
			return "delete"
		}
	}
	if cypherStart.Get().MatchString(text) && cypherDelete.Get().MatchString(stripQuoted(text)+" ") {
		return "delete"
	}
	// Apex's DML on the records a query returns (delete [SELECT ...],
	// Database.delete(records)).
	if apexDelete.Get().MatchString(stripQuoted(text)) {
		return "delete"
	}
	return ""
}

// apexDelete matches Apex's delete of records: the DML statement on an
// inline query or a list, or Database.delete.
var apexDelete = &lazy.Regexp{Src: `(?i)(?:^|[;{}\s])delete\s*\[\s*select\b|\bDatabase\s*\.\s*delete\s*\(`}

// stripQuoted blanks what is inside quotes ('...', "...", `...`), so that
// a clause's word in a string literal does not count.
func stripQuoted(s string) string {
	b := []byte(s)
	var q byte
	for i := range b {
		switch {
		case q == 0 && (b[i] == '\'' || b[i] == '"' || b[i] == '`'):
			q = b[i]
		case q != 0 && b[i] == q:
			q = 0
		case q != 0:
			b[i] = ' '
		}
	}
	return string(b)
}

// mongoCommandOps are the operations of a MongoDB command document
// (what runCommand is given): {dropDatabase: 1}, {drop: "users"},
// {delete: "users", deletes: [...]}, {dropIndexes: ...}, {dropUser: ...},
// {findAndModify: "u", remove: true}. A top-level object is the call's
// own arguments, read so only when it holds a deletes list.
func mongoCommandOps(obj map[string]any, depth int) []string {
	for k, v := range obj {
		switch strings.ToLower(k) {
		case "dropdatabase", "dropindexes", "dropuser", "dropallusersfromdatabase", "droprole", "dropallrolesfromdatabase", "dropsearchindex":
			if depth > 0 {
				return []string{"drop", "database"}
			}
		case "drop":
			if _, ok := v.(string); ok && depth > 0 {
				return []string{"drop", "collection"}
			}
		case "delete":
			if _, ok := obj["deletes"].([]any); ok {
				return []string{"delete", "documents"}
			}
		case "findandmodify":
			if r, ok := obj["remove"].(bool); ok && r {
				return []string{"delete", "documents"}
			}
		}
	}
	return nil
}
