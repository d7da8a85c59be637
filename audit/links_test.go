package audit

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A link is used only while it is the file the log's own path names: a
// link to another file, or one a rotation left naming the old log, is
// refused, and so is everything when no link was made.
func TestOnlyALinkToTheLiveFileIsUsed(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 2)
	readOnly := &os.PathError{Op: "open", Path: l.Path, Err: syscall.EROFS}

	if _, err := l.openLinked(l.Path, syscall.O_RDWR|syscall.O_APPEND, readOnly); !errors.Is(err, syscall.EROFS) {
		t.Fatalf("with no links: %v, want the read-only error", err)
	}
	dir, err := l.Link("run1")
	if err != nil {
		t.Fatal(err)
	}
	if dir != filepath.Join(l.Path+".links", "run1") {
		t.Errorf("links folder %s", dir)
	}
	for _, path := range []string{l.Path, l.HeadPath()} {
		fd, err := l.openLinked(path, syscall.O_RDWR, readOnly)
		if err != nil {
			t.Fatalf("%s through its link: %v", path, err)
		}
		var open, named syscall.Stat_t
		syscall.Fstat(fd, &open)
		syscall.Stat(path, &named)
		syscall.Close(fd)
		if open.Ino != named.Ino || open.Dev != named.Dev {
			t.Errorf("%s: the link opened another file", path)
		}
	}

	// Another file under the log's name in a links folder.
	other := filepath.Join(filepath.Dir(l.Path), "other")
	if err := os.WriteFile(other, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	forged := filepath.Join(l.Path+".links", "forged")
	if err := os.Mkdir(forged, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(other, filepath.Join(forged, "audit.jsonl")); err != nil {
		t.Fatal(err)
	}
	if err := l.Unlink("run1"); err != nil {
		t.Fatal(err)
	}
	if _, err := l.openLinked(l.Path, syscall.O_RDWR|syscall.O_APPEND, readOnly); err == nil {
		t.Error("a link to another file was used as the log")
	}

	// A rotation puts a new live file in place: the old link is stale.
	if _, err := l.Link("run2"); err != nil {
		t.Fatal(err)
	}
	l.RotateSize = 1
	appendN(t, l, 1)
	if _, err := l.openLinked(l.Path, syscall.O_RDWR|syscall.O_APPEND, readOnly); err == nil {
		t.Error("a link to the rotated file was used as the live log")
	}
	if _, err := l.Link("run2"); err != nil {
		t.Fatal(err)
	}
	fd, err := l.openLinked(l.Path, syscall.O_RDWR|syscall.O_APPEND, readOnly)
	if err != nil {
		t.Fatalf("after renewing the links: %v", err)
	}
	syscall.Close(fd)
}

func TestLinkNamesOneFolder(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 1)
	for _, name := range []string{"", ".", "..", "a/b", "../x"} {
		if _, err := l.Link(name); err == nil {
			t.Errorf("Link(%q) made links", name)
		}
		if err := l.Unlink(name); err == nil {
			t.Errorf("Unlink(%q) removed something", name)
		}
	}
	if _, err := os.Stat(l.Path + ".links"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("links folder made: %v", err)
	}
	if _, err := l.Link("r"); err != nil {
		t.Fatal(err)
	}
	if err := l.Unlink("r"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(l.Path + ".links"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the empty links folder stayed: %v", err)
	}
	// The links are not a rotated file of the log.
	if _, err := l.Link("r"); err != nil {
		t.Fatal(err)
	}
	files, err := Files(l.Path)
	if err != nil || len(files) != 1 || strings.Contains(files[0], ".links") {
		t.Errorf("the log's files: %v %v", files, err)
	}
}
