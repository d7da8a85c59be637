package rules_test

import (
	"testing"

	"gatesh/rules"
)

// A database client given only statements that read is a read, even
// against production; any write, a stacked statement, a function with
// side effects, SQL from a pipe or an interactive session is not.
func TestProductionSQLThatOnlyReads(t *testing.T) {
	s := rules.Default()
	for _, c := range []struct {
		cmd  string
		held bool
	}{
		{"psql -h prod-db.acme.example -U readonly -c 'SELECT count(*) FROM orders'", false},
		{"psql -h prod-db.acme.example -c 'SELECT id FROM t WHERE id IN (1, 2)'", false},
		{"mysql -h db.prod.acme.example -e 'SHOW TABLES'", false},
		{"psql -h prod-db.acme.example -c 'DELETE FROM orders WHERE id = 3'", true},
		{"psql -h prod-db.acme.example -c 'SELECT 1; DROP TABLE x'", true},
		{"psql -h prod-db.acme.example -c 'SELECT pg_terminate_backend(42)'", true},
		{"psql -h prod-db.acme.example -c 'select lo_unlink(1)'", true},
		{"psql -h prod-db.acme.example -c 'SELECT * INTO t2 FROM t'", true},
		{"psql -h prod-db.acme.example -c 'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d'", true},
		{"cat q.sql | psql -h prod-db.acme.example", true},
		{"psql -h prod-db.acme.example", true},
	} {
		d := s.Classify(c.cmd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		if held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %s)", c.cmd, held, c.held, d.Tier, formatHits(d.Hits))
		}
	}
}
