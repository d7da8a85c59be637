package audit

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// rotatingLog is a log that rotates every few records.
func rotatingLog(t *testing.T) *Log {
	l := newLog(t)
	l.RotateSize = 1 << 10
	return l
}

func TestRotationKeepsTheChainAcrossFiles(t *testing.T) {
	l := rotatingLog(t)
	appendN(t, l, 40)
	files, err := Files(l.Path)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 5 {
		t.Fatalf("want several files, got %v", files)
	}
	rotations := len(files) - 1
	verifyIntact(t, l, 40+rotations)
	var cmds []string
	var prevFiles []string
	Scan(l.Path, func(r Record) error {
		if r.Event == EventRotated {
			prevFiles = append(prevFiles, r.PrevFile)
		} else {
			cmds = append(cmds, r.Command)
		}
		return nil
	})
	for i, c := range cmds {
		if c != fmt.Sprintf("echo %d", i) {
			t.Fatalf("record %d is %q", i, c)
		}
	}
	for i, name := range prevFiles {
		if name != filepath.Base(files[i]) {
			t.Fatalf("rotated record %d continues %s, want %s", i, name, files[i])
		}
	}
	// Every file but the last is at least RotateSize; each new file starts
	// with the rotated record.
	for _, f := range files[:len(files)-1] {
		if info, _ := os.Stat(f); info.Size() < l.RotateSize {
			t.Errorf("%s rotated at %d bytes", f, info.Size())
		}
	}
	if first := lines(t, l.Path)[0]; !bytes.Contains(first, []byte(`"event":"rotated"`)) {
		t.Fatalf("live file starts with %s", first)
	}
}

func TestVerifyAcrossRotatedFilesFindsChanges(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, files []string)
		file   int // index of the file reported
	}{
		{"rotated file removed", func(t *testing.T, files []string) { os.Remove(files[1]) }, 1},
		{"oldest rotated file removed", func(t *testing.T, files []string) { os.Remove(files[0]) }, 0},
		{"last line of a rotated file removed", func(t *testing.T, files []string) {
			ls := lines(t, files[1])
			writeLines(t, files[1], ls[:len(ls)-1])
		}, 1},
		{"line of a rotated file edited", func(t *testing.T, files []string) {
			ls := lines(t, files[0])
			ls[1] = bytes.Replace(ls[1], []byte("echo"), []byte("ECHO"), 1)
			writeLines(t, files[0], ls)
		}, 0},
		{"line appended to a rotated file", func(t *testing.T, files []string) {
			ls := lines(t, files[0])
			writeLines(t, files[0], append(ls, ls[len(ls)-1]))
		}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := rotatingLog(t)
			appendN(t, l, 40)
			files, _ := Files(l.Path)
			tc.change(t, files)
			p := verifyDamage(t, l, Changed)
			// A removed file is reported where the chain misses it: at
			// the first line of the file after it.
			want := files[tc.file]
			if _, err := os.Stat(want); err != nil {
				want = files[tc.file+1]
			}
			if p.File != want {
				t.Fatalf("reported %v, want a problem in %s", p, want)
			}
		})
	}
}

// TestRotationInterruptedAfterItsLink is a rotation that stopped after
// linking the live file under its rotated name: the file is read once,
// and the next rotation takes that name.
func TestRotationInterruptedAfterItsLink(t *testing.T) {
	l := rotatingLog(t)
	appendN(t, l, 12)
	files, _ := Files(l.Path)
	seq, _ := rotatedSeq(l.Path, filepath.Base(files[len(files)-2]))
	if err := os.Link(l.Path, rotatedName(l.Path, seq+1)); err != nil {
		t.Fatal(err)
	}
	n := len(files) - 1
	verifyIntact(t, l, 12+n)
	appendN(t, l, 20)
	files, _ = Files(l.Path)
	verifyIntact(t, l, 32+len(files)-1)
	if _, err := os.Stat(rotatedName(l.Path, seq+1)); err != nil {
		t.Fatal(err)
	}
}

