package daemon

import (
	"encoding/json"
	"errors"
	"time"

	"golang.org/x/sys/unix"

	"gatesh/enforce"
	"gatesh/internal/peercred"
)

// A shim takes a kept ruleset from the daemon without asking it, with
// pidfd_getfd (take_linux.go): asking means waiting for the daemon to be
// scheduled, twice, which on a loaded machine is most of what Landlock
// would cost a command. The daemon keeps, at fixed descriptors:
//
//	inotifyFD  its inotify instance, whose queue a shim reads the length
//	           of (FIONREAD): empty means that every change so far has
//	           been seen, and the plans it depends on dropped;
//	indexFD    a sealed memfd naming, for each kept plan, the descriptor
//	           of its ruleset, replaced whole at every change.
//
// Order makes it exact: the daemon publishes an empty index before it
// reads any event, and the kept plans again once it has dropped those
// the events concern; a shim reads the queue's length, then the index,
// then takes the ruleset, then reads the index again and uses the
// ruleset only if it is the same one. A ruleset it takes this way is
// the one the daemon keeps, shared: only a process that may trace the
// daemon may take it, which no command under Landlock may (its domain
// stops it), and a process that may could as well change the daemon
// itself. A ruleset asked for over the socket is always a new one.

// The fixed descriptors: high enough that nothing else of the daemon's
// takes them.
const (
	inotifyFD = 1020
	indexFD   = 1021
	firstSlot = 1024
	slots     = 512
)

// index is what a daemon publishes.
type index struct {
	Gen uint64 `json:"gen"`
	// At is when it was published (Unix seconds): a shim that finds it
	// old tells the daemon it is still used (see touch).
	At       int64                `json:"at"`
	Rulesets map[string]published `json:"rulesets"` // by lineKey
}

// published is one kept ruleset.
type published struct {
	FD      int    `json:"fd"`
	ABI     int    `json:"abi"`
	Summary string `json:"summary"`
}

// publisher places rulesets and publishes the index. Its zero value
// publishes nothing: a daemon whose fixed descriptors are not free, or
// past the limit on open files, only answers over the socket.
type publisher struct {
	on   bool
	gen  uint64
	next int
}

// start takes the fixed descriptors for the inotify instance in and the
// index; off when they cannot be had.
func (p *publisher) start(in int) {
	var lim unix.Rlimit
	if unix.Getrlimit(unix.RLIMIT_NOFILE, &lim) != nil || lim.Cur < firstSlot+slots {
		return
	}
	for _, fd := range []int{inotifyFD, indexFD} {
		if _, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0); err == nil {
			return
		}
	}
	if unix.Dup3(in, inotifyFD, unix.O_CLOEXEC) != nil {
		return
	}
	// Under Yama's ptrace_scope = 1 only a process's ancestors may take
	// its descriptors; the daemon's are gone. Nothing changes where
	// Yama is absent, and a scope of 2 or 3 refuses anyway: then shims
	// ask over the socket.
	unix.Prctl(unix.PR_SET_PTRACER, ^uintptr(0), 0, 0, 0)
	p.on = true
	p.publish(index{})
}

// place moves rs to a descriptor of its own among the slots.
func (p *publisher) place(rs *enforce.Ruleset) (*enforce.Ruleset, error) {
	if !p.on {
		return nil, errors.New("not publishing")
	}
	for range slots {
		fd := firstSlot + p.next
		p.next = (p.next + 1) % slots
		if _, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0); err == nil {
			continue // taken
		}
		if err := unix.Dup3(rs.FD(), fd, unix.O_CLOEXEC); err != nil {
			return nil, err
		}
		rs.Close()
		return enforce.FromFD(fd, rs.ABI()), nil
	}
	return nil, errors.New("no free slot")
}

// publish replaces the published index with idx.
func (p *publisher) publish(idx index) {
	if !p.on {
		return
	}
	p.gen++
	idx.Gen, idx.At = p.gen, time.Now().Unix()
	b, err := json.Marshal(idx)
	if err == nil {
		err = peercred.Publish("gatesh-landlock-index", b, indexFD)
	}
	if err != nil {
		// An index that cannot be replaced must not stay: shims would
		// believe it.
		unix.Close(indexFD)
	}
}
