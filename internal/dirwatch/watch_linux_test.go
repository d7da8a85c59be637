//go:build linux

package dirwatch

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// inotifyInstances counts this process's inotify instances.
func inotifyInstances(t *testing.T) int {
	t.Helper()
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip(err)
	}
	n := 0
	for _, fd := range fds {
		if target, err := os.Readlink(filepath.Join("/proc/self/fd", fd.Name())); err == nil && strings.Contains(target, "inotify") {
			n++
		}
	}
	return n
}

// woken waits (bounded only against a hang) until w is woken.
func woken(t *testing.T, w *Watcher, what string) {
	t.Helper()
	select {
	case <-w.c:
	case <-time.After(20 * time.Second):
		t.Fatalf("never woken: %s", what)
	}
}

func quiet(t *testing.T, w *Watcher, what string) {
	t.Helper()
	if len(w.c) != 0 {
		t.Errorf("woken by a change it did not ask for: %s", what)
	}
}

// More watchers than a user has inotify instances (128 by default) all
// watch, through one instance; each is woken by its own folder's changes
// and its own kinds of change only, and one watcher's Close leaves the
// others of its folder watching.
func TestOneInstanceWatchesEveryFolder(t *testing.T) {
	root := t.TempDir()
	dirs := make([]string, 3)
	for i := range dirs {
		dirs[i] = filepath.Join(root, string(rune('a'+i)))
		if err := os.Mkdir(dirs[i], 0o755); err != nil {
			t.Fatal(err)
		}
	}
	before := inotifyInstances(t)
	var all [][]*Watcher // by folder: files changes, then writes too
	for _, d := range dirs {
		var ws []*Watcher
		for i := range 200 {
			w := Open(d, i%2 == 1)
			if w == nil {
				t.Fatalf("watcher %d of %s: no inotify", i, d)
			}
			defer w.Close()
			ws = append(ws, w)
		}
		all = append(all, ws)
	}
	if got := inotifyInstances(t) - before; got > 1 {
		t.Fatalf("%d watchers hold %d inotify instances", 600, got)
	}

	// A file renamed into folder a wakes a's watchers, not b's or c's.
	tmp := filepath.Join(root, "tmp")
	if err := os.WriteFile(tmp, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, filepath.Join(dirs[0], "req.json")); err != nil {
		t.Fatal(err)
	}
	for _, w := range all[0] {
		woken(t, w, "a file renamed into its folder")
	}
	for _, ws := range all[1:] {
		for _, w := range ws {
			quiet(t, w, "a file renamed into another folder")
		}
	}

	// An append to a file in b wakes only b's watchers that asked for writes.
	f, err := os.OpenFile(filepath.Join(dirs[1], "audit.jsonl"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for i, w := range all[1] {
		if i%2 == 1 {
			woken(t, w, "a file created in its folder")
		}
		drain(w)
	}
	if _, err := f.WriteString("line\n"); err != nil {
		t.Fatal(err)
	}
	writers := 0
	for i, w := range all[1] {
		if i%2 == 1 {
			woken(t, w, "an append in its folder")
			writers++
		}
	}
	for i, w := range all[1] {
		if i%2 == 0 {
			quiet(t, w, "an append, when it watches renames only")
		}
	}
	if writers == 0 {
		t.Fatal("no watcher asked for writes")
	}

	// Closing every watcher of c but one leaves that one watching.
	for _, w := range all[2][1:] {
		w.Close()
	}
	if err := os.WriteFile(filepath.Join(dirs[2], "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	woken(t, all[2][0], "a file written in its folder after the others closed")
}

// drain empties a watcher's pending wake-up.
func drain(w *Watcher) {
	select {
	case <-w.c:
	default:
	}
}

// Wait returns at a change, not at its timeout.
func TestWaitReturnsAtAChange(t *testing.T) {
	dir := t.TempDir()
	w := Open(dir, false)
	if w == nil {
		t.Skip("no inotify")
	}
	defer w.Close()
	done := make(chan struct{})
	go func() { w.Wait(context.Background(), time.Hour); close(done) }()
	if err := os.WriteFile(filepath.Join(dir, "f"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("Wait did not return at the change")
	}
}

// Wait returns when its context ends.
func TestWaitEndsWithItsContext(t *testing.T) {
	w := Open(t.TempDir(), false)
	if w == nil {
		t.Skip("no inotify")
	}
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { w.Wait(ctx, time.Hour); close(done) }()
	cancel()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("Wait did not return when its context ended")
	}
}
