package passwd

import (
	"os"
	"path/filepath"
	"testing"
)

func TestName(t *testing.T) {
	path := filepath.Join(t.TempDir(), "passwd")
	db := "root:x:0:0:root:/root:/bin/bash\n# comment:x:5:5\nalice:x:1000:1000:Alice:/home/alice:/bin/bash\n\nbroken line\n"
	if err := os.WriteFile(path, []byte(db), 0o644); err != nil {
		t.Fatal(err)
	}
	for uid, want := range map[int]string{0: "root", 1000: "alice", 5: "uid:5", 4242: "uid:4242"} {
		if got := Name(path, uid); got != want {
			t.Errorf("Name(%d) = %q, want %q", uid, got, want)
		}
	}
	if got := Name(filepath.Join(t.TempDir(), "none"), 7); got != "uid:7" {
		t.Errorf("no database: %q", got)
	}
	if got := Self(func(string) string { return "" }); got == "" || got == "uid:" {
		t.Errorf("Self without USER: %q", got)
	}
	if got := Self(func(k string) string { return map[string]string{"USER": "bob"}[k] }); got != "bob" {
		t.Errorf("Self with USER=bob: %q", got)
	}
}
