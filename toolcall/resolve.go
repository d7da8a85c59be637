package toolcall

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// maxLinks bounds the links Resolve follows, as the kernel's ELOOP does.
const maxLinks = 40

// Resolve returns the file that an absolute path names once every link on
// the way is followed, the last one too, even when what it points to does
// not exist yet: a file tool that writes through a dangling link creates
// its target. ok is false when the path is not absolute or a link cannot
// be read or leads round in circles.
func Resolve(path string) (real string, ok bool) {
	if !filepath.IsAbs(path) {
		return "", false
	}
	rest := strings.Split(strings.TrimPrefix(path, "/"), "/") // not cleaned: "link/.." is the parent of where link leads
	cur := "/"
	links := 0
	for len(rest) > 0 {
		part := rest[0]
		rest = rest[1:]
		switch part {
		case "", ".":
			continue
		case "..":
			cur = filepath.Dir(cur)
			continue
		}
		next := filepath.Join(cur, part)
		info, err := os.Lstat(next)
		if err != nil || info.Mode()&os.ModeSymlink == 0 {
			// A name that is not there, or not a link: the rest is
			// taken as written.
			cur = next
			if err != nil {
				return filepath.Join(append([]string{cur}, rest...)...), true
			}
			continue
		}
		if links++; links > maxLinks {
			return "", false
		}
		target, err := os.Readlink(next)
		if err != nil {
			return "", false
		}
		if filepath.IsAbs(target) {
			cur = "/"
		}
		rest = append(strings.Split(target, "/"), rest...)
	}
	return cur, true
}

// ReadLinkFrom gives a function that reports whether a path, relative to
// cwd or absolute, is a symbolic link now, and the target it holds as
// written in the link ("" if that cannot be read): one lstat, and a
// readlink only for a link.
func ReadLinkFrom(cwd string) func(string) (string, bool) {
	return func(path string) (string, bool) {
		if !filepath.IsAbs(path) {
			path = filepath.Join(cwd, path)
		}
		info, err := os.Lstat(path)
		if err != nil || info.Mode()&os.ModeSymlink == 0 {
			return "", false
		}
		target, err := os.Readlink(path)
		if err != nil {
			return "", true
		}
		return target, true
	}
}

// The bounds of ListLinksFrom's walk: the entries it visits and the time
// it may take. A search that follows every link reads every file of the
// tree, so listing the tree's entries first costs less than the search
// itself; the bounds are there for a tree no search would finish (a
// whole disk), not for a large project (a node_modules of a few hundred
// thousand entries is listed in well under the budget).
const (
	maxWalk    = 2_000_000
	walkBudget = 3 * time.Second
)

// ListLinksFrom gives a function that lists the symbolic links below a
// folder (relative to cwd, or absolute), at any depth and without
// following them, as paths spelled from the folder given (keys,
// docs/keys); complete is false when the walk stopped at one of its
// bounds with entries left unread, or could not read a folder for
// another reason than its permissions or its absence (the search, run as
// the same user, cannot read it either).
func ListLinksFrom(cwd string) func(string) ([]string, bool) {
	return listLinksFrom(cwd, maxWalk, walkBudget)
}

// listLinksFrom is ListLinksFrom with the walk's bounds given: at most
// bound entries, and no new folder read once budget has passed.
func listLinksFrom(cwd string, bound int, budget time.Duration) func(string) ([]string, bool) {
	return func(dir string) ([]string, bool) {
		root := dir
		if !filepath.IsAbs(root) {
			root = filepath.Join(cwd, root)
		}
		var links []string
		complete, n := true, 0
		deadline := time.Now().Add(budget)
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if !errors.Is(err, fs.ErrPermission) && !errors.Is(err, fs.ErrNotExist) {
					complete = false
				}
				return nil
			}
			// A folder is read after this call returns: past the time
			// budget, the walk stops before reading another one.
			if n++; n > bound || d.IsDir() && time.Now().After(deadline) {
				complete = false
				return filepath.SkipAll
			}
			if d.Type()&fs.ModeSymlink != 0 {
				rel, rerr := filepath.Rel(root, p)
				if rerr == nil {
					links = append(links, filepath.ToSlash(filepath.Join(dir, rel)))
				}
			}
			return nil
		})
		return links, complete
	}
}
