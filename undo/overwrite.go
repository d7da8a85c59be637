package undo

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gatesh/parser"
	"gatesh/rules"
)

// overwrites raises to red a command that overwrites or truncates a file
// git cannot restore: untracked and not ignored, or tracked with
// uncommitted changes, of at least OverwriteMin bytes; a database file at
// any size, ignored or not. Writing a new file, appending, and replacing
// a file git can restore stay as they are.
func (f *refiner) overwrites(c *parser.Command) {
	for _, target := range f.overwriteTargets(c) {
		if reason := f.unrestorable(target); reason != "" {
			f.raise(c, "overwrite-unrestorable", rules.Red, reason)
			return
		}
	}
}

// overwriteTargets lists the existing-or-not files c truncates or
// replaces: > and >| redirections, tee without -a, truncate's files, and
// the destinations of cp and mv (unless they keep the old file).
func (f *refiner) overwriteTargets(c *parser.Command) []string {
	var out []string
	for _, r := range c.Redirs {
		if (r.Op == ">" || r.Op == ">|" || r.Op == "&>") && !r.Target.Dynamic && !r.Target.Glob {
			out = append(out, f.abs(r.Target.Value))
		}
	}
	words, ok := staticArgs(c)
	if !ok {
		return out
	}
	switch c.Name {
	case "tee":
		var files []string
		for _, w := range words {
			switch {
			case w == "-a" || w == "--append":
				return out
			case strings.HasPrefix(w, "-"):
			default:
				files = append(files, f.abs(w))
			}
		}
		out = append(out, files...)
	case "truncate":
		for i := 0; i < len(words); i++ {
			switch w := words[i]; {
			case w == "-s" || w == "-r" || w == "--reference" || w == "--size":
				i++
			case strings.HasPrefix(w, "-"):
			default:
				out = append(out, f.abs(w))
			}
		}
	case "cp", "mv":
		out = append(out, f.copyTargets(words)...)
	}
	return out
}

// copyTargets are the files cp or mv would replace.
func (f *refiner) copyTargets(words []string) []string {
	var operands []string
	dir := ""
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "-n" || w == "--no-clobber" || w == "-i" || w == "--interactive" || w == "-b" || strings.HasPrefix(w, "--backup") || w == "-u" || w == "--update":
			return nil // the old file is kept, or a person answers
		case w == "-t" && i+1 < len(words):
			i++
			dir = words[i]
		case strings.HasPrefix(w, "--target-directory="):
			dir = strings.TrimPrefix(w, "--target-directory=")
		case w == "-S" || w == "--suffix":
			i++
		case strings.HasPrefix(w, "-") && w != "-":
		default:
			operands = append(operands, w)
		}
	}
	if dir == "" {
		if len(operands) < 2 {
			return nil
		}
		dir, operands = operands[len(operands)-1], operands[:len(operands)-1]
		if fi, err := os.Stat(f.abs(dir)); err != nil || !fi.IsDir() {
			return []string{f.abs(dir)} // cp SRC DST onto a file
		}
	}
	var out []string
	for _, src := range operands {
		out = append(out, filepath.Join(f.abs(dir), filepath.Base(src)))
	}
	return out
}

// staticArgs is c's arguments when every one is known.
func staticArgs(c *parser.Command) ([]string, bool) {
	words := make([]string, 0, len(c.Args))
	for _, w := range c.Args {
		if w.Dynamic || w.Glob {
			return nil, false
		}
		words = append(words, w.Value)
	}
	return words, true
}

// isDatabase names the files that hold a database.
func isDatabase(name string) bool {
	name = strings.ToLower(filepath.Base(name))
	return strings.HasSuffix(name, ".db") || strings.Contains(name, ".sqlite")
}

// unrestorable says why replacing path loses data git cannot give back,
// or "" when it does not.
func (f *refiner) unrestorable(path string) string {
	if strings.HasPrefix(path, "/dev/") || strings.HasPrefix(path, "/proc/") {
		return ""
	}
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return "" // a new file, or not a file
	}
	db := isDatabase(path)
	if !db && fi.Size() < f.s.OverwriteMin {
		return ""
	}
	what := fmt.Sprintf("overwrites %s (%d bytes), which git cannot restore", path, fi.Size())
	if db {
		what = fmt.Sprintf("overwrites the database file %s (%d bytes), which git cannot restore", path, fi.Size())
	}
	if f.e.git() == "" {
		return what
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return what
	}
	rep, err := f.prober().Deletion(f.e.Cwd, []string{real}, false)
	if err != nil {
		return what // outside the repository: nothing to restore it from
	}
	if rep.Safe {
		return "" // tracked and unchanged: git checkout brings it back
	}
	if !db {
		if ignored, err := f.prober().Ignored(f.e.Cwd, []string{real}); err == nil && ignored {
			return "" // ignored build output
		}
	}
	return what
}
