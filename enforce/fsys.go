package enforce

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// fsys is what Build asks of the file system. Given seen, it tells seen
// every folder and name whose entry decided an answer: each name looked
// up (links followed), and each folder listed, with the name "" (any of
// its entries). A plan stays right for as long as none of those entries
// changes (made, removed, renamed, its permissions changed), which is
// what a daemon that keeps plans watches for (BuildWatched); a change of
// another entry of the same folder (a file made in /tmp) does not
// concern it. Without seen it is the
// plain system calls, but for resolving links, which remembers what it
// found: the hidden paths share their folders.
type fsys struct {
	seen func(dir, name string)
	// found is what a name in a resolved folder turned out to be; nil
	// until the first.
	found map[string]lookup
	// onLink, when set, is told the real folder of each link resolve
	// follows.
	onLink func(dir string)
}

// lookup is what Lstat said of a path: a link and its target, or not.
type lookup struct {
	link   bool
	target string
	err    error
}

func newFsys(seen func(dir, name string)) *fsys {
	return &fsys{seen: seen}
}

// foundSize is what found is made for, at its first entry: the folders
// of a usual PATH, the agents' settings and a plan's hidden paths, which
// would grow it four times.
const foundSize = 64

// maxLinks bounds the symbolic links followed in one path, as the kernel
// does (ELOOP).
const maxLinks = 40

var errLoop = errors.New("too many levels of symbolic links")

// resolve is filepath.EvalSymlinks for an absolute path, telling seen
// each folder a name was looked up in, including the folders the links
// it follows lead through.
func (f *fsys) resolve(p string) (string, error) {
	if !filepath.IsAbs(p) {
		return "", &os.PathError{Op: "resolve", Path: p, Err: syscall.EINVAL}
	}
	dest, rest, links := "/", p, 0
	for rest != "" {
		var name string
		name, rest, _ = strings.Cut(strings.TrimLeft(rest, "/"), "/")
		switch name {
		case "", ".":
			continue
		case "..":
			dest = filepath.Dir(dest)
			continue
		}
		if f.seen != nil {
			f.seen(dest, name)
		}
		next := filepath.Join(dest, name)
		l, ok := f.found[next]
		if !ok {
			l = f.lookup(next)
			if f.found == nil {
				f.found = make(map[string]lookup, foundSize)
			}
			f.found[next] = l
		}
		if l.err != nil {
			return "", l.err
		}
		if !l.link {
			dest = next
			continue
		}
		if f.onLink != nil {
			f.onLink(dest)
		}
		if links++; links > maxLinks {
			return "", &os.PathError{Op: "resolve", Path: p, Err: errLoop}
		}
		if filepath.IsAbs(l.target) {
			dest = "/"
		}
		rest = l.target + "/" + rest
	}
	return dest, nil
}

func (f *fsys) lookup(path string) lookup {
	fi, err := os.Lstat(path)
	if err != nil {
		return lookup{err: err}
	}
	if fi.Mode()&os.ModeSymlink == 0 {
		return lookup{}
	}
	target, err := os.Readlink(path)
	return lookup{link: true, target: target, err: err}
}

// lookedUp records the lookups of p and returns nothing: for a call that
// then asks the system itself.
func (f *fsys) lookedUp(p string) {
	if f.seen != nil {
		f.resolve(p)
	}
}

func (f *fsys) stat(p string) (os.FileInfo, error) {
	f.lookedUp(p)
	return os.Stat(p)
}

func (f *fsys) lstat(p string) (os.FileInfo, error) {
	if f.seen != nil {
		if dir, err := f.resolve(filepath.Dir(p)); err == nil {
			f.seen(dir, filepath.Base(p))
		}
	}
	return os.Lstat(p)
}

func (f *fsys) readDir(dir string) ([]os.DirEntry, error) {
	if f.seen != nil {
		if real, err := f.resolve(dir); err == nil {
			f.seen(real, "")
		}
	}
	return os.ReadDir(dir)
}

// canAccess is faccessat with this process's effective ids.
func (f *fsys) canAccess(p string, mode uint32) bool {
	f.lookedUp(p)
	return unix.Faccessat(unix.AT_FDCWD, p, mode, unix.AT_EACCESS) == nil
}

// glob is filepath.Glob for a pattern whose only magic is in its last
// element.
func (f *fsys) glob(pattern string) ([]string, error) {
	if f.seen != nil {
		if dir, err := f.resolve(filepath.Dir(pattern)); err == nil {
			f.seen(dir, "")
		}
	}
	return filepath.Glob(pattern)
}
