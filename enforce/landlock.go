//go:build linux

package enforce

import (
	"errors"
	"fmt"
	"runtime"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// gatesh makes the three Landlock system calls itself rather than through
// go-landlock: that library's syscall package links libcap's psx, which
// uses cgo whenever cgo is enabled, and gatesh must stay a static binary.
// It needs only what comes right before an exec: restrict one thread.

// MinABI is the oldest Landlock ABI gatesh enforces. ABI 1 forbids every
// rename or link across folders, which ordinary work needs (git, mv), so
// on such a kernel a command runs without the kernel's restriction and
// the audit log says so.
const MinABI = 2

// Supported tells whether this system has Landlock at all: Linux does,
// though a kernel may lack it (ProbeABI then says 0).
const Supported = true

// handledFS is the file system rights each ABI knows: 1 the first
// thirteen, 2 adds refer, 3 truncate, 5 ioctl on devices, 9 connecting to
// named Unix sockets.
func handledFS(abi int) Access {
	a := Access(1<<13 - 1)
	if abi >= 2 {
		a |= fsRefer
	}
	if abi >= 3 {
		a |= fsTruncate
	}
	if abi >= 5 {
		a |= fsIoctlDev
	}
	if abi >= 9 {
		a |= fsResolveUnix
	}
	return a
}

// ProbeABI returns the kernel's Landlock ABI version, 0 when it has none.
func ProbeABI() int {
	v, _, errno := syscall.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, 0, 0, unix.LANDLOCK_CREATE_RULESET_VERSION)
	if errno != 0 || int(v) < 0 {
		return 0
	}
	return int(v)
}

// Ruleset is a prepared Landlock ruleset, not yet enforced.
type Ruleset struct {
	fd    int
	flags uintptr
	abi   int
}

// ErrUnavailable means the kernel's Landlock cannot enforce a plan.
var ErrUnavailable = errors.New("landlock unavailable")

// Prepare hands the plan's grants to the kernel as a ruleset for ABI abi:
// the probed one, or an older one, to act as an older kernel would. It
// returns ErrUnavailable when abi is below MinABI. Network access is not
// handled: green says nothing about network destinations.
func (p *Plan) Prepare(abi int) (*Ruleset, error) {
	if abi < MinABI {
		return nil, fmt.Errorf("%w: kernel Landlock ABI %d (need %d)", ErrUnavailable, abi, MinABI)
	}
	o, err := p.Open()
	if err != nil {
		return nil, err
	}
	defer o.Close()
	return o.Ruleset(abi)
}

// Opened is a plan's grants with each path held open (O_PATH): a rule is
// bound to what its path named when it was opened, so rulesets made from
// them later are the plan as it was then, without a path looked up
// again.
type Opened struct {
	fds    []int
	access []Access
}

// Open opens the plan's paths. A path that vanished since the plan was
// built is skipped: there is nothing there to grant.
func (p *Plan) Open() (*Opened, error) {
	o := &Opened{fds: make([]int, 0, len(p.Grants)), access: make([]Access, 0, len(p.Grants))}
	for _, g := range p.Grants {
		open := openPath
		if g.Access&fsMakeReg != 0 {
			// A writable root or an entry of one: Build resolved its
			// links, so one on the way now was put there since, by a
			// command that writes the parent.
			open = openPathNoLinks
		}
		fd, err := open(g.Path)
		if err == unix.ENOENT {
			continue
		}
		if err != nil {
			o.Close()
			return nil, fmt.Errorf("landlock rule for %s: %w", g.Path, err)
		}
		o.fds = append(o.fds, fd)
		o.access = append(o.access, g.Access)
	}
	return o, nil
}

// Len is the number of paths held open.
func (o *Opened) Len() int { return len(o.fds) }

// Close releases the paths.
func (o *Opened) Close() {
	for _, fd := range o.fds {
		syscall.RawSyscall(unix.SYS_CLOSE, uintptr(fd), 0, 0)
	}
	o.fds, o.access = nil, nil
}

// Ruleset makes a new ruleset for ABI abi (at least MinABI) with a rule
// for each path held open.
func (o *Opened) Ruleset(abi int) (*Ruleset, error) {
	handled := handledFS(abi)
	attr := unix.LandlockRulesetAttr{Handled_access_fs: uint64(handled)}
	if abi >= 6 {
		// Signals and abstract Unix sockets only reach processes in
		// the same domain: a green command cannot kill the agent or
		// talk to a server outside it.
		attr.Scoped = unix.LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | unix.LANDLOCK_SCOPE_SIGNAL
	}
	fd, _, errno := syscall.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET,
		uintptr(unsafe.Pointer(&attr)), unsafe.Sizeof(attr), 0)
	if errno != 0 {
		return nil, fmt.Errorf("%w: landlock_create_ruleset: %v", ErrUnavailable, errno)
	}
	rs := FromFD(int(fd), abi)
	for i, pfd := range o.fds {
		a := o.access[i] & handled
		if a == 0 {
			continue
		}
		attr := unix.LandlockPathBeneathAttr{Allowed_access: uint64(a), Parent_fd: int32(pfd)}
		// Raw: no call here blocks, and thousands of them through the
		// scheduler's hand-off cost more than the calls.
		_, _, errno := syscall.RawSyscall6(unix.SYS_LANDLOCK_ADD_RULE, uintptr(rs.fd),
			unix.LANDLOCK_RULE_PATH_BENEATH, uintptr(unsafe.Pointer(&attr)), 0, 0, 0)
		if errno != 0 {
			rs.Close()
			return nil, fmt.Errorf("landlock rule: %w", errno)
		}
	}
	return rs, nil
}

