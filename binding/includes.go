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
// shell would), so each file it matches now is bound; one not found in
// dir is looked for in search (make's -I folders, then its own). Every
// place the program looks is bound, and only the files there count
// against maxIncludeFiles.
func withIncludes(prog string, paths []string, dir string, search []string) ([]string, []unfollowed) {
	out := slices.Clone(paths)
	var missed []unfollowed
	added := 0
	makeDir := map[string]string{} // where the make that reads a makefile runs, when not dir
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
				base = dir
				if d, ok := makeDir[p]; ok {
					base = d
				}
				names = makeIncludes(text)
				subs, computed := subMakes(text, base)
				for _, n := range computed {
					missed = append(missed, unfollowed{from: p, why: fmt.Sprintf("runs a sub-make with %q, which only make resolves: its makefiles are not bound", n)})
				}
				for _, s := range subs {
					for _, f := range s.files {
						if _, ok := makeDir[f]; !ok && !slices.Contains(out, f) {
							makeDir[f] = s.dir
						}
						names = append(names, f)
					}
				}
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
				for _, q := range includeCandidates(prog, n, base, search) {
					if slices.Contains(out, q) {
						continue
					}
					if _, ok := makeDir[q]; !ok && prog == "make" && base != dir {
						makeDir[q] = base // an include of a sub-make's makefile is read where it runs
					}
					if _, err := os.Lstat(q); err == nil {
						if added == maxIncludeFiles {
							missed = append(missed, unfollowed{from: p, why: fmt.Sprintf("includes past %d files not read", maxIncludeFiles), closed: true})
							return out, missed
						}
						added++
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

// includeCandidates are the files prog may read for the include n of a
// file in base: for make, each file a pattern matches, or n where make
// runs and in each folder of search; for just, a module's folder's
// mod.just and justfiles; for task, the Taskfile names in a folder (or
// in a path that is missing, which may become one).
func includeCandidates(prog, n, base string, search []string) []string {
	q := under(base, []string{n})[0]
	switch prog {
	case "make":
		if strings.ContainsAny(n, "*?[") {
			matches, _ := filepath.Glob(q)
			return matches
		}
		return makeCandidates(n, base, search)
	case "just":
		if fi, err := os.Stat(q); err == nil && fi.IsDir() {
			return append([]string{filepath.Join(q, "mod.just"), filepath.Join(q, "justfile")}, justfilesIn(q)...)
		}
	case "task":
		fi, err := os.Stat(q)
		ext := filepath.Ext(q)
		if err == nil && fi.IsDir() || err != nil && ext != ".yml" && ext != ".yaml" {
			return under(q, taskfileNames())
		}
	}
	return []string{q}
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

// taskIncludes are the paths a Taskfile's includes name: an entry's
// path (docs: ./docs, or docs: docs), its taskfile: in a flow mapping
// (ops: {taskfile: ./ops}) or on a line below it. Only the entries'
// own level names paths: the values of an entry's settings (dir:,
// vars: ...) name no file task reads as a Taskfile.
func taskIncludes(text string) []string {
	var names []string
	in, entry := false, -1 // in the includes; the indentation of their entries
	for line := range strings.SplitSeq(text, "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		if indent == 0 {
			in, entry = strings.HasPrefix(trimmed, "includes:"), -1
			continue
		}
		if !in {
			continue
		}
		if entry < 0 {
			entry = indent
		}
		key, value, _ := strings.Cut(trimmed, ":")
		value = yamlScalar(value)
		switch {
		case value == "":
		case indent == entry && strings.HasPrefix(value, "{"):
			for kv := range strings.SplitSeq(strings.Trim(value, "{}"), ",") {
				if k, v, ok := strings.Cut(kv, ":"); ok && strings.TrimSpace(k) == "taskfile" {
					names = append(names, yamlScalar(v))
				}
			}
		case indent == entry, key == "taskfile":
			names = append(names, value)
		}
	}
	return names
}

// yamlScalar is a YAML value as written on one line, without its
// comment and quotes.
func yamlScalar(v string) string {
	v, _, _ = strings.Cut(v, " #")
	return strings.Trim(strings.TrimSpace(v), `'"`)
}

// makeIncludes are the literal names of a makefile's include, -include
// and sinclude lines, each read with the lines a backslash continues it
// on, as make reads it.
func makeIncludes(text string) []string {
	var names []string
	text = makeLines(text)
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
// (import 'x.just', import? "y.just", mod name 'path'); a module named
// without a path is NAME.just or the folder NAME (its mod.just or
// justfile), and each is bound.
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
			if len(f) >= 3 && !strings.HasPrefix(f[2], "#") {
				names = append(names, strings.Trim(f[2], `'"`))
			} else {
				names = append(names, f[1]+".just", f[1])
			}
		}
	}
	return names
}
