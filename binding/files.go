package binding

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"gatesh/internal/ctime"
	"gatesh/parser"
	"gatesh/queue"
)

// KindFile is the fact of a file a command names: Name its path, Value
// its sha256 and length, or its identity (fileIdentity), or what is
// there instead of a regular file.
const KindFile = "file"

// A person approves a command as it reads; but a script run by its path,
// a file handed to an interpreter or to an option (psql -f, kubectl -f),
// and a file read on standard input are what run, and the agent can
// rewrite them between the approval and the run of the same text. So an
// approval binds each file the command names that exists when it is
// held: a program named with a slash, each literal argument (each file a
// pattern matches, so that one added later is a change) and the value of
// each --option=value, and each input redirection's file; and the files
// its program reads by convention without naming them (a Makefile,
// package.json: conventionalPaths). A change is a new request, and so is
// a file that appears later at one of those paths.

// Bounds on what binding one command's files costs. The first
// maxHashedFiles files, within maxHashedBytes in all, are bound by their
// content; every file past either bound is bound by its identity
// (fileIdentity), which any change to it changes and no program can set
// back. No file is left out: past maxBoundFiles, nothing more is looked
// at, and no approval covers the command.
const (
	maxHashedFiles = 32
	maxHashedBytes = 64 << 20
	maxBoundFiles  = 20000
	// settle is how long before it is read a file bound by its identity
	// must have last changed. Change times come from a clock that ticks
	// coarsely (a few milliseconds; seconds on some file systems), so a
	// write in the same tick as the reading, after it, would leave the
	// same identity: a file that changed more recently than this is not
	// bound steadily, and no approval covers the command.
	settle = 2 * time.Second
)

// fileBounds are the bounds FileFacts keeps, and the clock it reads;
// tests narrow them.
type fileBounds struct {
	hashedFiles int
	hashedBytes int64
	boundFiles  int
	settle      time.Duration
	now         func() time.Time
}

func defaultBounds() fileBounds {
	return fileBounds{hashedFiles: maxHashedFiles, hashedBytes: maxHashedBytes, boundFiles: maxBoundFiles, settle: settle, now: time.Now}
}

// FileFacts returns the facts of the existing files text names, as run
// from cwd, that agentWrites reports a command gatesh let run could have
// written (nil: every file): only those can change under an approval at
// the agent's hand, and a log that changes by the second, named by a
// held sudo tail, stays approvable.
func FileFacts(text, cwd string, agentWrites func(path string) bool) []queue.Fact {
	return FileFactsFrom(text, cwd, Where{}, agentWrites)
}

// Where is what a command's paths are read with besides its folder: the
// home folder `~/` names, and the environment its programs read files
// by (make's MAKEFILES). The zero value knows neither: a `~/` path is
// then not bound.
type Where struct {
	Home   string
	Getenv func(string) string

	depth int // how many package scripts deep the paths are read
}

func (w Where) getenv(key string) string {
	if w.Getenv == nil {
		return ""
	}
	return w.Getenv(key)
}

// FileFactsFrom is FileFacts with the home and environment the command
// runs with.
func FileFactsFrom(text, cwd string, where Where, agentWrites func(path string) bool) []queue.Fact {
	paths, missed := namedPaths(text, cwd, where)
	b := defaultBounds()
	return append(fileFacts(paths, agentWrites, b), unfollowedFacts(missed, agentWrites, b)...)
}

// unfollowedFacts tell the approver of each include whose files are not
// bound; one past the bounds gets a value no later reading repeats, so
// that no approval covers the command.
func unfollowedFacts(missed []unfollowed, agentWrites func(path string) bool, b fileBounds) []queue.Fact {
	var facts []queue.Fact
	at := map[string]int{} // one fact for each including file
	for _, m := range missed {
		if agentWrites != nil && !agentWrites(m.from) {
			continue
		}
		why := m.why
		if m.closed {
			why = fmt.Sprintf("%s, at %s: no approval covers it", why, stamp(b.now()))
		}
		if i, ok := at[m.from]; ok {
			facts[i].Value += "; " + why
			continue
		}
		at[m.from] = len(facts)
		facts = append(facts, queue.Fact{Kind: KindFile, Name: fitText(m.from) + " (includes)", Value: why})
	}
	return facts
}

