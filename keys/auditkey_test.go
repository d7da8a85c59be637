package keys

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"gatesh/internal/needs"
)

// The audit key is made once, whole, and read back; a second maker finds
// it there; a file that is not one is refused.
func TestAuditKey(t *testing.T) {
	dir := t.TempDir()
	k := &AuditKey{Path: filepath.Join(dir, AuditKeyFile), Log: filepath.Join(dir, "audit.jsonl")}
	if _, err := k.Load(); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("load before make: %v", err)
	}
	after := strings.Repeat("ab", 32)
	made, err := (&AuditKey{Path: k.Path, Log: k.Log}).Create(after)
	if err != nil || made.After != after || len(made.Key) != 32 {
		t.Fatalf("create: %+v %v", made, err)
	}
	if _, err := (&AuditKey{Path: k.Path, Log: k.Log}).Create(""); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("a second create: %v", err)
	}
	got, err := (&AuditKey{Path: k.Path}).Load()
	if err != nil || string(got.Key) != string(made.Key) || got.After != after {
		t.Fatalf("load: %+v %v", got, err)
	}
	if info, err := os.Stat(k.Path); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("mode: %v %v", info, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
	for _, bad := range []string{"", "gatesh audit key v1\nkey AAAA\nafter \n", "gatesh audit key v1\nkey " + strings.Repeat("A", 44) + "\nafter xyz\n"} {
		must(t, os.WriteFile(k.Path, []byte(bad), 0o600))
		if _, err := (&AuditKey{Path: k.Path}).Load(); !errors.Is(err, ErrBadAuditKey) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	// The folder must exist: gatesh init makes it.
	if _, err := (&AuditKey{Path: filepath.Join(dir, "none", AuditKeyFile)}).Create(""); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("create in a missing folder: %v", err)
	}
}

// A key made where the log is shared with the agent's group (the
// two-user setup) is readable by that group, so that the agent's gatesh
// seals its records too.
func TestAuditKeySharedLikeTheLog(t *testing.T) {
	needs.Root(t) // to give a file another group
	dir := t.TempDir()
	log := filepath.Join(dir, "audit.jsonl")
	must(t, os.WriteFile(log, nil, 0o660))
	must(t, os.Chown(log, -1, 4242))
	must(t, os.Chmod(log, 0o660))
	k := &AuditKey{Path: filepath.Join(dir, AuditKeyFile), Log: log}
	if _, err := k.Create(""); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(k.Path)
	must(t, err)
	if info.Mode().Perm() != 0o640 || info.Sys().(*syscall.Stat_t).Gid != 4242 {
		t.Fatalf("mode %v group %d, want 0640 and the log's group", info.Mode().Perm(), info.Sys().(*syscall.Stat_t).Gid)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
