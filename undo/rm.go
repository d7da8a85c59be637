package undo

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/probe"
	"gatesh/rules"
)

var errNoGit = errors.New("no git to ask")

// maxOperands bounds the paths one rm may name after glob expansion.
const maxOperands = 256

// rmIDs are the static rules whose holds git's facts can lift. A delete
// outside the project or of names chosen at run time is never lowered.
var rmIDs = []string{"rm-recursive", "rm-glob-all"}

// rm applies the rules of thumb of deletion:
//   - targets all tracked in HEAD and unmodified: green, restorable;
//   - folders builds make again (configured names), ignored by git:
//     yellow;
//   - a plain rm of files git cannot restore, not ignored: yellow, for
//     the digest;
//   - a folder the static rules pass as disposable that holds uncommitted
//     edits to tracked files, or untracked files git does not ignore:
//     red, as any rm -r of work git cannot restore.
func (f *refiner) rm(c *parser.Command) {
	recursive, paths, ok := f.rmOperands(c)
	if !ok || len(paths) == 0 || f.e.git() == "" {
		return
	}
	f.deletion(c, recursive, paths, rmIDs)
}

// findDelete applies the same rules of thumb to a find -delete that the
// static rules pass because it starts only in a disposable folder (find
// tmp -mtime +1 -delete): what the folder holds is judged as rm -r of it
// would be, so a database in an ignored tmp, or untracked work in one git
// does not ignore, holds it. It only raises: the facts are those of the
// whole folder, and find deletes what its tests match.
func (f *refiner) findDelete(c *parser.Command) {
	if !slices.ContainsFunc(c.Args, func(w parser.Word) bool { return !w.Dynamic && w.Value == "-delete" }) ||
		len(f.hitsOf(c, "find-delete")) > 0 || f.e.git() == "" {
		return
	}
	paths, ok := f.findStarts(c)
	if !ok || len(paths) == 0 {
		return
	}
	f.deletion(c, true, paths, nil)
}

// findStarts reads the folders find starts in (its operands before the
// first test, "." when none is given), expanded as rm's operands are. ok
// is false for anything it cannot read exactly.
func (f *refiner) findStarts(c *parser.Command) (paths []string, ok bool) {
	args := c.Args
	for len(args) > 0 && !args[0].Dynamic {
		v := args[0].Value
		if v != "-H" && v != "-L" && v != "-P" && !strings.HasPrefix(v, "-O") {
			break
		}
		args = args[1:]
	}
	for _, w := range args {
		if w.Dynamic || strings.ContainsAny(w.Value, "{}") {
			return nil, false
		}
		if strings.HasPrefix(w.Value, "-") || w.Value == "!" || w.Value == "(" {
			break
		}
		more, ok := f.operand(w)
		if !ok {
			return nil, false
		}
		paths = append(paths, more...)
		if len(paths) > maxOperands {
			return nil, false
		}
	}
	if len(paths) == 0 {
		paths = []string{f.abs(".")}
	}
	return paths, true
}

// deletion judges a delete of paths by git's facts. ids are the static
// rules whose holds the facts may lift.
func (f *refiner) deletion(c *parser.Command, recursive bool, paths []string, ids []string) {
	idx := f.hitsOf(c, ids...)
	held := len(idx) > 0
	if f.otherRed(c, ids...) {
		return
	}
	rep, err := f.prober().Deletion(f.e.Cwd, paths, recursive)
	switch {
	case errors.Is(err, probe.ErrLinkOut):
		f.raise(c, "rm-through-link", rules.Red, "deletes through a symbolic link that leads out of the repository: "+err.Error())
		return
	case errors.Is(err, probe.ErrOutside):
		// No repository of the project to restore from: the static tier
		// stands, unless what it passes (a scratch folder in /tmp) holds
		// a repository with work saved nowhere else.
		if recursive && !held {
			f.unsavedRepos(c, paths)
		}
		return
	case err != nil:
		// Over budget, a nested repository, a git that failed: what
		// would be lost is unknown, so the raise the facts could have
		// brought is made, never skipped.
		if !held {
			f.unknown(c, recursive, err)
		}
		return
	}
	if rep.Safe {
		if held && f.onlyChange(c) {
			f.lower(idx, rules.Green, rep.Facts)
		}
		return
	}
	if len(rep.Lost) == 0 {
		return // nothing exists yet: the facts say nothing
	}
	regen := f.regenerable(paths)
	ignored, err := f.prober().Ignored(f.e.Cwd, paths)
	if err != nil {
		if !held {
			f.unknown(c, recursive, err)
		}
		return
	}
	if recursive && ignored && len(rep.Modified) == 0 {
		if data := dataFiles(rep.Lost); len(data) > 0 {
			f.raise(c, "rm-data-in-output", rules.Red, "deletes data that no build makes again, though git ignores the folder: "+sample(data))
			return
		}
	}
	switch {
	case recursive && regen && ignored && len(rep.Modified) == 0:
		if held && f.onlyChange(c) {
			f.lower(idx, rules.Yellow, "a build output folder git ignores, which builds make again")
		} else if !held {
			f.raise(c, "rm-build-output", rules.Yellow, "deletes a build output folder git ignores; builds make it again")
		}
	case ignored:
		// Ignored files are outside what git keeps: the static tier
		// stands.
	case recursive && !held && len(rep.Modified) > 0:
		f.raise(c, "rm-uncommitted", rules.Red, fmt.Sprintf("deletes uncommitted edits to tracked files: %s", sample(rep.Modified)))
	case recursive && !held:
		f.raise(c, "rm-unrestorable", rules.Red, fmt.Sprintf("deletes untracked files that git does not ignore and cannot restore: %s", sample(rep.Lost)))
	case !recursive && !held:
		f.raise(c, "rm-unrestorable-file", rules.Yellow, fmt.Sprintf("deletes files git cannot restore (untracked or modified): %s", sample(rep.Lost)))
	}
}

