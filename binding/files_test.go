package binding

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestFileFactsNameWhatRuns: the files a command names by path, argument,
// --option=value and input redirection are bound by content; a folder,
// a missing file, an output redirection's file, a word gatesh cannot
// read statically are not; a FIFO is opened without blocking (a blocking
// open would stall) and shown as a named pipe.
func TestFileFactsNameWhatRuns(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"run.sh", "a.sql", "b.sql", "in.txt", "out.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe"), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan []string)
	go func() {
		var names []string
		for _, f := range FileFacts(`./run.sh a.sql --file=b.sql sub missing pipe "$X" < in.txt > out.txt`, dir, nil) {
			names = append(names, filepath.Base(f.Name))
		}
		done <- names
	}()
	select {
	case names := <-done:
		if got := strings.Join(names, " "); got != "run.sh a.sql b.sql pipe in.txt" {
			t.Errorf("bound %q, want run.sh a.sql b.sql pipe in.txt", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("FileFacts stalled on a FIFO")
	}
}