// TestRotationInterruptedBeforeTheHead is a writer that died after putting
// the new file in place and before writing the head: a crash.
func TestRotationInterruptedBeforeTheHead(t *testing.T) {
	l := rotatingLog(t)
	for {
		head, _ := os.ReadFile(l.HeadPath())
		files, _ := Files(l.Path)
		appendN(t, l, 1)
		if now, _ := Files(l.Path); len(now) > len(files) {
			os.WriteFile(l.HeadPath(), head, 0o600)
			break
		}
	}
	if p := verifyDamage(t, l, Crash); p.File != l.Path || p.Line != 1 {
		t.Fatalf("got %v", p)
	}
	appendN(t, l, 1)
	rep, _ := l.Verify(nil)
	if len(rep.Problems) != 0 {
		t.Fatalf("the next append repairs the head: %v", rep.Problems)
	}
}

// TestRotationSkippedWhenTheFolderIsNotWritable is the agent's user in the
// two-user setup: it may write the log, not its folder. It appends to the
// full file; a writer that may rotate, later rotates it.
func TestRotationSkippedWhenTheFolderIsNotWritable(t *testing.T) {
	l := rotatingLog(t)
	appendN(t, l, 2)
	// A file where the new live file is prepared stands for a folder that
	// cannot be written.
	if err := os.Mkdir(l.rotatingPath(), 0o700); err != nil {
		t.Fatal(err)
	}
	appendN(t, l, 20)
	if files, _ := Files(l.Path); len(files) != 1 {
		t.Fatalf("want no rotation, got %v", files)
	}
	os.Remove(l.rotatingPath())
	appendN(t, l, 1)
	if files, _ := Files(l.Path); len(files) != 2 {
		t.Fatalf("want one rotation, got %v", files)
	}
	verifyIntact(t, l, 24)
}

// TestRotationWithConcurrentProcesses runs writer processes that rotate a
// small log under each other.
func TestRotationWithConcurrentProcesses(t *testing.T) {
	if path := os.Getenv("GATESH_AUDIT_ROTATING_WRITER"); path != "" {
		l := &Log{Path: path, Now: time.Now, RotateSize: 2 << 10}
		for i := range 40 {
			if _, err := l.Append(Record{Event: EventDecision, Command: "p" + strconv.Itoa(i)}); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	l := newLog(t)
	runWriters(t, 5, "TestRotationWithConcurrentProcesses", "GATESH_AUDIT_ROTATING_WRITER="+l.Path)
	files, _ := Files(l.Path)
	verifyIntact(t, l, 200+len(files)-1)
	n := 0
	Scan(l.Path, func(r Record) error {
		if strings.HasPrefix(r.Command, "p") {
			n++
		}
		return nil
	})
	if n != 200 || len(files) < 10 {
		t.Fatalf("%d records in %d files", n, len(files))
	}
}

// TestVerifyWhileRotating runs Verify again and again while writers
// append and rotate: it reads rotated files without the lock and must
// still see an intact log every time.
func TestVerifyWhileRotating(t *testing.T) {
	l := rotatingLog(t)
	l.Now = time.Now
	appendN(t, l, 1)
	done := make(chan struct{})
	errs := make(chan error, 4)
	for w := range 4 {
		go func() {
			for i := range 60 {
				if _, err := l.Append(Record{Event: EventDecision, Command: fmt.Sprintf("w%d-%d", w, i)}); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	go func() {
		for range 4 {
			if err := <-errs; err != nil {
				t.Error(err)
			}
		}
		close(done)
	}()
	checks := 0
	for running := true; running; checks++ {
		select {
		case <-done:
			running = false
		default:
		}
		rep, err := l.Verify(nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Problems) > 0 {
			t.Fatalf("check %d: %v", checks, rep.Problems)
		}
	}
	files, _ := Files(l.Path)
	verifyIntact(t, l, 241+len(files)-1)
	t.Logf("%d checks, %d files", checks, len(files))
}