// unknown raises an rm the static rules pass when the probe could not
// tell what it loses: to red for rm -r, which may delete work git cannot
// restore, and to yellow for a plain rm, as the facts would at most.
func (f *refiner) unknown(c *parser.Command, recursive bool, err error) {
	if recursive {
		f.raise(c, "rm-unknown", rules.Red, "cannot tell whether this deletes work git cannot restore ("+err.Error()+")")
		return
	}
	f.raise(c, "rm-unknown", rules.Yellow, "cannot tell whether git can restore what this deletes ("+err.Error()+")")
}

// rmOperands reads rm's options and operands, expanding globs and "~"
// relative to the working folder. ok is false for anything it cannot read
// exactly: a dynamic word, braces, an unknown option, too many paths.
func (f *refiner) rmOperands(c *parser.Command) (recursive bool, paths []string, ok bool) {
	opts := true
	for _, w := range c.Args {
		v := w.Value
		if w.Dynamic || strings.ContainsAny(v, "{}") {
			return false, nil, false
		}
		if opts && v == "--" {
			opts = false
			continue
		}
		if opts && strings.HasPrefix(v, "-") && v != "-" {
			switch {
			case v == "--recursive":
				recursive = true
			case v == "--force" || v == "--verbose" || v == "--dir" || v == "--one-file-system" || v == "--preserve-root" || v == "--interactive=never":
			case strings.HasPrefix(v, "--"):
				return false, nil, false
			default:
				for _, ch := range v[1:] {
					switch ch {
					case 'r', 'R':
						recursive = true
					case 'f', 'v', 'd':
					default:
						return false, nil, false // -i, -I: a person answers
					}
				}
			}
			continue
		}
		more, ok := f.operand(w)
		if !ok {
			return false, nil, false
		}
		paths = append(paths, more...)
		if len(paths) > maxOperands {
			return false, nil, false
		}
	}
	return recursive, paths, true
}

// operand returns the paths a word names, its glob expanded and "~" read
// relative to the working folder.
func (f *refiner) operand(w parser.Word) ([]string, bool) {
	v := w.Value
	p := f.abs(v)
	if !w.Glob {
		if strings.HasSuffix(v, "/") {
			p += "/"
		}
		return []string{p}, true
	}
	matches, err := filepath.Glob(p)
	if err != nil {
		return nil, false
	}
	if len(matches) == 0 {
		return []string{p}, true // bash passes the pattern as it is
	}
	return matches, true
}

// regenerable returns the configured build output folder names.
func (s Settings) regenerable() []string {
	if s.Regenerable == nil {
		return DefaultRegenerable()
	}
	return s.Regenerable
}

// regenerable reports whether every path names a configured build output
// folder.
func (f *refiner) regenerable(paths []string) bool {
	for _, p := range paths {
		base := filepath.Base(filepath.Clean(p))
		if !slices.ContainsFunc(f.s.regenerable(), func(pat string) bool {
			ok, _ := filepath.Match(pat, base)
			return ok
		}) {
			return false
		}
	}
	return true
}

// unsavedRepos raises an rm -r the static rules pass when a folder it
// deletes is, or holds, a repository with uncommitted, untracked or
// unpushed work: a scratch folder is not scratch then.
func (f *refiner) unsavedRepos(c *parser.Command, paths []string) {
	for _, p := range paths {
		what, err := f.prober().UnsavedWork(filepath.Clean(p))
		switch {
		case err != nil:
			f.raise(c, "rm-repo-work", rules.Red, "deletes a git repository whose work gatesh cannot judge ("+err.Error()+")")
			return
		case what != "":
			f.raise(c, "rm-repo-work", rules.Red, "deletes work git holds nowhere else: "+what)
			return
		}
	}
}

// dataFiles are the files among lost that no build makes again:
// databases, keys and certificates, .env-like files, state.
func dataFiles(lost []string) []string {
	var out []string
	for _, l := range lost {
		base := strings.ToLower(filepath.Base(l))
		ext := filepath.Ext(base)
		switch {
		case dataExts.Get()[ext], strings.HasPrefix(base, ".env") && !strings.HasSuffix(base, ".example"),
			strings.HasPrefix(base, "id_rsa"), strings.HasPrefix(base, "id_ed25519"), base == "credentials",
			strings.HasSuffix(base, ".sqlite3-journal"), strings.HasSuffix(base, "-wal"):
			out = append(out, l)
		}
	}
	return out
}

// dataExts are the extensions of files that hold data rather than build
// output.
var dataExts = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		".db": true, ".sqlite": true, ".sqlite3": true, ".mdb": true, ".accdb": true, ".dump": true,
		".key": true, ".pem": true, ".p12": true, ".pfx": true, ".jks": true, ".keystore": true, ".kdbx": true,
		".tfstate": true, ".parquet": true, ".h5": true, ".hdf5": true, ".npy": true, ".npz": true, ".feather": true,
		".ckpt": true, ".safetensors": true, ".pt": true, ".onnx": true, ".gguf": true, ".mbox": true, ".pst": true,
		".bak": true, ".backup": true,
	}
}}

// sample names a few lost files for a reason line.
func sample(files []string) string {
	const n = 3
	if len(files) <= n {
		return strings.Join(files, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(files[:n], ", "), len(files)-n)
}
