package probe

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Some questions about refs are answered from the git folder's own
// files, where the answer is certainly git's, so that a batch runs fewer
// git processes: whether a ref that git would find exists at all, what
// HEAD names, whether a remote's HEAD is a symbolic ref. Each reading is
// certain or says it cannot tell, and the caller then asks git. Only the
// files backend is read (a reftable repository asks git), only names
// spelled so that git can read them no other way, and a negative answer
// needs every place git looks to be empty: a loose file (in the
// worktree's git folder and in the common one) and packed-refs.

// maxPackedRefs bounds the packed-refs read here; past it, git answers.
const maxPackedRefs = 1 << 20

// refFiles are the folders a repository's refs live in: the git folder
// of the worktree (HEAD, per-worktree refs) and the common one (the
// rest; the same folder outside a linked worktree).
type refFiles struct{ gitdir, common string }

// refFiles finds r's ref folders; ok is false for a ref backend other
// than files, or a commondir file that cannot be read as git reads it.
func (r *Repo) refFiles() (refFiles, bool) {
	if r.cfg == nil {
		return refFiles{}, false
	}
	for _, v := range r.cfg[canonicalKey("extensions.refStorage")] {
		if v != "files" {
			return refFiles{}, false
		}
	}
	f := refFiles{gitdir: r.GitDir, common: r.GitDir}
	data, err := os.ReadFile(filepath.Join(r.GitDir, "commondir"))
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return refFiles{}, false
	default:
		c := strings.TrimRight(string(data), "\r\n")
		if c == "" || strings.ContainsFunc(c, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
			return refFiles{}, false
		}
		if !filepath.IsAbs(c) {
			c = r.GitDir + string(filepath.Separator) + c
		}
		// git takes the real path: links resolved before "..", which
		// filepath.Join's lexical cleaning would not do.
		real, err := filepath.EvalSymlinks(c)
		if err != nil {
			return refFiles{}, false
		}
		f.common = real
	}
	return f, true
}

// absent reports whether git certainly finds none of names, nor any ref
// beneath one of them (name/...): no loose file or folder at any of
// them in either folder, and no line of packed-refs. False means it
// cannot tell.
func (f refFiles) absent(names ...string) bool {
	for _, name := range names {
		if !plainRef(name) {
			return false
		}
		for _, dir := range f.dirs() {
			if _, err := os.Lstat(filepath.Join(dir, name)); !errors.Is(err, fs.ErrNotExist) {
				return false // there, or unreadable (a file where a folder would be)
			}
		}
	}
	for _, dir := range f.dirs() {
		path := filepath.Join(dir, "packed-refs")
		info, err := os.Stat(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil || !info.Mode().IsRegular() || info.Size() > maxPackedRefs {
			return false
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return false
		}
		for _, line := range bytes.Split(data, []byte{'\n'}) {
			if len(line) == 0 || line[0] == '#' || line[0] == '^' {
				continue // the header, a peeled tag's object
			}
			_, ref, ok := bytes.Cut(line, []byte{' '})
			if !ok || len(ref) == 0 || bytes.ContainsFunc(line, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
				return false // a line git may refuse or read otherwise: let it say
			}
			for _, name := range names {
				if string(ref) == name || bytes.HasPrefix(ref, []byte(name+"/")) {
					return false
				}
			}
		}
	}
	return true
}

func (f refFiles) dirs() []string {
	if f.common == f.gitdir {
		return []string{f.gitdir}
	}
	return []string{f.gitdir, f.common}
}

// currentBranch is `git symbolic-ref -q --short HEAD` read from HEAD:
// the branch's short name, or "" (git's failure) on a detached HEAD.
// ok is false wherever git could answer otherwise: HEAD not a plain
// file in the usual form, a branch that is itself a symbolic ref (git
// follows it), a short name git would find ambiguous (a tag or a ref
// refs/NAME of that name, a name that begins with refs/ and may be a
// ref itself, or a name only of capitals, which git may take for a
// pseudo-ref) and keep longer.
func (f refFiles) currentBranch() (string, bool) {
	s, ok := smallFile(filepath.Join(f.gitdir, "HEAD"))
	if !ok {
		return "", false
	}
	if oid, ok := strings.CutSuffix(s, "\n"); ok && isObjectID(oid) {
		return "", true // detached: not a symbolic ref
	}
	name, ok := strings.CutPrefix(s, "ref: refs/heads/")
	if !ok {
		return "", false
	}
	if name, ok = strings.CutSuffix(name, "\n"); !ok || !plainRef("refs/heads/"+name) ||
		strings.HasPrefix(name, "main-worktree/") || strings.HasPrefix(name, "worktrees/") || strings.HasPrefix(name, "refs/") ||
		!strings.ContainsFunc(name, func(r rune) bool { return (r < 'A' || r > 'Z') && r != '_' && r != '-' }) {
		return "", false
	}
	// The branch itself: absent (unborn) or packed is a plain ref; a
	// loose file must hold an object name, not another ref.
	for _, dir := range f.dirs() {
		path := filepath.Join(dir, "refs/heads", name)
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if s, ok := smallFile(path); !ok || !strings.HasSuffix(s, "\n") || !isObjectID(strings.TrimSuffix(s, "\n")) {
			return "", false
		}
	}
	if !f.absent("refs/"+name, "refs/tags/"+name) {
		return "", false
	}
	return name, true
}

// notSymbolic reports whether `git symbolic-ref -q REF` certainly fails
// because ref is not a symbolic ref: no loose file holds it (a packed
// ref is never symbolic). False means git must say.
func (f refFiles) notSymbolic(ref string) bool {
	if !plainRef(ref) {
		return false
	}
	for _, dir := range f.dirs() {
		if _, err := os.Lstat(filepath.Join(dir, ref)); !errors.Is(err, fs.ErrNotExist) {
			return false
		}
	}
	return true
}

// dwimRefs are the refs git tries for a name given as a revision, in
// its order (ref_rev_parse_rules).
func dwimRefs(name string) []string {
	return []string{name, "refs/" + name, "refs/tags/" + name, "refs/heads/" + name, "refs/remotes/" + name, "refs/remotes/" + name + "/HEAD"}
}

// smallFile is a plain file's content, up to 4 KiB; ok is false for
// anything else.
func smallFile(path string) (string, bool) {
	info, err := os.Lstat(path)
	if err != nil || !info.Mode().IsRegular() || info.Size() > 4096 {
		return "", false
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", false
	}
	return string(data), true
}

// isObjectID reports whether s is a full object name, SHA-1 or SHA-256,
// in lower-case hex.
func isObjectID(s string) bool {
	if len(s) != 40 && len(s) != 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && (s[i] < 'a' || s[i] > 'f') {
			return false
		}
	}
	return true
}

// plainRef reports whether name is a ref name spelled so that git reads
// it only as that ref and it names a path inside the ref folders:
// letters, digits, ".", "_", "-" and "/" between components, no
// component that starts with "." or ends with ".lock", no "..", and it
// starts with "refs/".
func plainRef(name string) bool {
	rest, ok := strings.CutPrefix(name, "refs/")
	if !ok || rest == "" {
		return false
	}
	for _, comp := range strings.Split(rest, "/") {
		if comp == "" || comp[0] == '.' || comp[0] == '-' || strings.HasSuffix(comp, ".lock") || strings.HasSuffix(comp, ".") || strings.Contains(comp, "..") {
			return false
		}
		for i := 0; i < len(comp); i++ {
			c := comp[i]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
				return false
			}
		}
	}
	return true
}
