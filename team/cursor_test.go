package team

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCursor(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sync.json")
	start := func() (auditPos, error) { return auditPos{File: 3, FirstSeq: 1}, nil }
	c, err := loadCursor(path, "https://hub", "m1", start)
	if err != nil || c.Audit.File != 3 || c.Audit.Seq != 0 || c.Requests == nil {
		t.Fatalf("a new cursor: %+v, %v", c, err)
	}
	c.Audit = auditPos{File: 4, Offset: 812, Seq: 17, FirstSeq: 12, Head: "ab"}
	c.Requests["abcdabcdabcda"] = "h1"
	c.Events = 9
	if err := c.save(path); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Errorf("mode %v", info.Mode().Perm())
	}
	got, err := loadCursor(path, "https://hub", "m1", start)
	if err != nil || got.Audit != c.Audit || got.Events != 9 || got.Requests["abcdabcdabcda"] != "h1" {
		t.Fatalf("read back %+v, %v", got, err)
	}
	// Another membership (the machine joined anew) starts afresh.
	if got, _ := loadCursor(path, "https://hub", "m7", start); got.Audit.Seq != 0 || got.Events != 0 || len(got.Requests) != 0 {
		t.Errorf("another machine's cursor was kept: %+v", got)
	}
	os.WriteFile(path, []byte("{not json"), 0o600)
	if _, err := loadCursor(path, "https://hub", "m1", start); err == nil || !strings.Contains(err.Error(), "remove it to ship everything again") {
		t.Errorf("a corrupt cursor: %v", err)
	}
}
