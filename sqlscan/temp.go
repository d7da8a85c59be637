package sqlscan

import (
	"regexp"
	"strings"

	"gatesh/internal/lazy"
)

// A temporary table lives as long as the session that made it: what a
// text does to the temporary tables it creates, or to the session's
// temporary schema (pg_temp, sqlite's temp), loses nothing. MySQL's
// DROP TEMPORARY TABLE (its docs: it drops only temporary tables) is a
// drop of one too, when the text created a table of that name.

var createTemp = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?is)^\s*create\s+(?:global\s+|local\s+)?temp(?:orary)?\s+(?:table|view)\s+(?:if\s+not\s+exists\s+)?([\w."]+)`)
}}

var tableTarget = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?is)^\s*(?:drop\s+(?:temporary\s+)?(?:table|view)\s+(?:if\s+exists\s+)?|truncate\s+(?:table\s+)?|delete\s+from\s+|update\s+|insert\s+(?:or\s+\w+\s+)?into\s+|alter\s+table\s+)([\w."]+)\s*(,?)`)
}}

// markTemp marks the statements that create temporary tables, and those
// that act on one the text created or on a temporary schema, as Temp:
// they read as reads, and a drop or a delete of one is no drop.
func markTemp(res *Result) {
	var temps map[string]bool
	for i := range res.Statements {
		st := &res.Statements[i]
		if m := createTemp.Get().FindStringSubmatch(st.Text); m != nil {
			if temps == nil {
				temps = map[string]bool{}
			}
			temps[tableName(m[1])] = true
			st.Temp = true
			continue
		}
		m := tableTarget.Get().FindStringSubmatch(st.Text)
		if m == nil || m[2] == "," {
			continue
		}
		name := tableName(m[1])
		if temps[name] || strings.HasPrefix(name, "pg_temp.") || strings.HasPrefix(name, "temp.") {
			st.Temp, st.Kind = true, Other
		}
	}
}

func tableName(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, `"`, ""))
}
