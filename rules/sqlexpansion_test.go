package rules_test

import (
	"testing"

	"gatesh/rules"
)

// SQL that the shell builds with an expansion gatesh cannot resolve does
// what the expansion holds: a leading variable is the statement's verb, a
// variable between statements may be one more, a variable where a table
// name goes may name any table, a value may carry a statement of its own.
// It holds, unless the command fixes the value (a literal assigned
// before, a loop over literal words) or the shell computes a number
// where a value goes.
func TestSQLWithShellExpansions(t *testing.T) {
	s := rules.Default()
	checkHolds(t, s, []holdCase{
		// The verb, or a statement, is an expansion.
		{"sqlite3 app.db <<EOF\n$Q\nDROP TABLE t;\nEOF", true},
		{"sqlite3 app.db <<EOF\n$Q\nSELECT 1;\nEOF", true},
		{"sqlite3 app.db \"$Q\"", true},
		{"psql -c \"$X\"", true},
		{"psql -d app -c \"$X DROP TABLE t\"", true},
		{"psql -c \"${SQL}\"", true},
		{"mysql app -e \"$STMT\"", true},
		{"mariadb app -e \"SELECT 1; $MORE; SELECT 2\"", true},
		{"duckdb app.duckdb \"$Q\"", true},
		{"duckdb app.duckdb <<EOF\nSELECT 1;\n$Q\nSELECT 2;\nEOF", true},
		{"clickhouse-client --query \"$Q\"", true},
		{"clickhouse-client -q \"SELECT 1; $Q\"", true},
		{"psql <<EOF\nSELECT 1;\n$NEXT\nEOF", true},
		{"mysql app <<< \"$Q\"", true},
		// Output of a program as the SQL, or as part of it.
		{"sqlite3 app.db \"$(cat f.sql)\"", true},
		{"psql -c \"`cat f.sql`\"", true},
		{"mysql app -e \"SELECT 1; $(cat more.sql)\"", true},
		// The expansion where a name goes, in a write or a read.
		{"psql -c \"DROP TABLE $T\"", true},
		{"sqlite3 app.db \"DROP TABLE app_$T\"", true},
		{"mysql app -e \"TRUNCATE TABLE ${T}\"", true},
		{"psql -c \"SELECT * FROM $T\"", true},
		{"psql -c \"SELECT * FROM t WHERE $COND\"", true},
		// A value of a write: what it writes is the expansion's.
		{"psql -c \"DELETE FROM t WHERE id = $ID\"", true},
		{"sqlite3 app.db \"UPDATE t SET a = '$V' WHERE id = 1\"", true},
		// A comment the expansion may end.
		{"sqlite3 app.db <<EOF\nSELECT 1; -- = $X\nEOF", true},

		// A database CLI gatesh has no table for, given the statement as
		// an argument with an expansion in it.
		{"dbtool query \"DROP TABLE $T\"", true},
		{"dbtool \"DELETE FROM users $X\"", true},
		{"cockroach sql -e \"$Q DROP TABLE t\"", true},
		{"usql pg://db/app -c \"TRUNCATE $(echo users)\"", true},
		{"dbtool \"delete from users where id = $X\"", true},

		// psql's own variables, interpolated before the text is sent.
		{"psql app -v Q='DROP TABLE t' <<'EOF'\n:Q\nEOF", true},
		{"psql app -v t=users -f - <<'EOF'\nSELECT 1;\nDELETE FROM :t;\nEOF", true},
		{"psql app -v id=5 <<'EOF'\nSELECT * FROM users WHERE id = :id;\nEOF", false},

		// A value of a read that gatesh cannot see: the clients run every
		// statement of their text, and the value may be "1; DROP TABLE t".
		{"psql -c \"SELECT * FROM users WHERE id = $ID\"", true},
		{"sqlite3 app.db \"SELECT * FROM t WHERE name = '$NAME'\"", true},
		{"mysql app -e \"SELECT * FROM t WHERE id IN ($IDS) LIMIT $N\"", true},
		{"duckdb app.duckdb \"SELECT count(*) FROM t WHERE d >= '$SINCE'\"", true},
		{"clickhouse-client -q \"SELECT * FROM t WHERE day = '$DAY' LIMIT 10\"", true},
		{"sqlite3 app.db <<EOF\nSELECT * FROM t WHERE id = $ID;\nEOF", true},

		// A value the command fixes, or a number the shell computes, is
		// read with it.
		{"ID=5; psql -c \"SELECT * FROM users WHERE id = $ID\"", false},
		{"NAME=alice; sqlite3 app.db \"SELECT * FROM t WHERE name = '$NAME'\"", false},
		{"for d in 2024-01-01 2024-02-01; do duckdb app.duckdb \"SELECT count(*) FROM t WHERE d >= '$d'\"; done", false},
		{"mysql app -e \"SELECT * FROM t LIMIT 10 OFFSET $((PAGE * 10))\"", false},
		{"dbtool \"SELECT * FROM t WHERE id = $X\"", false},
		{"git commit -m \"drop table $T from docs\"", false},
		// No expansion: a $ the shell did not expand is SQL's own.
		{"psql -c 'SELECT $1'", false},
		{"sqlite3 app.db <<'EOF'\nSELECT json_extract(f, '$.a') FROM job;\nEOF", false},
	})
}