// FromFD is the ruleset open as fd, made for ABI abi: one this process
// made, or one it was handed.
func FromFD(fd, abi int) *Ruleset {
	rs := &Ruleset{fd: fd, abi: abi}
	if abi >= 7 {
		// Log the denials of the program gatesh execs, not only of
		// gatesh itself, so that the kernel's audit shows them.
		rs.flags = unix.LANDLOCK_RESTRICT_SELF_LOG_NEW_EXEC_ON
	}
	return rs
}

// openPath opens path with O_PATH, as a rule's anchor.
func openPath(path string) (int, error) {
	p, err := unix.BytePtrFromString(path)
	if err != nil {
		return -1, err
	}
	atCwd := unix.AT_FDCWD
	fd, _, errno := syscall.RawSyscall6(unix.SYS_OPENAT, uintptr(atCwd), uintptr(unsafe.Pointer(p)),
		uintptr(unix.O_PATH|unix.O_CLOEXEC), 0, 0, 0)
	if errno != 0 {
		return -1, errno
	}
	return int(fd), nil
}

// openPathNoLinks is openPath for a path that must lead where it reads,
// through no symbolic link (ELOOP otherwise).
func openPathNoLinks(path string) (int, error) {
	fd, err := unix.Openat2(unix.AT_FDCWD, path, &unix.OpenHow{
		Flags: unix.O_PATH | unix.O_CLOEXEC, Resolve: unix.RESOLVE_NO_SYMLINKS})
	if err == unix.ENOSYS {
		return openPath(path) // before Linux 5.6; Build's check still holds
	}
	return fd, err
}

// FD is the ruleset's descriptor, to hand it to another process.
func (rs *Ruleset) FD() int { return rs.fd }

// ABI is the ABI the ruleset was made for.
func (rs *Ruleset) ABI() int { return rs.abi }

// Close releases a ruleset that will not be enforced.
func (rs *Ruleset) Close() error { return unix.Close(rs.fd) }

// Enforce restricts the calling OS thread, for good, and locks the
// goroutine to it: the caller must exec on this goroutine next, so that
// the program it runs inherits the restriction. Other threads of gatesh
// stay unrestricted, which does not matter because exec ends them.
func (rs *Ruleset) Enforce() error {
	runtime.LockOSThread() // never unlocked: the thread is restricted
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("no_new_privs: %w", err)
	}
	// E2BIG (sixteen layers already, a gatesh nested that deep in green
	// commands) fails too: running with the outer layers alone would run
	// the command without the restriction this project's plan asked for.
	_, _, errno := syscall.Syscall(unix.SYS_LANDLOCK_RESTRICT_SELF, uintptr(rs.fd), rs.flags, 0)
	if errno != 0 {
		return fmt.Errorf("landlock_restrict_self: %w", errno)
	}
	return nil
}

// Exec restricts this process with rs and execs path in its place, with
// argv and env, as syscall.Exec does: the restriction (Enforce's) is
// applied to the calling thread right before the exec, on that thread.
// It returns only when either failed: a *RestrictError when the kernel
// refused the restriction, else the exec's error. After a failed exec
// the thread stays restricted, and another Exec restricts it again (a
// second layer, as strict as the first).
func (rs *Ruleset) Exec(path string, argv, env []string) error {
	p, err := syscall.BytePtrFromString(path)
	if err != nil {
		return err
	}
	a, err := syscall.SlicePtrFromStrings(argv)
	if err != nil {
		return err
	}
	e, err := syscall.SlicePtrFromStrings(env)
	if err != nil {
		return err
	}
	restoreFileLimit()
	return rs.restrictThenExec(p, a, e)
}

// restoreFileLimit puts back the soft limit of open files this process
// started with, which Go's runtime raised to the hard limit at start and
// which syscall.Exec lowers again for the program it runs. That limit is
// syscall's own, so it has syscall.Exec lower it: an exec of the empty
// path, which the kernel refuses at once (ENOENT), replacing nothing.
func restoreFileLimit() { syscall.Exec("", nil, nil) }
