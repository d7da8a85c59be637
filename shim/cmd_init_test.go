package shim

import (
	"os"
	"path/filepath"
	"testing"
)

func TestLookupGroup(t *testing.T) {
	file := filepath.Join(t.TempDir(), "group")
	os.WriteFile(file, []byte("root:x:0:\nagent:x:1001:bob\nbroken:x:notanumber:\nagentx:x:1002:\n"), 0o644)
	for _, tc := range []struct {
		name string
		want int
		ok   bool
	}{
		{"agent", 1001, true},
		{"root", 0, true},
		{"1500", 1500, true}, // a numeric id needs no entry
		{"agen", -1, false},  // no prefix matching
		{"broken", -1, false},
		{"nobody-here", -1, false},
	} {
		got, err := lookupGroup(file, tc.name)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("lookupGroup(%q) = %d, %v; want %d, ok=%v", tc.name, got, err, tc.want, tc.ok)
		}
	}
	if _, err := lookupGroup(filepath.Join(t.TempDir(), "missing"), "agent"); err == nil {
		t.Error("a missing group file found a group")
	}
}
