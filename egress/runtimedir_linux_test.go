package egress

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestRuntimeDir: the daemons' folder is made at first use, found as it
// is after, and refused when it is not this user's alone: open to
// others, or a link, whether made so before the first use or after.
func TestRuntimeDir(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("GATESH_HOME", home)
	want := filepath.Join(home, RuntimeFolder, strconv.Itoa(os.Getuid()))
	for i := range 2 {
		dir, err := RuntimeDir(home)
		if err != nil || dir != want {
			t.Fatalf("use %d: %q, %v; want %q", i+1, dir, err, want)
		}
		if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() || fi.Mode().Perm() != 0o700 {
			t.Fatalf("use %d: %v %v", i+1, fi.Mode(), err)
		}
	}
	if err := os.Chmod(want, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := RuntimeDir(home); err == nil {
		t.Error("a folder others can open is used")
	}

	// A link in its place, to a folder of mode 0700: refused too.
	other := t.TempDir()
	home2 := t.TempDir()
	if err := os.MkdirAll(filepath.Join(home2, RuntimeFolder), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(other, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(other, filepath.Join(home2, RuntimeFolder, strconv.Itoa(os.Getuid()))); err != nil {
		t.Fatal(err)
	}
	if _, err := RuntimeDir(home2); err == nil {
		t.Error("a link to a folder is used")
	}
}
