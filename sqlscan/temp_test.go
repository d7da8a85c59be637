package sqlscan

import "testing"

// What a text does to temporary tables it creates, or to the session's
// temporary schema, loses nothing; the same statements on other tables do.
func TestTemporaryTables(t *testing.T) {
	for _, c := range []struct {
		sql      string
		readOnly bool
		drop     bool
	}{
		{"CREATE TEMP TABLE t AS SELECT 1 AS x; SELECT * FROM t;", true, false},
		{"CREATE TEMPORARY TABLE s (x int); INSERT INTO s VALUES (1); DROP TABLE s;", true, false},
		{"DROP TABLE IF EXISTS pg_temp.scratch", true, false},
		{"DROP TABLE temp.cache", true, false},
		{"CREATE TEMPORARY TABLE t (a int); DROP TEMPORARY TABLE t", true, false},
		{"CREATE TEMPORARY TABLE t (a int); DROP TEMPORARY TABLE IF EXISTS t;", true, false},
		{"CREATE TEMPORARY TABLE t (a int); DROP TEMPORARY TABLE users", false, true},
		{"DROP TEMPORARY TABLE users; DROP TABLE users", false, true},
		{"CREATE TEMP TABLE t (x int); DROP TABLE users;", false, true},
		{"DROP TABLE t; CREATE TEMP TABLE t (x int);", false, true},
		{"CREATE TEMP TABLE t (x int); DROP TABLE t, users;", false, true},
	} {
		r := Scan(c.sql)
		if r.ReadOnly() != c.readOnly || r.Has(Drop) != c.drop {
			t.Errorf("%q: read-only %v, drop %v; want %v, %v", c.sql, r.ReadOnly(), r.Has(Drop), c.readOnly, c.drop)
		}
	}
}

// A client's file in the project (an export, an import) is the project's
// own work; one outside it is file access.
func TestClientProjectFiles(t *testing.T) {
	for sql, access := range map[string]bool{
		`\copy users TO 'exports/users.csv' CSV HEADER`: false,
		`\copy staging FROM data/staging.csv CSV`:       false,
		`\copy users TO '/tmp/users.csv' CSV`:           true,
		`\copy users TO '../x.csv'`:                     true,
		`\copy users TO '~/x.csv'`:                      true,
		".import --csv data/users.csv users":            false,
		".output out/report.txt":                        false,
		".output /etc/cron.d/x":                         true,
		".once ../../x.sql":                             true,
	} {
		if got := Scan(sql).Has(FileAccess); got != access {
			t.Errorf("%q: file access %v, want %v", sql, got, access)
		}
	}
}