func fileFacts(paths []string, agentWrites func(path string) bool, b fileBounds) []queue.Fact {
	var facts []queue.Fact
	r := fileReader{bounds: b, budget: b.hashedBytes}
	looked := 0
	for _, p := range paths {
		if agentWrites != nil && !agentWrites(p) {
			continue
		}
		if looked == b.boundFiles {
			facts = append(facts, queue.Fact{Kind: KindFile, Name: "more files",
				Value: fmt.Sprintf("past %d files, not read at %s: no approval covers it", b.boundFiles, stamp(b.now()))})
			break
		}
		looked++
		state, ok := r.state(p)
		if !ok {
			continue
		}
		facts = append(facts, queue.Fact{Kind: KindFile, Name: fitText(p), Value: state})
	}
	return facts
}

// namedPaths are the literal paths text names, as run from cwd, cleaned
// and absolute, in order and each once: a program named with a slash,
// each literal argument (the files a pattern matches now), the value of
// each --option=value, each input redirection's file, and the files its
// program reads by convention; and the includes of those it cannot
// follow.
func namedPaths(text, cwd string, where Where) (paths []string, missed []unfollowed) {
	s := parser.Parse(text, parser.Options{Cwd: cwd})
	base := cwd
	addPath := func(p string) {
		if !slices.Contains(paths, p) {
			paths = append(paths, p)
		}
	}
	add := func(w parser.Word) {
		if w.Value == "" || w.Dynamic || w.Input {
			return
		}
		p, ok := expandHome(w.Value, where.Home)
		if !ok {
			return
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(base, p)
		}
		p = filepath.Clean(p)
		matches := []string{p}
		if w.Glob {
			// The files a pattern matches now run as surely as named
			// ones; one added later that it matches changes the facts.
			matches, _ = filepath.Glob(p)
		}
		for _, m := range matches {
			addPath(m)
		}
	}
	for _, c := range s.Commands {
		base = commandDir(c, cwd, where.Home)
		if strings.Contains(c.Path, "/") {
			add(parser.Word{Value: c.Path})
		}
		for _, a := range c.Args {
			add(a)
			if name, value, ok := strings.Cut(a.Value, "="); ok && (strings.HasPrefix(name, "-") || varName(name)) {
				// --option=FILE, and NAME=FILE: a variable a program
				// runs as a command (make's CC=./cc.sh) or loads.
				add(parser.Word{Value: value, Dynamic: a.Dynamic, Glob: a.Glob, Input: a.Input})
			}
		}
		for _, as := range c.Assigns {
			// A variable's file (BASH_ENV=./x.sh, MAKEFILES=x.mk), and
			// each word of one that holds options (NODE_OPTIONS=
			// '--require ./x.js').
			add(as.Value)
			for _, f := range strings.Fields(as.Value.Value) {
				_, value, _ := strings.Cut(f, "=")
				add(parser.Word{Value: f, Dynamic: as.Value.Dynamic})
				add(parser.Word{Value: value, Dynamic: as.Value.Dynamic})
			}
		}
		for _, rd := range c.Redirs {
			if rd.Op == "<" || rd.Op == "<>" {
				add(rd.Target)
			}
		}
		conv, m := conventionalPaths(c, base, where)
		for _, p := range conv {
			addPath(p)
		}
		missed = append(missed, m...)
	}
	return paths, missed
}

// varName reports whether s is a shell variable's name.
func varName(s string) bool {
	for i, r := range s {
		if r != '_' && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || i > 0 && '0' <= r && r <= '9') {
			return false
		}
	}
	return s != ""
}

// expandHome is p with a leading `~` or `~/` read as bash reads it, in
// home; ok is false for a path only bash resolves (`~user`, or `~` with
// no home known).
func expandHome(p, home string) (string, bool) {
	switch {
	case !strings.HasPrefix(p, "~"):
		return p, true
	case home == "" || p != "~" && !strings.HasPrefix(p, "~/"):
		return "", false
	}
	return filepath.Join(home, p[1:]), true
}

