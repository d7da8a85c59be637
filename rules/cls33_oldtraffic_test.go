package rules_test

import "testing"

// TestCls33OldTrafficAnalyzeStack: ANALYZE only refreshes the planner's
// statistics (SQLite, PostgreSQL, MySQL's ANALYZE TABLE): stacked with
// reads (ANALYZE; EXPLAIN QUERY PLAN SELECT ...) it changes no row and
// hides nothing, as ANALYZE alone and SQLite's PRAGMA optimize already
// pass. A write, a drop or a delete-all beside it is still held.
func TestCls33OldTrafficAnalyzeStack(t *testing.T) {
	checkTiersIn(t, "/app", "/root", nil, []tierCase{
		{"analyze-reads", "sqlite3 ./var/job.db \"ANALYZE; EXPLAIN QUERY PLAN SELECT * FROM job WHERE job.job_state IN ('completed', 'running') ORDER BY job.start_time DESC LIMIT 10;\"", "pass"},
		{"analyze-reads", "sqlite3 app.db 'ANALYZE main.users; SELECT * FROM sqlite_stat1'", "pass"},
		{"analyze-reads", "psql -d app -c 'ANALYZE VERBOSE orders; EXPLAIN SELECT * FROM orders WHERE id = 3'", "pass"},
		{"analyze-reads", "mysql app -e 'ANALYZE TABLE orders; SHOW INDEX FROM orders'", "pass"},

		{"analyze-write", "sqlite3 app.db 'ANALYZE; INSERT INTO t VALUES (1)'", "held"},
		{"analyze-write", "psql -h db.example.org -c 'ANALYZE orders; UPDATE orders SET paid = true WHERE id = 3'", "held"},
		{"analyze-write", "sqlite3 app.db 'ANALYZE; DELETE FROM users'", "held"},
		{"analyze-write", "psql -h db.example.org -c 'ANALYZE; DROP TABLE orders'", "held"},
		{"analyze-write", "sqlite3 app.db 'ANALYZE; VACUUM INTO \"/tmp/copy.db\"'", "held"},
	})
}
