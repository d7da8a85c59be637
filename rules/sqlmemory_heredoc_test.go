package rules_test

import (
	"testing"

	"gatesh/rules"
)

// sqlite3 and duckdb with no database, or :memory:, open a transient one
// that is gone when they exit (sqlite.org/cli.html, "If no database file
// is specified on the command-line, a temporary database is created");
// SQL fed to it by a heredoc or a here-string loses nothing, as the same
// SQL given with -cmd does. A file database, an ATTACH or .open, or text
// with expansions in it is still read as it was.
func TestMemorySQLFromHeredoc(t *testing.T) {
	s := rules.Default()
	checkHolds(t, s, []holdCase{
		{"cd /tmp && sqlite3 :memory: <<'EOF'\nCREATE TABLE t(id INTEGER, x TEXT);\nINSERT INTO t VALUES (1, 'a');\nDELETE FROM t;\nDROP TABLE t;\nEOF", false},
		{"sqlite3 <<'EOF'\nCREATE TABLE t(x);\nINSERT INTO t VALUES (1);\nUPDATE t SET x = 2;\nEOF", false},
		{"sqlite3 :memory: <<< 'CREATE TABLE t(x); DROP TABLE t;'", false},
		{"duckdb <<'EOF'\nCREATE TABLE t AS SELECT 1 AS x;\nDELETE FROM t;\nEOF", false},
		{"sqlite3 :memory: <<'EOF'\nCREATE TABLE job(f TEXT);\nINSERT INTO job VALUES('{\"a\":5}');\nSELECT json_extract(f, \"$.a\") FROM job;\nEOF", false},

		{"sqlite3 app.db <<'EOF'\nCREATE TABLE t(x);\nDROP TABLE t;\nEOF", true},
		{"sqlite3 :memory: <<'EOF'\nATTACH 'app.db' AS a;\nDROP TABLE a.users;\nEOF", true},
		{"sqlite3 <<'EOF'\n.open app.db\nDROP TABLE users;\nEOF", true},
		{"sqlite3 :memory: <<'EOF'\n.restore app.db\nDELETE FROM users;\nEOF", true},
		{"sqlite3 :memory: <<EOF\nATTACH '$DB' AS a;\nDROP TABLE a.users;\nEOF", true},
		{"sqlite3 :memory: <<'EOF'\nCREATE TABLE t(x);\n.output /etc/cron.d/x\nSELECT 1;\nEOF", true},
	})
}
