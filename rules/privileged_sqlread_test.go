package rules_test

import (
	"testing"

	"gatesh/rules"
)

// A server's DBA reads it as the database's own account (sudo -u
// postgres psql -c 'SELECT ...', PostgreSQL's documented way to reach a
// fresh cluster), often over ssh. SQL that only reads, all of it on the
// command line, is a read under sudo too; the same shape that writes,
// runs a command, writes a file, hides its SQL or reads the stored
// password hashes stays held.
func TestPrivilegedSQLRead(t *testing.T) {
	s := rules.Default()
	checkHolds(t, s, []holdCase{
		{"sudo -u postgres psql -d app -c 'SELECT count(*) FROM orders'", false},
		{"sudo -u postgres psql -d app -c \"SELECT pid, state, query FROM pg_stat_activity WHERE state != 'idle' ORDER BY 1 LIMIT 10;\"", false},
		{"sudo -iu postgres psql -c '\\dt'", false},
		{"sudo -u postgres psql -d app -c 'EXPLAIN SELECT * FROM t' 2>&1 | head -20", false},
		{"timeout 5 sudo -u postgres psql -d app -c 'SHOW work_mem'", false},
		{"sudo mysql -e 'SHOW DATABASES'", false},
		{"sudo -u postgres psql -d app -c 'EXPLAIN ANALYZE SELECT m.id FROM markers m ORDER BY m.date DESC LIMIT 2;'", false},
		{"sudo -u postgres psql -d app -c 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) WITH r AS (SELECT 1) SELECT * FROM r'", false},
		{"sudo mysql -e 'EXPLAIN ANALYZE FORMAT=TREE SELECT * FROM t'", false},
		{"doas -u postgres psql -c 'SELECT 1'", false},
		{"ssh admin@203.0.113.7 \"sudo -u postgres psql -d app -c 'SELECT count(*) FROM markers;' 2>&1\"", false},

		{"sudo -u postgres psql -d app -c 'DROP TABLE orders'", true},
		{"sudo -u postgres psql -d app -c 'INSERT INTO t VALUES (1)'", true},
		{"sudo -u postgres psql -d app -c 'SELECT 1' -c 'DELETE FROM t WHERE id = 1'", true},
		{"sudo -u postgres psql -d app -c 'EXPLAIN ANALYZE UPDATE t SET x = 1 WHERE id = 2'", true},
		{"sudo -u postgres psql -d app -c 'EXPLAIN ANALYZE WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d'", true},
		{"sudo -u postgres psql -d app -c 'EXPLAIN (ANALYZE) INSERT INTO t SELECT * FROM u'", true},
		{"sudo -u postgres psql -d app -c 'EXPLAIN ANALYZE SELECT * INTO t2 FROM t'", true},
		{"sudo -u postgres psql -d app -c 'EXPLAIN ANALYZE SELECT pg_terminate_backend(42)'", true},
		{"sudo -u postgres psql -d app -c 'SELECT pg_terminate_backend(42)'", true},
		{"sudo -u postgres psql -c \"COPY t TO PROGRAM 'sh -c id'\"", true},
		{"sudo -u postgres psql -c '\\! id'", true},
		{"sudo -u postgres psql -d app -c \"SELECT $Q\"", true},
		{"sudo -u postgres psql -d app -c 'SELECT 1' -o /etc/cron.d/x", true},
		{"sudo -u postgres psql -d app -c 'SELECT 1' --log-file=/tmp/l", true},
		{"sudo -u postgres psql -d app -f q.sql", true},
		{"sudo -u postgres psql", true},
		{"sudo mysql --init-command='DROP DATABASE app' -e 'SELECT 1'", true},
		{"sudo -u postgres psql -c 'SELECT rolname, rolpassword FROM pg_authid'", true},
		{"sudo -u postgres psql -c 'select * from PG_SHADOW'", true},
		{"psql -h db.example.org -c 'SELECT usename, passwd FROM pg_shadow'", true},
		{"sudo mysql -e 'SELECT user, authentication_string FROM mysql.user'", true},
		{"ssh admin@203.0.113.7 \"sudo -u postgres psql -d app -c 'DELETE FROM markers'\"", true},
	})
}