// commandDir is the folder c's relative paths are read from: where the
// cds before it lead (`cd scripts && ./deploy.sh` runs scripts/deploy.sh),
// or cwd when that is not known here (a variable, `~user`).
func commandDir(c *parser.Command, cwd, home string) string {
	dir, ok := expandHome(c.Dir, home)
	switch {
	case c.Dir == "" || c.CwdUnknown || !ok || strings.HasPrefix(c.Dir, "$"):
		return cwd
	case filepath.IsAbs(dir):
		return dir
	}
	return filepath.Join(cwd, dir)
}

// fileReader reads the state of one command's files in order, within
// its bounds: how many files it has read, and the bytes it may still
// hash.
type fileReader struct {
	bounds fileBounds
	hashed int
	budget int64
}

// state is what a fact keeps of the file at path: its sha256 and length
// while the bounds last, else its identity, or that it is a named pipe;
// ok is false when there is no regular file or pipe (a folder, nothing,
// a device). The file is opened without blocking, so a FIFO named in
// the command cannot stall the check.
func (r *fileReader) state(path string) (string, bool) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return r.unopened(path, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	switch {
	case err == nil && fi.Mode()&fs.ModeNamedPipe != 0:
		// What it gives is whatever a process writes when it is read:
		// the approver is told, since no reading now can bind it.
		return "a named pipe: what a reader gets from it is not bound", true
	case err != nil || !fi.Mode().IsRegular():
		return "", false
	}
	switch {
	case r.hashed == r.bounds.hashedFiles:
		return r.identity(fi, fmt.Sprintf("not hashed: past %d files", r.bounds.hashedFiles)), true
	case fi.Size() > r.budget:
		return r.identity(fi, fmt.Sprintf("not hashed: past %d bytes hashed", r.bounds.hashedBytes)), true
	}
	r.hashed++
	h := sha256.New()
	n, err := io.Copy(h, io.LimitReader(f, r.budget+1))
	r.budget -= n
	if err != nil {
		return r.identity(fi, "unreadable: "+err.Error()), true
	}
	return fmt.Sprintf("sha256 %s, %d bytes", hex.EncodeToString(h.Sum(nil)), n), true
}

// unopened is the state of a path that cannot be opened: nothing when
// there is no file there, its identity when it can be stat'ed (a file
// gatesh may not read), else a state no later reading repeats, so that
// no approval covers a run while it exists.
func (r *fileReader) unopened(path string, err error) (string, bool) {
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return "", false
	}
	fi, serr := os.Stat(path)
	switch {
	case errors.Is(serr, fs.ErrNotExist):
		return "", false
	case serr != nil:
		return fmt.Sprintf("cannot be read or stat'ed (%v), read at %s: no approval covers it", serr, stamp(r.bounds.now())), true
	case !fi.Mode().IsRegular():
		return "", false
	}
	return r.identity(fi, "unreadable: "+err.Error()), true
}

// identity binds a file without its content: its length, inode, device
// and change time. A write, a truncation, a chmod or a file renamed onto
// the path changes one of them, and none can be set back (touch -d sets
// the modification time, not the change time). A file that changed
// within the settle time of the reading, or on a system whose change
// time gatesh cannot read, gets a state no later reading repeats.
func (r *fileReader) identity(fi fs.FileInfo, why string) string {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fmt.Sprintf("%d bytes, %s; its identity cannot be read, read at %s: no approval covers it", fi.Size(), why, stamp(r.bounds.now()))
	}
	changed, ok := ctime.Of(st)
	if !ok {
		return fmt.Sprintf("%d bytes, %s; its change time cannot be read here, read at %s: no approval covers it", fi.Size(), why, stamp(r.bounds.now()))
	}
	id := fmt.Sprintf("%d bytes, inode %d on device %d, changed %s; %s", fi.Size(), st.Ino, st.Dev, stamp(changed), why)
	if now := r.bounds.now(); now.Sub(changed) < r.bounds.settle {
		return fmt.Sprintf("%s; changing as it was read at %s: no approval covers it", id, stamp(now))
	}
	return id
}

// stamp is a time as facts write it, to the nanosecond.
func stamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z") }
