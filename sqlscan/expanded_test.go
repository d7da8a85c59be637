package sqlscan

import "testing"

// Text a shell built with expansions it could not resolve. psql, mysql
// and sqlite3 run every statement of their text (psql's -c and a script,
// mysql's -e, sqlite3's arguments), so an expansion whose text gatesh
// cannot see may carry a statement of its own wherever it stands: where
// a value goes ("1; DROP TABLE users"), inside a quoted literal ("x';
// DROP TABLE users; --"), after AND, IN, OFFSET. Its statement is
// Dynamic; only a number the shell computes, or a psql variable psql
// quotes itself, leaves the statement as written.
func TestScanExpanded(t *testing.T) {
	dynamic := []string{
		"$Q",
		"$Q\nDROP TABLE t;",
		"$Q DROP TABLE t",
		"SELECT 1; $Q; SELECT 2",
		"SELECT 1;\n$Q\nSELECT 2",
		"$(...)",
		"$(...) FROM t",
		"DROP TABLE $T",
		"DROP TABLE app_$T",
		"SELECT * FROM $T",
		"SELECT $COLS FROM t",
		"SELECT * FROM t WHERE $COND",
		"SELECT * FROM t WHERE a = 1 -- = $X",
		"SELECT * FROM t WHERE a = 1 # = $X",
		"SELECT * FROM t WHERE a = 1 /* = $X */",
		"SELECT * FROM \"$T\"",
		"SELECT * FROM `$T`",
		"DELETE FROM t WHERE id = $ID",
		"UPDATE t SET a = '$V' WHERE id = 1",
		"INSERT INTO t VALUES ('$V')",
		"SELECT * FROM t WHERE name = '$N'; DELETE FROM t WHERE id = 1",
		"SELECT * FROM t WHERE name = 'it\\'s $N'",
		"${Q}",
		"$1",
		"$@",
		// Where a value goes, each kind of expansion gatesh cannot see:
		// its text may be "1; DROP TABLE users".
		"SELECT * FROM t WHERE id = $ID",
		"SELECT * FROM t WHERE id = $(...)",
		"SELECT * FROM t WHERE id = $1",
		"SELECT * FROM t WHERE id = $@",
		"SELECT * FROM t WHERE id = $*",
		"SELECT * FROM t WHERE id = $-",
		"SELECT * FROM t WHERE name = '$N'",
		"SELECT * FROM t WHERE name = '$(...)'",
		"select * from t where name like '%$N%' limit 10",
		"SELECT * FROM t LIMIT $LIMIT",
		"SELECT * FROM t LIMIT 1 OFFSET $OFF",
		"SELECT * FROM t WHERE id IN ($IDS)",
		"SELECT * FROM t WHERE a IN (1, $X)",
		"SELECT * FROM t WHERE a = 1 AND $X",
		"SELECT * FROM t WHERE d BETWEEN '$A' AND '$B'",
		"SELECT count(*) FROM t WHERE a >= $(...)",
		"SELECT a FROM t WHERE b = $X AND c <> '$Y'",
		"SELECT * FROM t WHERE a = -$X",
		"SELECT * FROM t WHERE a = ''$X",
		"SELECT * FROM t WHERE a = E'\\$X'",
		"SELECT * FROM t WHERE a = '$X' || $X",
		// A computed number after a minus may start a comment (--1).
		"SELECT * FROM t WHERE a = -$((...)) /*\n; DROP TABLE t; */",
		"SELECT * FROM t WHERE a = 1 -- $((...))",
		// $?, $!, $$ and $# stand also for ${?/0/TEXT}, ${!:-TEXT}.
		"SELECT * FROM t WHERE pid = $$",
		"SELECT * FROM runs WHERE status = $?",
		"SELECT * FROM t WHERE n = '$#'",
		"SELECT * FROM t WHERE id = $!",
	}
	for _, s := range dynamic {
		if r := ScanExpanded(s, true, nil); !r.Has(Dynamic) || r.ReadOnly() {
			t.Errorf("ScanExpanded(%q) = %v, want dynamic", s, r.Kinds())
		}
	}
	// A number the shell computes ($((...))) holds no statement where a
	// value goes.
	reads := []string{
		"SELECT * FROM t WHERE id = $((...))",
		"SELECT * FROM t LIMIT $((...)) OFFSET $((...))",
		"SELECT * FROM t WHERE id IN (1, $((...)))",
		"SELECT * FROM t WHERE a = - $((...))",
	}
	for _, s := range reads {
		if r := ScanExpanded(s, true, nil); r.Has(Dynamic) || !r.ReadOnly() {
			t.Errorf("ScanExpanded(%q) = %v, want a read", s, r.Kinds())
		}
	}
	// A statement with a seen number is what it says; one with an unseen
	// expansion is Dynamic, and the others keep their kind.
	if r := ScanExpanded("DELETE FROM t WHERE id = $((...))", true, nil); r.ReadOnly() || r.Has(Dynamic) {
		t.Errorf("DELETE with a computed number = %v, want a delete", r.Kinds())
	}
	if r := ScanExpanded("DROP TABLE t; SELECT * FROM u WHERE id = $ID", true, nil); !r.Has(Drop) || !r.Has(Dynamic) {
		t.Errorf("DROP then an unseen value = %v, want drop and dynamic", r.Kinds())
	}
	// psql interpolates its variables (:name, :'name', :"name") before
	// it sends the text, shell or not. :name goes in as it is: a value
	// set on the command line (-v), by a query's row (\gset), by a
	// command's output (\set x `cmd`) or by a \set of more than a word
	// may be statements.
	psql := map[string]string{}
	for _, s := range []string{
		":Q", "SELECT 1;\n:Q\n", "SELECT 1 :Q", "DROP TABLE :t",
		"SELECT * FROM :\"t\"(1)", "SELECT :\"f\" (1)",
		"DELETE FROM t WHERE id = :id",
		"SELECT * FROM t WHERE id = :id",
		"SELECT * FROM t WHERE id IN (:ids)",
		"SELECT * FROM t LIMIT :n",
		"SELECT 'x' AS id \\gset\nSELECT * FROM t WHERE id = :id",
		"\\set id 5\nSELECT 'x' AS id \\gset\nSELECT * FROM t WHERE id = :id",
		"\\set id `cat /tmp/id.txt`\nSELECT * FROM t WHERE id = :id",
		"\\set id '1; DROP TABLE t'\nSELECT * FROM t WHERE id = :id",
		"\\set id 1\n\\set id :other\nSELECT * FROM t WHERE id = :id",
		"\\set id 1\n\\prompt 'id? ' id\nSELECT * FROM t WHERE id = :id",
		"SELECT * FROM t WHERE id = :id;\n\\set id 1",
		"\\set id 1\nSELECT * FROM :id",
	} {
		if r := ScanExpanded(s, false, psql); !r.Has(Dynamic) {
			t.Errorf("ScanExpanded(%q, false) = %v, want dynamic", s, r.Kinds())
		}
	}
	for _, s := range []string{
		"SELECT a::text FROM t", "SELECT ':x' FROM t", "SELECT a[1:2] FROM t",
		"SELECT * FROM t WHERE name = :'name'", "SELECT * FROM t WHERE a IN (:'a', :'b')",
		"SELECT * FROM :\"t\"", "SELECT :\"c\" FROM :\"s\".:\"t\" ORDER BY :\"c\"",
		"SELECT 1 -- :x", "\\set x 5\nSELECT * FROM t WHERE id = :x",
		"\\set day '2024-01-01'\nSELECT * FROM t WHERE d = :'day'",
		"\\set lim 10\n\\set st active\nSELECT * FROM t WHERE s = :'st' LIMIT :lim",
		"DELETE FROM t WHERE id = 1", "SELECT $Q",
	} {
		if r := ScanExpanded(s, false, psql); r.Has(Dynamic) {
			t.Errorf("ScanExpanded(%q, false) = %v, want no dynamic", s, r.Kinds())
		}
	}
	// psql's command line (-v NAME=VALUE) fixes a value as \set does.
	for _, c := range []struct {
		vars    map[string]string
		dynamic bool
	}{
		{map[string]string{"id": "5"}, false},
		{map[string]string{"id": "'5'"}, false},
		{map[string]string{"id": "1; DROP TABLE t"}, true},
		{map[string]string{"id": "$(...)"}, true},
		{map[string]string{"id": "$ID"}, true},
		{map[string]string{"id": ""}, true},
		{map[string]string{"other": "5"}, true},
		{map[string]string{}, true},
	} {
		if r := ScanExpanded("SELECT * FROM t WHERE id = :id", false, c.vars); r.Has(Dynamic) != c.dynamic {
			t.Errorf("ScanExpanded(:id, %v) = %v, want dynamic %v", c.vars, r.Kinds(), c.dynamic)
		}
	}
	// A client that binds :name as a value (sqlite3's parameters, a
	// tool's named parameters) takes it where a value goes; a psql
	// script's \set or \gset of it still counts.
	for s, dynamic := range map[string]bool{
		"SELECT * FROM t WHERE id = :id":                false,
		"SELECT * FROM t WHERE id IN (:a, :b) LIMIT :n": false,
		"DROP TABLE :t":               true,
		"SELECT * FROM t WHERE :cond": true,
		"\\set id '1; DROP TABLE t'\nSELECT * FROM t WHERE id = :id": true,
		"SELECT 'x' AS id \\gset\nSELECT * FROM t WHERE id = :id":    true,
		"\\set id `cat /tmp/id.txt`\nSELECT * FROM t WHERE id = :id": true,
	} {
		if r := ScanExpanded(s, false, nil); r.Has(Dynamic) != dynamic {
			t.Errorf("ScanExpanded(%q, false, nil) = %v, want dynamic %v", s, r.Kinds(), dynamic)
		}
	}
	// Without an expansion it reads as Scan does.
	if r := ScanExpanded("DROP TABLE t", true, nil); !r.Has(Drop) || r.Has(Dynamic) {
		t.Errorf("ScanExpanded(DROP TABLE t) = %v", r.Kinds())
	}
}
