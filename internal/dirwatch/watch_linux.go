//go:build linux

package dirwatch

import (
	"context"
	"encoding/binary"
	"os"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// A process holds one inotify instance, however many folders it
// watches: instances are few (fs.inotify.max_user_instances, 128 by
// default for all of a user's processes together), watches are many. A
// sync, a review server or a test that runs many machines would
// otherwise take one instance per folder, and once they run out every
// waiter falls back to polling. One goroutine reads the instance
// through the runtime's poller, so a waiter blocks no thread either.
type instance struct {
	fd int
	f  *os.File

	mu sync.Mutex
	// waiters are the open watchers of each watch descriptor: the kernel
	// gives one descriptor per folder and instance.
	waiters map[int32]map[*Watcher]struct{}
}

var shared struct {
	mu sync.Mutex
	in *instance
}

// open returns the process's instance, starting it on first use; nil
// when inotify cannot start (no instances left), and then the next Open
// tries again.
func open() *instance {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.in != nil {
		return shared.in
	}
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC | unix.IN_NONBLOCK)
	if err != nil {
		return nil
	}
	// A non-blocking descriptor is read through the runtime's poller.
	in := &instance{fd: fd, f: os.NewFile(uintptr(fd), "inotify"), waiters: map[int32]map[*Watcher]struct{}{}}
	shared.in = in
	go in.read()
	return in
}

// Watcher reports changes to one folder through inotify.
type Watcher struct {
	in   *instance
	wd   int32
	mask uint32
	// c holds one wake-up: a change since the last Wait returned.
	c chan struct{}
}

// Open starts watching dir; nil when inotify cannot (no permission to
// read the folder, no inotify instance to be had): the caller then polls.
// Files are written under a temporary name and renamed into place, or
// moved out, or deleted; with writes set, every write to a file in the
// folder (an append to a log) also wakes the waiter.
func Open(dir string, writes bool) *Watcher {
	in := open()
	if in == nil {
		return nil
	}
	mask := uint32(unix.IN_MOVED_TO | unix.IN_MOVED_FROM | unix.IN_CLOSE_WRITE | unix.IN_DELETE | unix.IN_DELETE_SELF)
	if writes {
		mask |= unix.IN_MODIFY | unix.IN_CREATE
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	// IN_MASK_ADD: another watcher of the folder keeps what it asked
	// for; each watcher is woken only by its own kinds of change.
	wd, err := unix.InotifyAddWatch(in.fd, dir, mask|unix.IN_MASK_ADD)
	if err != nil {
		return nil
	}
	w := &Watcher{in: in, wd: int32(wd), mask: mask, c: make(chan struct{}, 1)}
	if in.waiters[w.wd] == nil {
		in.waiters[w.wd] = map[*Watcher]struct{}{}
	}
	in.waiters[w.wd][w] = struct{}{}
	return w
}

// Wait returns after a change in the folder since the last Wait
// returned, after d, or when ctx ends, whichever comes first.
func (w *Watcher) Wait(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-w.c:
	case <-t.C:
	case <-ctx.Done():
	}
}

// Close stops watching. The folder's watch ends with its last watcher.
func (w *Watcher) Close() {
	in := w.in
	in.mu.Lock()
	defer in.mu.Unlock()
	set := in.waiters[w.wd]
	if _, ok := set[w]; !ok {
		return
	}
	delete(set, w)
	if len(set) == 0 {
		delete(in.waiters, w.wd)
		unix.InotifyRmWatch(in.fd, uint32(w.wd))
	}
}

// read wakes the watchers of each event's folder until the instance
// fails, and then wakes every watcher: they poll from there on.
func (in *instance) read() {
	buf := make([]byte, 64<<10)
	for {
		n, err := in.f.Read(buf)
		if err != nil {
			shared.mu.Lock()
			if shared.in == in {
				shared.in = nil // the next Open starts another
			}
			shared.mu.Unlock()
			in.wakeAll()
			return
		}
		for off := 0; off+unix.SizeofInotifyEvent <= n; {
			wd := int32(binary.NativeEndian.Uint32(buf[off:]))
			mask := binary.NativeEndian.Uint32(buf[off+4:])
			size := binary.NativeEndian.Uint32(buf[off+12:])
			off += unix.SizeofInotifyEvent + int(size)
			if mask&unix.IN_Q_OVERFLOW != 0 { // events were lost: anything may have changed
				in.wakeAll()
				continue
			}
			in.wakeFolder(wd, mask)
		}
	}
}

// wakeFolder signals the watchers of watch wd that asked for a change
// in mask. A watch the kernel ended (its folder is gone) wakes them all.
func (in *instance) wakeFolder(wd int32, mask uint32) {
	in.mu.Lock()
	defer in.mu.Unlock()
	for w := range in.waiters[wd] {
		if mask&(w.mask|unix.IN_IGNORED) != 0 {
			w.signal()
		}
	}
}

func (in *instance) wakeAll() {
	in.mu.Lock()
	defer in.mu.Unlock()
	for _, set := range in.waiters {
		for w := range set {
			w.signal()
		}
	}
}

func (w *Watcher) signal() {
	select {
	case w.c <- struct{}{}:
	default:
	}
}
