package binding

import (
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

// withIncludes returns paths and, after them, the files each existing
// one includes, in the grammar of prog (make, just, task), read from
// dir (make's includes are relative to where make runs; just's and
// task's to the including file's folder).
func withIncludes(prog string, paths []string, dir string) []string {
	out := slices.Clone(paths)
	next := paths
	for depth := 0; depth < maxIncludeDepth && len(next) > 0; depth++ {
		var found []string
		for _, p := range next {
			text, ok := readHead(p)
			if !ok {
				continue
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
			for _, q := range under(base, names) {
				if prog == "task" {
					if fi, err := os.Stat(q); err == nil && fi.IsDir() {
						q = filepath.Join(q, "Taskfile.yml")
					}
				}
				if !slices.Contains(out, q) && len(out) < len(paths)+maxIncludeFiles {
					out = append(out, q)
					found = append(found, q)
				}
			}
		}
		next = found
	}
	return out
}

// readHead reads the start of a regular file.
func readHead(p string) (string, bool) {
	f, err := os.Open(p)
	if err != nil {
		return "", false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return "", false
	}
	b, err := io.ReadAll(io.LimitReader(f, maxIncludeRead))
	return string(b), err == nil
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
		_, value, ok := strings.Cut(trimmed, ":")
		value = strings.Trim(strings.TrimSpace(value), `'"`)
		if !ok || value == "" {
			continue
		}
		if strings.HasPrefix(trimmed, "taskfile:") || strings.ContainsAny(value, "/.") && !strings.ContainsAny(value, " {}") {
			names = append(names, value)
		}
	}
	return names
}
