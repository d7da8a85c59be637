package binding

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"gatesh/parser"
	"gatesh/queue"
)

// KindFile is the fact of a file a command names: Name its path, Value
// its sha256 and length, or what is there instead of a regular file.
const KindFile = "file"

// A person approves a command as it reads; but a script run by its path,
// a file handed to an interpreter or to an option (psql -f, kubectl -f),
// and a file read on standard input are what run, and the agent can
// rewrite them between the approval and the run of the same text. So an
// approval binds the content of each file the command names that exists
// when it is held: a program named with a slash, each literal argument
// (each file a pattern matches, so that one added later is a change)
// and the value of each --option=value, and each input redirection's
// file. A change is a new request. What a program reads without naming
// it (a Makefile, terraform's *.tf) is not bound.

// Bounds on the files one command binds: the most files, and the most
// bytes hashed in all; a file past the second is bound by its length
// and modification time.
const (
	maxFiles     = 32
	maxFileBytes = 64 << 20
)

// FileFacts returns the facts of the existing files text names, as run
// from cwd, that agentWrites reports a command gatesh let run could have
// written (nil: every file): only those can change under an approval at
// the agent's hand, and a log that changes by the second, named by a
// held sudo tail, stays approvable.
func FileFacts(text, cwd string, agentWrites func(path string) bool) []queue.Fact {
	var facts []queue.Fact
	budget := int64(maxFileBytes)
	for _, p := range namedPaths(text, cwd) {
		if agentWrites != nil && !agentWrites(p) {
			continue
		}
		state, ok := fileState(p, &budget)
		if !ok {
			continue
		}
		if len(facts) == maxFiles {
			facts = append(facts, queue.Fact{Kind: KindFile, Name: "more files", Value: "not bound past " + fmt.Sprint(maxFiles)})
			break
		}
		facts = append(facts, queue.Fact{Kind: KindFile, Name: fitText(p), Value: state})
	}
	return facts
}

// namedPaths are the literal paths text names, as run from cwd, cleaned
// and absolute, in order and each once: a program named with a slash,
// each literal argument (the files a pattern matches now), the value of
// each --option=value, and each input redirection's file.
func namedPaths(text, cwd string) []string {
	s := parser.Parse(text, parser.Options{Cwd: cwd})
	var paths []string
	base := cwd
	add := func(w parser.Word) {
		if w.Value == "" || w.Dynamic || w.Input || strings.HasPrefix(w.Value, "~") {
			return
		}
		p := w.Value
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
			if !slices.Contains(paths, m) {
				paths = append(paths, m)
			}
		}
	}
	for _, c := range s.Commands {
		base = commandDir(c, cwd)
		if strings.Contains(c.Path, "/") {
			add(parser.Word{Value: c.Path})
		}
		for _, a := range c.Args {
			add(a)
			if name, value, ok := strings.Cut(a.Value, "="); ok && strings.HasPrefix(name, "-") {
				add(parser.Word{Value: value, Dynamic: a.Dynamic, Glob: a.Glob, Input: a.Input})
			}
		}
		for _, rd := range c.Redirs {
			if rd.Op == "<" || rd.Op == "<>" {
				add(rd.Target)
			}
		}
	}
	return paths
}

// commandDir is the folder c's relative paths are read from: where the
// cds before it lead (`cd scripts && ./deploy.sh` runs scripts/deploy.sh),
// or cwd when that is not known here (a home path, a variable).
func commandDir(c *parser.Command, cwd string) string {
	switch {
	case c.Dir == "" || c.CwdUnknown || strings.HasPrefix(c.Dir, "~") || strings.HasPrefix(c.Dir, "$"):
		return cwd
	case filepath.IsAbs(c.Dir):
		return c.Dir
	}
	return filepath.Join(cwd, c.Dir)
}

// fileState is what a fact keeps of the file at path: its sha256 and
// length while budget lasts, else its length and modification time; ok
// is false when there is no regular file (a folder, nothing, a device).
// The file is opened without blocking, so a FIFO named in the command
// cannot stall the check.
func fileState(path string, budget *int64) (string, bool) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return "", false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return "", false
	}
	if fi.Size() > *budget {
		return fmt.Sprintf("%d bytes, modified %s (too large to hash)", fi.Size(), fi.ModTime().UTC().Format("2006-01-02T15:04:05.000000000Z")), true
	}
	h := sha256.New()
	n, err := io.Copy(h, io.LimitReader(f, *budget+1))
	*budget -= n
	if err != nil {
		return "unreadable: " + err.Error(), true
	}
	return fmt.Sprintf("sha256 %s, %d bytes", hex.EncodeToString(h.Sum(nil)), n), true
}
