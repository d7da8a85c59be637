package audit

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/internal/needs"
)

// readOnlyHelper, set in the environment, makes the test binary the child
// of TestAppendThroughLinksInAReadOnlyFolder: in a mount namespace of its
// own it mounts the log's folder read-only and the links folder writable,
// as Codex's sandbox does, and appends one record.
const readOnlyHelper = "GATESH_AUDIT_READONLY_LOG"

func TestAppendThroughLinksInAReadOnlyFolder(t *testing.T) {
	if log := os.Getenv(readOnlyHelper); log != "" {
		appendReadOnly(t, log)
		return
	}
	needs.Root(t) // a read-only bind mount in a mount namespace of its own
	l := newLog(t)
	appendN(t, l, 2)
	links, err := l.Link("run")
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	run := func() (string, error) {
		cmd := exec.Command(self, "-test.run=^TestAppendThroughLinksInAReadOnlyFolder$", "-test.v")
		cmd.Env = append(os.Environ(), readOnlyHelper+"="+l.Path, "GATESH_AUDIT_LINKS="+links)
		cmd.SysProcAttr = &syscall.SysProcAttr{Unshareflags: syscall.CLONE_NEWNS}
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := run(); err != nil {
		t.Fatalf("appending from inside the read-only mount: %v\n%s", err, out)
	}
	ls := lines(t, l.Path)
	if len(ls) != 3 || !bytes.Contains(ls[2], []byte(`"command":"echo sandboxed"`)) {
		t.Fatalf("the log after the sandboxed append:\n%s", bytes.Join(ls, nil))
	}
	verifyIntact(t, l, 3)

	// A rotation since the links were made: the child finds no live
	// file it may write, and the log is as it was.
	l.RotateSize = 1
	appendN(t, l, 1)
	before, _ := os.ReadFile(l.Path)
	if out, err := run(); err == nil || !strings.Contains(out, "no link in") {
		t.Fatalf("through a stale link: %v\n%s", err, out)
	}
	if after, _ := os.ReadFile(l.Path); !bytes.Equal(before, after) {
		t.Errorf("the log changed:\n%s", after)
	}
}

// appendReadOnly is the child's part.
func appendReadOnly(t *testing.T, log string) {
	dir, links := filepath.Dir(log), os.Getenv("GATESH_AUDIT_LINKS")
	for _, m := range []struct {
		src, dst string
		flags    uintptr
	}{
		{dir, dir, syscall.MS_BIND},
		{"", dir, syscall.MS_BIND | syscall.MS_REMOUNT | syscall.MS_RDONLY},
		{links, links, syscall.MS_BIND},
		{"", links, syscall.MS_BIND | syscall.MS_REMOUNT}, // a bind keeps the flags of its source's mount
	} {
		if err := syscall.Mount(m.src, m.dst, "", m.flags, ""); err != nil {
			t.Fatalf("mount %s: %v", m.dst, err)
		}
	}
	if err := os.WriteFile(log, nil, 0o600); err == nil {
		t.Fatal("the log's folder is not read-only")
	}
	l := &Log{Path: log, Now: time.Now}
	if _, err := l.Append(Record{Event: EventDecision, Command: "echo sandboxed", Tier: "green", Verdict: "auto_pass"}); err != nil {
		fmt.Println("append:", err)
		t.Fatal(err)
	}
}
