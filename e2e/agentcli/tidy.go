package agentcli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Tidy runs the tests and removes the folders of FixedTemp that the test
// run made, so that a run leaves nothing behind. Several test binaries
// that drive the CLIs run at once under `go test ./...`, and a folder one
// of them found absent can be made again by another's CLI after the first
// removed it; so the binaries keep one count in a locked file under
// TMPDIR, the first records which folders were absent, and the last to
// finish removes them and the file.
func Tidy(run func() int) int {
	return tidy(filepath.Join(os.TempDir(), "gatesh-agentcli-tidy"), FixedTemp(), run)
}

func tidy(lockPath string, folders []string, run func() int) int {
	if err := tidyEnter(lockPath, folders); err != nil {
		fmt.Fprintln(os.Stderr, "agentcli: cannot keep count of the test runs, so nothing is tidied:", err)
		return run()
	}
	code := run()
	if err := tidyLeave(lockPath); err != nil {
		fmt.Fprintln(os.Stderr, "agentcli: tidying the CLIs' folders:", err)
	}
	return code
}

// The count file: the number of runs inside, then the folders the first
// of them found absent, one a line.
type tidyState struct {
	runs   int
	absent []string
}

func tidyEnter(lockPath string, folders []string) error {
	return withTidyLock(lockPath, func(st *tidyState) (remove bool) {
		if st.runs == 0 {
			st.absent = nil
			for _, d := range folders {
				if _, err := os.Lstat(d); errors.Is(err, os.ErrNotExist) {
					st.absent = append(st.absent, d)
				}
			}
		}
		st.runs++
		return false
	})
}

func tidyLeave(lockPath string) error {
	return withTidyLock(lockPath, func(st *tidyState) (remove bool) {
		st.runs--
		if st.runs > 0 {
			return false
		}
		for _, d := range st.absent {
			os.RemoveAll(d)
		}
		return true
	})
}

// withTidyLock opens lockPath locked, lets change alter its state, and
// writes it back, or removes the file when change says so. A file removed
// by another run while this one waited for its lock is opened again.
func withTidyLock(lockPath string, change func(*tidyState) (remove bool)) error {
	for {
		f, err := os.OpenFile(lockPath, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
			f.Close()
			return err
		}
		held, _ := f.Stat()
		now, err := os.Stat(lockPath)
		if err != nil || !os.SameFile(held, now) {
			f.Close() // removed or replaced while we waited
			continue
		}
		err = changeTidyFile(f, lockPath, change)
		f.Close()
		return err
	}
}

func changeTidyFile(f *os.File, lockPath string, change func(*tidyState) bool) error {
	raw, err := os.ReadFile(lockPath)
	if err != nil {
		return err
	}
	var st tidyState
	if lines := strings.Split(strings.TrimSpace(string(raw)), "\n"); lines[0] != "" {
		if st.runs, err = strconv.Atoi(lines[0]); err != nil {
			return fmt.Errorf("%s: unreadable count %q", lockPath, lines[0])
		}
		st.absent = lines[1:]
	}
	if change(&st) {
		return os.Remove(lockPath)
	}
	text := strconv.Itoa(st.runs) + "\n" + strings.Join(st.absent, "\n")
	if err := f.Truncate(0); err != nil {
		return err
	}
	_, err = f.WriteAt([]byte(text), 0)
	return err
}
