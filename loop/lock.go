package loop

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// lockName is the lock file in a work tree's git folder. The kernel
// releases the lock when its holder exits, however it exits.
const lockName = "gatesh-loop.lock"

// errLocked means another loop holds the work tree.
var errLocked = errors.New("another gatesh loop holds this work tree")

// worktreeLock is one loop's exclusive hold on a work tree.
type worktreeLock struct{ f *os.File }

// lockWorktree takes the work tree's loop lock without waiting, and
// writes the run id and pid into it so that a second loop can say who
// holds it.
func lockWorktree(gitDir, runID string) (*worktreeLock, error) {
	path := filepath.Join(gitDir, lockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("loop lock: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder, _ := os.ReadFile(path)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w (%s)", errLocked, strings.TrimSpace(string(holder)))
		}
		return nil, fmt.Errorf("loop lock: %w", err)
	}
	if err := f.Truncate(0); err == nil {
		fmt.Fprintf(f, "run %s, pid %d\n", runID, os.Getpid())
	}
	return &worktreeLock{f: f}, nil
}

// release gives the work tree back.
func (l *worktreeLock) release() {
	if l != nil && l.f != nil {
		l.f.Close()
	}
}
