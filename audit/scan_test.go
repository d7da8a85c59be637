package audit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// scanAll returns the commands of every record Scan yields.
func scanAll(t *testing.T, path string) []string {
	t.Helper()
	var got []string
	if err := Scan(path, func(r Record) error { got = append(got, r.Command); return nil }); err != nil {
		t.Fatal(err)
	}
	return got
}

func TestScanReadsRotatedFilesInOrder(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 2) // echo 0, echo 1
	// Two rotated files, numbered out of lexical order on purpose.
	for _, seq := range []int{9, 10} {
		if err := os.Rename(l.Path, rotatedName(l.Path, seq)); err != nil {
			t.Fatal(err)
		}
		if _, err := l.Append(Record{Event: EventDecision, Command: fmt.Sprintf("after %d", seq)}); err != nil {
			t.Fatal(err)
		}
	}
	// Files that are not rotated files of this log are ignored.
	for _, name := range []string{"audit.jsonl.head", "audit.jsonl.000003.gz", "audit.jsonl.x1", "other.jsonl.000001"} {
		os.WriteFile(filepath.Join(filepath.Dir(l.Path), name), []byte(`{"command":"stray"}`+"\n"), 0o600)
	}
	got := strings.Join(scanAll(t, l.Path), ",")
	if want := "echo 0,echo 1,after 9,after 10"; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
	files, err := Files(l.Path)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 3 || files[0] != rotatedName(l.Path, 9) || files[2] != l.Path {
		t.Fatalf("files: %v", files)
	}
}

func TestScanReadsTheLiveFileOnceAfterAnInterruptedRotation(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 2)
	if err := os.Link(l.Path, rotatedName(l.Path, 1)); err != nil {
		t.Fatal(err)
	}
	if got := scanAll(t, l.Path); len(got) != 2 {
		t.Fatalf("got %q", got)
	}
}

func TestScanSkipsLinesThatAreNotRecords(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 1)
	f, err := os.OpenFile(l.Path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"ts":"torn` + "\n")
	f.WriteString(`{"command":"` + strings.Repeat("x", MaxLine) + `"}` + "\n")
	f.Close()
	appendN(t, l, 1)
	f, _ = os.OpenFile(l.Path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"command":"being written"}`) // no newline yet
	f.Close()
	got := strings.Join(scanAll(t, l.Path), ",")
	if got != "echo 0,echo 0" {
		t.Fatalf("got %q", got)
	}
}

func TestScanRestoresExactBytes(t *testing.T) {
	l := newLog(t)
	cmd, cwd := "printf '\xff\xfe' > f", "/tmp/caf\xe9"
	if _, err := l.Append(Record{Event: EventDecision, Command: cmd, Cwd: cwd}); err != nil {
		t.Fatal(err)
	}
	var got Record
	Scan(l.Path, func(r Record) error { got = r; return nil })
	if got.Command != cmd || got.Cwd != cwd || got.CommandBase64 == "" || got.CwdBase64 == "" {
		t.Fatalf("got %+v", got)
	}
}

func TestScanStopsAtTheCallbacksError(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 3)
	stop := errors.New("enough")
	n := 0
	err := Scan(l.Path, func(Record) error { n++; return stop })
	if err != stop || n != 1 {
		t.Fatalf("got %v after %d records", err, n)
	}
}

func TestScanMissingLog(t *testing.T) {
	err := Scan(filepath.Join(t.TempDir(), "audit.jsonl"), func(Record) error { return nil })
	if !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("got %v", err)
	}
}

// TestScanWhileRotating scans while writers append and rotate: every scan
// yields records in order with no gap before the last one it saw.
func TestScanWhileRotating(t *testing.T) {
	l := rotatingLog(t)
	l.Now = time.Now
	done := make(chan error)
	go func() {
		for i := range 300 {
			if _, err := l.Append(Record{Event: EventDecision, Command: strconv.Itoa(i)}); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	for running := true; running; {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			running = false
		default:
		}
		next := 0
		err := Scan(l.Path, func(r Record) error {
			if r.Event == EventRotated {
				return nil
			}
			if r.Command != strconv.Itoa(next) {
				return fmt.Errorf("record %q where %d was due", r.Command, next)
			}
			next++
			return nil
		})
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			t.Fatal(err)
		}
	}
}
