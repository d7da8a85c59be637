package sqlscan

import "testing"

// I5 (round 4c, G14's class): a function is the one SQL unquotes its
// name to (double quotes, U& escapes, a quoted schema, space before the
// parenthesis), and a table replaced whole is a drop or a truncate.
func TestQuotedNamesAndReplacements(t *testing.T) {
	cases := []struct {
		sql, want string
	}{
		// results/650: PostgreSQL 15 deleted the large object.
		{`SELECT "lo_unlink"(1)`, Drop},
		{`SELECT "pg_catalog"."lo_unlink"(1)`, Drop},
		{`SELECT pg_catalog."lo_unlink"(1)`, Drop},
		{`SELECT U&"lo_unlink"(1)`, Drop},
		{`SELECT "lo_unlink" (1)`, Drop},
		{`SELECT "LO_UNLINK"(1)`, Drop},
		{`SELECT U&"lo\005Funlink"(1)`, Drop},
		{`SELECT U&"lo!005Funlink" UESCAPE '!' (1)`, Drop},
		{`SELECT u&"\006Co_truncate"(fd, 0)`, Drop},
		{"SELECT `lo_unlink`(1)", Drop},
		{`SELECT "pg_terminate_backend"(42)`, Admin},
		{`SELECT "pg_cancel_backend"(1)`, Admin},
		{`SELECT "pg_catalog"."set_config"('role', 'postgres', false)`, Admin},
		{`SELECT "dblink_exec"('dbname=x', 'DELETE FROM users')`, Remote},
		{`SELECT [dblink_exec]('dbname=x', 'DELETE FROM users')`, Remote},
		{`SELECT "pg_read_file"('/etc/passwd')`, FileAccess},
		{`SELECT "load_extension"('x')`, Program},
		// Whole tables replaced.
		{"CREATE OR REPLACE TABLE users AS SELECT * FROM users WHERE false", Drop},
		{"CREATE OR REPLACE TABLE users (id int)", Drop},
		{"create or replace transient table users (id int)", Drop},
		{"CREATE OR REPLACE SCHEMA app", Drop},
		{"INSERT OVERWRITE TABLE users SELECT * FROM users WHERE 1=0", Truncate},
		{"insert overwrite into users select * from staging", Truncate},
		// Unchanged: reads by quoted names, replaced views and functions.
		{`SELECT "lo_get"(1)`, Other},
		{`SELECT "name" FROM "users" WHERE "id" = 1`, Other},
		{`SELECT "lo_unlink" FROM t`, Other},
		{`SELECT 'lo_unlink(1)'`, Other},
		{"CREATE OR REPLACE VIEW v AS SELECT 1", Other},
		{"CREATE OR REPLACE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql", Other},
		{"INSERT INTO users (id) VALUES (1)", Other},
	}
	for _, c := range cases {
		r := Scan(c.sql)
		got := Other
		for _, st := range r.Statements {
			if st.Kind != Other {
				got = st.Kind
			}
		}
		if got != c.want {
			t.Errorf("%s: kind %q, want %q", c.sql, got, c.want)
		}
	}
}
