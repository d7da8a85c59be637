//go:build linux

package dirwatch

import (
	"time"

	"golang.org/x/sys/unix"
)

// Watcher reports changes to one folder through inotify.
type Watcher struct{ fd int }

// Open starts watching dir; nil when inotify cannot (no permission to
// read the folder, no inotify instances left): the caller then polls.
// Files are written under a temporary name and renamed into place, or
// moved out, or deleted; with writes set, every write to a file in the
// folder (an append to a log) also wakes the waiter.
func Open(dir string, writes bool) *Watcher {
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC | unix.IN_NONBLOCK)
	if err != nil {
		return nil
	}
	mask := uint32(unix.IN_MOVED_TO | unix.IN_MOVED_FROM | unix.IN_CLOSE_WRITE | unix.IN_DELETE | unix.IN_DELETE_SELF)
	if writes {
		mask |= unix.IN_MODIFY | unix.IN_CREATE
	}
	if _, err := unix.InotifyAddWatch(fd, dir, mask); err != nil {
		unix.Close(fd)
		return nil
	}
	return &Watcher{fd: fd}
}

// Wait returns after an event in the folder or after d, whichever comes
// first, and drains the events.
func (w *Watcher) Wait(d time.Duration) {
	fds := []unix.PollFd{{Fd: int32(w.fd), Events: unix.POLLIN}}
	ms := int(d / time.Millisecond)
	if ms < 1 {
		ms = 1
	}
	for {
		_, err := unix.Poll(fds, ms)
		if err != unix.EINTR {
			break
		}
	}
	var buf [4096]byte
	for {
		if n, err := unix.Read(w.fd, buf[:]); n <= 0 || err != nil {
			return
		}
	}
}

// Close stops watching.
func (w *Watcher) Close() { unix.Close(w.fd) }
