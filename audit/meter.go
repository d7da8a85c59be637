package audit

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// MaxRate is how many bytes one agent session may add to the log in
// RateWindow. A session past it has its commands held (they do not run
// and are not logged in full) until the window ends: a looping agent
// cannot fill the disk through the log.
const (
	MaxRate    = 4 << 20
	RateWindow = time.Minute
)

// Meter counts the bytes each session adds to the log, in one small file
// per session under Dir. A record counts for the session it names,
// whichever process writes it (the agent's gatesh, the network daemon,
// the review server, the loop), so that every writer is bounded by the
// session it writes for. Counts from processes racing on one file may be
// lost: the bound is approximate, never a reason to run anything.
type Meter struct {
	Dir string
	// Session is the session Used and Over report on, and the one a
	// record that names none counts for; "" counts such records for
	// nobody.
	Session string
}

// meterFile is the file of a session: a hash, since a session id comes
// from the agent's environment.
func (m *Meter) meterFile(session string) string {
	sum := sha256.Sum256([]byte(session))
	return filepath.Join(m.Dir, hex.EncodeToString(sum[:12]))
}

// meterState is the window's start (unix seconds) and its bytes, as 16
// hex digits each.
const meterWidth = 32

func (m *Meter) read(fd int) (start, n int64) {
	var buf [meterWidth]byte
	if err := preadFull(fd, buf[:], 0); err != nil {
		return 0, 0
	}
	start, err1 := strconv.ParseInt(string(buf[:16]), 16, 64)
	n, err2 := strconv.ParseInt(string(buf[16:]), 16, 64)
	if err1 != nil || err2 != nil {
		return 0, 0
	}
	return start, n
}

// Used returns the bytes the session added in the current window.
func (m *Meter) Used(now time.Time) int64 {
	if m == nil || m.Session == "" {
		return 0
	}
	fd, err := openFile(m.meterFile(m.Session), syscall.O_RDONLY, 0)
	if err != nil {
		return 0
	}
	defer syscall.Close(fd)
	start, n := m.read(fd)
	if now.Unix()-start >= int64(RateWindow/time.Second) {
		return 0
	}
	return n
}

// Over reports whether the session is past MaxRate in this window.
func (m *Meter) Over(now time.Time) bool { return m.Used(now) > MaxRate }

// add counts n more bytes for session, or for m.Session when it is "".
func (m *Meter) add(session string, n int, now time.Time) {
	if m == nil {
		return
	}
	if session == "" {
		session = m.Session
	}
	if session == "" {
		return
	}
	fd, err := openFile(m.meterFile(session), syscall.O_RDWR|syscall.O_CREAT, 0o600)
	if err != nil && syscall.Mkdir(m.Dir, 0o700) == nil {
		fd, err = openFile(m.meterFile(session), syscall.O_RDWR|syscall.O_CREAT, 0o600)
	}
	if err != nil {
		return
	}
	defer syscall.Close(fd)
	start, used := m.read(fd)
	if now.Unix()-start >= int64(RateWindow/time.Second) {
		start, used = now.Unix(), 0
	}
	pwriteAll(fd, []byte(fmt.Sprintf("%016x%016x", start, used+int64(n))), 0)
}
