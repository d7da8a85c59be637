package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFileReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "head")
	if err := os.WriteFile(path, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("new\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "new\n" {
		t.Fatalf("read %q, %v; want the new text", got, err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
	if _, err := os.Lstat(path + ".new"); !os.IsNotExist(err) {
		t.Errorf("the temporary file is left behind: %v", err)
	}
}

// A link left where the temporary file goes must not make the write land
// elsewhere.
func TestWriteFileIgnoresALinkAtTheTemporaryName(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("keep\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "head")
	if err := os.Symlink(victim, path+".new"); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("new\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(victim); string(got) != "keep\n" {
		t.Errorf("the file behind the link was written: %q", got)
	}
	if got, _ := os.ReadFile(path); string(got) != "new\n" {
		t.Errorf("head holds %q, want the new text", got)
	}
	if st, err := os.Lstat(path); err != nil || st.Mode()&os.ModeSymlink != 0 {
		t.Errorf("head is not a plain file: %v %v", st.Mode(), err)
	}
}

func TestWriteFileErrorLeavesTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "head") // the folder does not exist
	if err := WriteFile(path, []byte("new\n"), 0o644); err == nil {
		t.Fatal("no error writing into a missing folder")
	}
}
