package audit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// A program may run gatesh inside a sandbox of its own that mounts the
// log's folder read-only: Codex around the loop's worker, whose login
// shell is gatesh. Giving that sandbox the whole folder would give the
// agent the gate's configuration, rules and keys too, so the sandbox gets
// a folder of hard links to the live log and its head instead
// (LinksDir(path)/NAME, made by Link), and a gatesh that finds its log on
// a read-only file system appends through them. It uses a link only when
// it is the live file: a link that was replaced, or that a rotation left
// behind, is refused, never written. A hard link cannot be made across
// mounts, so inside the sandbox no other file of the gatesh folder can be
// linked there.

// LinksDir is the folder that holds the folders of links to the log at
// path.
func LinksDir(path string) string { return path + ".links" }

// Link makes, or renews, LinksDir(l.Path)/name with hard links to the
// live log and its head, and returns it. Both must exist: a log with no
// record has nothing to link. Renew it after a rotation.
func (l *Log) Link(name string) (string, error) {
	if name == "" || name != filepath.Base(name) || name == "." || name == ".." {
		return "", fmt.Errorf("audit log links: %q is not a folder name", name)
	}
	dir := filepath.Join(LinksDir(l.Path), name)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("audit log links: %w", err)
	}
	for _, src := range []string{l.Path, l.HeadPath()} {
		dst := filepath.Join(dir, filepath.Base(src))
		tmp := dst + ".new"
		os.Remove(tmp)
		if err := os.Link(src, tmp); err != nil {
			return "", fmt.Errorf("audit log links: %w", err)
		}
		if err := os.Rename(tmp, dst); err != nil {
			os.Remove(tmp)
			return "", fmt.Errorf("audit log links: %w", err)
		}
	}
	return dir, nil
}

// Unlink removes LinksDir(l.Path)/name and, when no other folder is left
// in it, LinksDir itself. A link left behind keeps a rotated file's
// content after retention would have removed it.
func (l *Log) Unlink(name string) error {
	if name == "" || name != filepath.Base(name) || name == "." || name == ".." {
		return fmt.Errorf("audit log links: %q is not a folder name", name)
	}
	if err := os.RemoveAll(filepath.Join(LinksDir(l.Path), name)); err != nil {
		return fmt.Errorf("audit log links: %w", err)
	}
	os.Remove(LinksDir(l.Path)) // only when empty
	return nil
}

// openLinked opens, with flags, the first link to path in the folders of
// LinksDir(l.Path) that opens and is the file at path now. err is why
// path itself could not be opened; it is returned, with what was tried,
// when no link will do.
func (l *Log) openLinked(path string, flags int, err error) (int, error) {
	dirs, rerr := os.ReadDir(LinksDir(l.Path))
	if rerr != nil && !errors.Is(rerr, fs.ErrNotExist) {
		return -1, fmt.Errorf("%w (and its links: %v)", err, rerr)
	}
	var named syscall.Stat_t
	if serr := retry(func() error { return syscall.Stat(path, &named) }); serr != nil {
		return -1, err
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		fd, oerr := openFile(filepath.Join(LinksDir(l.Path), d.Name(), filepath.Base(path)), flags, 0)
		if oerr != nil {
			continue // not writable here, or not there
		}
		var open syscall.Stat_t
		if retry(func() error { return syscall.Fstat(fd, &open) }) == nil && open.Dev == named.Dev && open.Ino == named.Ino {
			return fd, nil
		}
		syscall.Close(fd)
	}
	return -1, fmt.Errorf("%w, and no link in %s is that file", err, LinksDir(l.Path))
}
