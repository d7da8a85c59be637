package daemon

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
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

// index is what a daemon publishes, as lines of words (encode): a
// shim reads it without decoding JSON.
type index struct {
	Gen uint64
	// At is when it was published (Unix seconds): a shim that finds it
	// old tells the daemon it is still used (see touch).
	At       int64
	Rulesets map[string]published // by RequestKey
	// Links are the kept plans' trusted folders and where their links
	// lead ("": nowhere), each right for as long as its plan is kept
	// (entry.links).
	Links map[string]string
}

// published is one kept ruleset.
type published struct {
	FD      int
	ABI     int
	Summary string
}

// maxIndex bounds the published index a shim reads; links past it are
// left out (the shims resolve them), the rulesets' lines come first.
const maxIndex = 64 << 10

// indexHead starts a published index.
const indexHead = "gatesh-landlock-index 2"

// encode is idx as lines: the head with the generation and the time,
// then a line for each ruleset, key, descriptor, ABI and summary (which
// may hold spaces, not newlines: a ruleset whose does is left out), and
// a line for each link, the absolute folder and where it leads joined
// by a NUL (a key never starts with a slash), while the index stays
// within maxIndex.
func (idx index) encode() []byte {
	b := fmt.Appendf(nil, "%s %d %d\n", indexHead, idx.Gen, idx.At)
	for k, p := range idx.Rulesets {
		if strings.ContainsAny(k, " \n") || strings.HasPrefix(k, "/") || strings.Contains(p.Summary, "\n") {
			continue
		}
		b = fmt.Appendf(b, "%s %d %d %s\n", k, p.FD, p.ABI, p.Summary)
	}
	for p, r := range idx.Links {
		if !linkPublishable(p) || r != "" && !linkPublishable(r) {
			continue
		}
		if len(b)+len(p)+len(r)+2 > maxIndex {
			continue
		}
		b = append(append(append(append(b, p...), 0), r...), '\n')
	}
	return b
}

// linkPublishable says whether the index can carry the path p of a
// link: absolute, without a newline or a NUL.
func linkPublishable(p string) bool {
	return strings.HasPrefix(p, "/") && !strings.ContainsAny(p, "\n\x00")
}

// decodeIndexText reads what encode wrote.
func decodeIndexText(b []byte) (index, error) {
	idx := index{Rulesets: map[string]published{}}
	bad := errors.New("not a published index")
	text, ok := strings.CutSuffix(string(b), "\n")
	if !ok {
		return idx, bad
	}
	lines := strings.Split(text, "\n")
	head := strings.Fields(lines[0])
	if len(head) != 4 || head[0]+" "+head[1] != indexHead {
		return idx, bad
	}
	var err1, err2 error
	idx.Gen, err1 = strconv.ParseUint(head[2], 10, 64)
	idx.At, err2 = strconv.ParseInt(head[3], 10, 64)
	if err1 != nil || err2 != nil {
		return idx, bad
	}
	for _, l := range lines[1:] {
		if strings.HasPrefix(l, "/") {
			p, r, ok := strings.Cut(l, "\x00")
			if !ok || r != "" && !linkPublishable(r) {
				return idx, bad
			}
			if idx.Links == nil {
				idx.Links = map[string]string{}
			}
			idx.Links[p] = r
			continue
		}
		f := strings.SplitN(l, " ", 4)
		if len(f) != 4 {
			return idx, bad
		}
		fd, err1 := strconv.Atoi(f[1])
		abi, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil || fd < 0 || f[0] == "" {
			return idx, bad
		}
		idx.Rulesets[f[0]] = published{FD: fd, ABI: abi, Summary: f[3]}
	}
	return idx, nil
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
	err := peercred.Publish("gatesh-landlock-index", idx.encode(), indexFD)
	if err != nil {
		// An index that cannot be replaced must not stay: shims would
		// believe it.
		unix.Close(indexFD)
	}
}
