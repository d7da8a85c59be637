package sqlscan

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// The functions and settings classify reads by name: what replaces a
// table, reaches files, or acts on the server, other sessions or the
// session's guards.

// replacesData reports whether CREATE's words (after CREATE) replace a
// table, a schema or a database: OR REPLACE, then up to two modifiers
// (TEMPORARY, TRANSIENT, EXTERNAL...), then the object.
func replacesData(rest []string) bool {
	if len(rest) < 3 || rest[0] != "OR" || rest[1] != "REPLACE" {
		return false
	}
	for _, w := range rest[2:min(len(rest), 5)] {
		switch w {
		case "TABLE", "SCHEMA", "DATABASE":
			return true
		}
	}
	return false
}

// fileFuncs are SQL functions that read or write files or folders of the
// machine the database runs on, or of the client.
var fileFuncs = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"READFILE": true, "WRITEFILE": true, "LOAD_FILE": true, "PG_READ_FILE": true,
		"PG_READ_BINARY_FILE": true, "PG_LS_DIR": true, "PG_STAT_FILE": true, "LO_IMPORT": true,
		"LO_EXPORT": true, "PG_FILE_WRITE": true, "FSDIR": true, "EDIT": true, "PG_FILE_UNLINK": true,
		"PG_FILE_RENAME": true, "PG_FILE_SYNC": true,
	}
}}

// adminFuncs are functions that end other sessions or reload or promote
// the server.
var adminFuncs = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"PG_TERMINATE_BACKEND": true, "PG_CANCEL_BACKEND": true, "PG_RELOAD_CONF": true, "PG_PROMOTE": true,
		"PG_ROTATE_LOGFILE": true, "PG_DROP_REPLICATION_SLOT": true, "PG_REPLICATION_ORIGIN_DROP": true,
	}
}}

// guardSetting reports whether a setting, set for the session, changes
// who it acts as or turns a guard off: a read-only transaction, triggers
// and foreign keys (session_replication_role), row security, the binary
// log.
func guardSetting(name string) bool {
	switch strings.Trim(strings.ToLower(name), "'\"` ") {
	case "role", "session_authorization", "transaction_read_only", "default_transaction_read_only",
		"session_replication_role", "row_security", "read_only", "super_read_only", "sql_log_bin":
		return true
	}
	return false
}

// computeObject reports whether the words after CREATE, ALTER, START,
// STOP, RESUME or SUSPEND name the compute a cloud warehouse runs and
// bills queries on: Firebolt's ENGINE, Snowflake's and Databricks SQL's
// WAREHOUSE, Snowflake's COMPUTE POOL and RESOURCE MONITOR (the spend
// limit). Sizing, starting or making one spends the account's money and
// changes what every query of the account runs on. A table's storage
// engine (CREATE TABLE t (...) ENGINE = InnoDB) names a table first.
func computeObject(rest []string) bool {
	if len(rest) > 1 && rest[0] == "OR" && rest[1] == "REPLACE" {
		rest = rest[2:]
	}
	if len(rest) == 0 {
		return false
	}
	switch rest[0] {
	case "ENGINE", "WAREHOUSE":
		return true
	case "COMPUTE", "RESOURCE":
		return len(rest) > 1 && (rest[1] == "POOL" || rest[1] == "MONITOR")
	}
	return false
}

// adminSet reports whether a SET statement (its words after SET) is
// Admin: server-wide (GLOBAL, PERSIST, @@global.), the session's
// identity (ROLE, SESSION AUTHORIZATION), a read-write transaction, or
// a guard setting.
func adminSet(rest []string, text string) bool {
	if len(rest) > 0 && (rest[0] == "SESSION" || rest[0] == "LOCAL") {
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return false
	}
	switch rest[0] {
	case "GLOBAL", "PERSIST", "PERSIST_ONLY", "ROLE", "AUTHORIZATION", "PASSWORD":
		return true
	case "TRANSACTION", "CHARACTERISTICS":
		return slices.Contains(rest, "WRITE")
	}
	return strings.Contains(strings.ToLower(text), "@@global.") || guardSetting(rest[0])
}

// firstString returns the first string literal after the call of fn in
// text, "" for none: set_config('role', ...) is 'role'.
func firstString(text, fn string) string {
	lower := strings.ToLower(text)
	i := strings.Index(lower, fn)
	if i < 0 {
		return ""
	}
	rest := text[i+len(fn):]
	j := strings.IndexByte(rest, '\'')
	if j < 0 {
		return ""
	}
	end := skipQuoted(rest, j, '\'', false)
	return strings.ReplaceAll(rest[j+1:max(end-1, j+1)], "''", "'")
}
