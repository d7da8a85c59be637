package sqlscan

import "testing"

// Text a shell built with expansions it could not resolve: what it does
// depends on them, unless each expansion can only be a value of a read.
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
	}
	for _, s := range dynamic {
		if r := ScanExpanded(s, true); !r.Has(Dynamic) || r.ReadOnly() {
			t.Errorf("ScanExpanded(%q) = %v, want dynamic", s, r.Kinds())
		}
	}
	reads := []string{
		"SELECT * FROM t WHERE id = $ID",
		"SELECT * FROM t WHERE name = '$N'",
		"select * from t where name like '%$N%' limit $LIMIT offset $OFF",
		"SELECT * FROM t WHERE id IN ($IDS)",
		"SELECT * FROM t WHERE d BETWEEN '$A' AND '$B'",
		"SELECT count(*) FROM t WHERE a >= $(...)",
		"SELECT a FROM t WHERE b = $X AND c <> '$Y'",
	}
	for _, s := range reads {
		if r := ScanExpanded(s, true); r.Has(Dynamic) || !r.ReadOnly() {
			t.Errorf("ScanExpanded(%q) = %v, want a read", s, r.Kinds())
		}
	}
	// psql interpolates its variables (:name, :'name', :"name") before
	// it sends the text, shell or not.
	for _, s := range []string{":Q", "SELECT 1;\n:Q\n", "SELECT 1 :Q", "DROP TABLE :t", "SELECT * FROM :\"t\"", "DELETE FROM t WHERE id = :id"} {
		if r := ScanExpanded(s, false); !r.Has(Dynamic) {
			t.Errorf("ScanExpanded(%q, false) = %v, want dynamic", s, r.Kinds())
		}
	}
	for _, s := range []string{
		"SELECT * FROM t WHERE id = :id", "SELECT a::text FROM t", "SELECT ':x' FROM t", "SELECT a[1:2] FROM t",
		"SELECT * FROM t WHERE name = :'name'", "SELECT 1 -- :x", "\\set x 5\nSELECT * FROM t WHERE id = :x",
		"DELETE FROM t WHERE id = 1", "SELECT $Q",
	} {
		if r := ScanExpanded(s, false); r.Has(Dynamic) {
			t.Errorf("ScanExpanded(%q, false) = %v, want no dynamic", s, r.Kinds())
		}
	}
	// Without an expansion it reads as Scan does.
	if r := ScanExpanded("DROP TABLE t", true); !r.Has(Drop) || r.Has(Dynamic) {
		t.Errorf("ScanExpanded(DROP TABLE t) = %v", r.Kinds())
	}
}
