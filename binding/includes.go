package binding

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// What a convention's file pulls in runs as surely as the file: a
// makefile's include, a justfile's import and mod, a Taskfile's
// includes. An approval of `make deploy` binds them too, so that a
// recipe moved into an included file and rewritten there is a change.

// Bounds on reading the convention files for what they include.
const (
	maxIncludeRead  = 1 << 20 // bytes of each file read
	maxIncludeFiles = 64      // files added in all
	maxIncludeDepth = 4       // includes of includes
)

// unfollowed is an include whose files are not bound: named through a
// variable, a template or a home folder, which only make, just or task
// resolve at run time (an approver is told, and approves knowingly); or
// past the bounds above (closed: no approval covers the command, as
// past the bounds on files).
type unfollowed struct {
	from, why string
	closed    bool
}

// withIncludes returns paths and, after them, the files each existing
// one includes, in the grammar of prog (make, just, task), read from
// dir (make's includes are relative to where make runs; just's and
// task's to the including file's folder); and the includes it cannot
// follow. A makefile's include is a pattern (make expands it as a
// shell would), so each file it matches now is bound.
func withIncludes(prog string, paths []string, dir string) ([]string, []unfollowed) {
	out := slices.Clone(paths)
	var missed []unfollowed
	next := paths
	for depth := 0; len(next) > 0; depth++ {
		if depth == maxIncludeDepth {
			missed = append(missed, unfollowed{from: next[0], why: fmt.Sprintf("includes past %d levels not read", maxIncludeDepth), closed: true})
			break
		}
		var found []string
		for _, p := range next {
			text, whole, ok := readHead(p)
			if !ok {
				continue
			}
			if !whole {
				missed = append(missed, unfollowed{from: p, why: fmt.Sprintf("read to %d bytes only, for what it includes", maxIncludeRead), closed: true})
			}
			base := filepath.Dir(p)
			var names []string
			switch prog {
			case "make":
				base, names = dir, makeIncludes(text)
			case "just":
				names = justIncludes(text)
			case "task":
				names = taskIncludes(text)
			}
			for _, n := range names {
				if computedName(n) {
					missed = append(missed, unfollowed{from: p, why: fmt.Sprintf("includes %q, a name only %s resolves: the files it names are not bound", n, prog)})
					continue
				}
				matches := under(base, []string{n})
				if prog == "make" && strings.ContainsAny(n, "*?[") {
					matches, _ = filepath.Glob(matches[0])
				}
				for _, q := range matches {
					if prog == "task" {
						if fi, err := os.Stat(q); err == nil && fi.IsDir() {
							q = filepath.Join(q, "Taskfile.yml")
						}
					}
					if slices.Contains(out, q) {
						continue
					}
					if len(out) == len(paths)+maxIncludeFiles {
						missed = append(missed, unfollowed{from: p, why: fmt.Sprintf("includes past %d files not read", maxIncludeFiles), closed: true})
						return out, missed
					}
					out = append(out, q)
					found = append(found, q)
				}
			}
		}
		next = found
	}
	return out, missed
}

// computedName says whether an include's name is resolved by the
// program at run time: a variable or function ($(X), ${X}, $X), a
// template ({{.X}}), a command's output, or a home folder.
func computedName(n string) bool {
	return strings.ContainsAny(n, "$`") || strings.Contains(n, "{{") || strings.HasPrefix(n, "~")
}

// readHead reads the start of a regular file; whole is false when the
// file is longer than what was read.
func readHead(p string) (text string, whole, ok bool) {
	f, err := os.Open(p)
	if err != nil {
		return "", false, false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return "", false, false
	}
	b, err := io.ReadAll(io.LimitReader(f, maxIncludeRead+1))
	if err != nil {
		return "", false, false
	}
	if len(b) > maxIncludeRead {
		return string(b[:maxIncludeRead]), false, true
	}
	return string(b), true, true
}

// makeIncludes are the literal names of a makefile's include, -include
// and sinclude lines.
func makeIncludes(text string) []string {
	var names []string
	for line := range strings.SplitSeq(text, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "include" && f[0] != "-include" && f[0] != "sinclude" {
			continue
		}
		for _, n := range f[1:] {
			if strings.HasPrefix(n, "#") {
				break
			}
			names = append(names, n)
		}
	}
	return names
}

// justIncludes are the paths of a justfile's import and mod lines
// (import 'x.just', import? "y.just", mod name 'path').
func justIncludes(text string) []string {
	var names []string
	for line := range strings.SplitSeq(text, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case "import", "import?":
			names = append(names, strings.Trim(f[1], `'"`))
		case "mod", "mod?":
			if len(f) >= 3 {
				names = append(names, strings.Trim(f[2], `'"`))
			}
		}
	}
	return names
}

// taskIncludeKeys are the settings of a Taskfile's include other than
// its taskfile:, whose values name no file it reads.
var taskIncludeKeys = []string{"dir", "optional", "vars", "internal", "aliases", "excludes", "flatten", "checksum"}

// taskIncludes are the paths a Taskfile's includes name: an entry's
// taskfile: value, or a name given a path (docs: ./docs/Taskfile.yml).
func taskIncludes(text string) []string {
	var names []string
	in := false
	for line := range strings.SplitSeq(text, "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if line[0] != ' ' && line[0] != '\t' {
			in = strings.HasPrefix(trimmed, "includes:")
			continue
		}
		if !in {
			continue
		}
		key, value, ok := strings.Cut(trimmed, ":")
		value = strings.Trim(strings.TrimSpace(value), `'"`)
		switch {
		case !ok || value == "" || slices.Contains(taskIncludeKeys, key):
			// an include's other settings; dir: is where it runs
		case key == "taskfile", strings.Contains(value, "{{"),
			strings.ContainsAny(value, "/.") && !strings.ContainsAny(value, " {}"):
			names = append(names, value)
		}
	}
	return names
}
