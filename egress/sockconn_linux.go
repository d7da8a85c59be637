package egress

import (
	"bytes"
	"errors"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// sockConn is a session's line to the network daemon: a non-blocking
// Unix socket used with plain system calls, waited on with poll only
// when the socket cannot take or give more at once. An *os.File would
// put it in Go's network poller: two system calls to add and remove it,
// and, for its deadline, a wake-up of the poller's thread, a command's
// every time (about 0.03 ms).
type sockConn struct{ fd int }

// errLineTooLong is a daemon's answer longer than any it sends.
var errLineTooLong = errors.New("the network daemon's answer is too long")

// maxAnswer bounds a daemon's answer line.
const maxAnswer = 64 << 10

// Close closes the socket; a nil sockConn has nothing to close.
func (c *sockConn) Close() error {
	if c == nil || c.fd < 0 {
		return os.ErrInvalid
	}
	err := unix.Close(c.fd)
	c.fd = -1
	return err
}

// writeAll writes b, waiting while the socket is full until deadline.
func (c *sockConn) writeAll(b []byte, deadline time.Time) error {
	for len(b) > 0 {
		n, err := unix.Write(c.fd, b)
		switch {
		case errors.Is(err, unix.EINTR):
			continue
		case errors.Is(err, unix.EAGAIN):
			if err := waitFD(c.fd, unix.POLLOUT, deadline); err != nil {
				return err
			}
			continue
		case err != nil:
			return err
		}
		b = b[n:]
	}
	return nil
}

// readLine reads up to and including the first newline, waiting for
// more until deadline. What follows the newline is dropped: the line
// is the daemon's last word on the connection.
func (c *sockConn) readLine(deadline time.Time) ([]byte, error) {
	var line []byte
	var buf [512]byte
	for {
		n, err := unix.Read(c.fd, buf[:])
		switch {
		case errors.Is(err, unix.EINTR):
			continue
		case errors.Is(err, unix.EAGAIN):
			if err := waitFD(c.fd, unix.POLLIN, deadline); err != nil {
				return line, err
			}
			continue
		case err != nil:
			return line, err
		case n == 0:
			return line, errors.New("connection closed")
		}
		line = append(line, buf[:n]...)
		if i := bytes.IndexByte(line, '\n'); i >= 0 {
			return line[:i+1], nil
		}
		if len(line) > maxAnswer {
			return line, errLineTooLong
		}
	}
}

// waitFD waits until fd is ready for events, or deadline passes
// (os.ErrDeadlineExceeded).
func waitFD(fd int, events int16, deadline time.Time) error {
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return os.ErrDeadlineExceeded
		}
		fds := []unix.PollFd{{Fd: int32(fd), Events: events}}
		n, err := unix.Poll(fds, int(left/time.Millisecond)+1)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
	}
}
