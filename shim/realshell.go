package shim

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// errNoProgram means no program of that name on PATH is other than gatesh.
var errNoProgram = errors.New("not found on PATH other than gatesh itself")

// findOther returns the path of the first executable called name
// in the absolute folders of pathList that is not gatesh itself, then of
// each fallback. Files are compared by device and inode after following
// links, so neither link chains nor a folder listed twice can make gatesh
// exec itself. Relative PATH entries are skipped: they name whatever
// folder the agent happens to be in.
func findOther(name, pathList string, self os.FileInfo, fallbacks ...string) (string, error) {
	// Stop at the first hit: PATH is walked at every start.
	for dir := range strings.SplitSeq(pathList, string(os.PathListSeparator)) {
		if filepath.IsAbs(dir) {
			if p, ok := otherExecutable(filepath.Join(dir, name), self); ok {
				return p, nil
			}
		}
	}
	for _, c := range fallbacks {
		if p, ok := otherExecutable(c, self); ok {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: %w", name, errNoProgram)
}

// otherExecutable tells whether path, after following every link, is an
// executable regular file that is not self (same device and inode). It
// uses a plain stat, which allocates nothing for the misses of a PATH walk.
func otherExecutable(path string, self os.FileInfo) (string, bool) {
	me, ok := self.Sys().(*syscall.Stat_t)
	if !ok {
		return "", false // cannot tell gatesh apart: never run it
	}
	var st syscall.Stat_t
	err := syscall.Stat(path, &st)
	for err == syscall.EINTR {
		err = syscall.Stat(path, &st)
	}
	if err != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Mode&0o111 == 0 ||
		(st.Dev == me.Dev && st.Ino == me.Ino) {
		return "", false
	}
	return path, true
}

// realShell is the shell gatesh hands over to: the configured one, else
// the first name ("bash" or "sh") on PATH that is not gatesh, else
// /bin/name.
func (r *runtime) realShell(configured, name string) (string, error) {
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return "", fmt.Errorf("find own executable: %w", err)
	}
	if configured != "" {
		p, ok := otherExecutable(configured, self)
		if !ok {
			return "", fmt.Errorf("configured shell %s is not an executable other than gatesh", configured)
		}
		return p, nil
	}
	return findOther(name, r.env.get("PATH"), self, "/bin/"+name, "/usr/bin/"+name)
}
