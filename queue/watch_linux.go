//go:build linux

package queue

import (
	"time"

	"golang.org/x/sys/unix"
)

// watch reports changes to the queue folder through inotify, so that a
// waiting shim sees a decision as soon as its file is renamed into place,
// not at its next poll.
type watch struct{ fd int }

// watchDir starts watching dir; nil when inotify cannot (no permission to
// read the folder, no inotify instances left): Wait then polls.
func watchDir(dir string) *watch {
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC | unix.IN_NONBLOCK)
	if err != nil {
		return nil
	}
	// A decision is written under a temporary name and renamed into place;
	// an archived request moves out. Either is a reason to look again.
	mask := uint32(unix.IN_MOVED_TO | unix.IN_MOVED_FROM | unix.IN_CLOSE_WRITE | unix.IN_DELETE | unix.IN_DELETE_SELF)
	if _, err := unix.InotifyAddWatch(fd, dir, mask); err != nil {
		unix.Close(fd)
		return nil
	}
	return &watch{fd: fd}
}

// wait returns after an event in the folder or after d, whichever comes
// first, and drains the events.
func (w *watch) wait(d time.Duration) {
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

func (w *watch) close() { unix.Close(w.fd) }
