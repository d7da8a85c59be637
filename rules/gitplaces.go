package rules

import (
	"path"
	"strings"
)

// gitStateGlob reports whether a glob word names the files of one type in
// a tool's folder inside a repository's git folder (cat
// .git/entire-sessions/*.json, .git/lfs/logs/*.log): a folder named
// literally below .git and a last segment that is "*" and an extension.
// git keeps its objects and refs there and tools their session state; the
// key files named for what they hold (prod-sa.json, secrets/*.env) are
// not kept there, and a glob of a type says nothing more than "every
// file of this type", so it is not read as naming one of them. A glob
// that says what it looks for (.git/x/*credential*) still is.
//
// GitHub's folders of one kind of file in a repository are read the same
// way (.github/workflows/*.yml, .github/ISSUE_TEMPLATE/*.md): GitHub
// reads every file there as a workflow or a template, and a secret of a
// workflow is kept in the repository's settings, never in that folder.
func gitStateGlob(word string) bool {
	for _, dir := range [...]string{".github/workflows/", ".github/ISSUE_TEMPLATE/"} {
		if rest, ok := strings.CutPrefix(word, dir); ok || strings.Contains(word, "/"+dir) {
			if !ok {
				rest = word[strings.Index(word, "/"+dir)+len("/"+dir):]
			}
			return typeGlob(rest)
		}
	}
	i := strings.Index(word, "/.git/")
	rest := ""
	switch {
	case strings.HasPrefix(word, ".git/"):
		rest = word[len(".git/"):]
	case i >= 0:
		rest = word[i+len("/.git/"):]
	default:
		return false
	}
	dir, last := path.Split(rest)
	if dir == "" || strings.ContainsAny(dir, "*?[\\") || hasDotDot(dir) {
		return false
	}
	return typeGlob(last)
}

// typeGlob reports whether a name is "*." and an extension alone, with
// no folder before it: every file of one type in one folder.
func typeGlob(name string) bool {
	ext, ok := strings.CutPrefix(name, "*.")
	return ok && ext != "" && !strings.ContainsAny(ext, "*?[\\/")
}

// gitDirs are git's global options that move where it works: -C DIR
// (each relative to the one before), --git-dir and --work-tree.
type gitDirs struct {
	chdir, gitDir, workTree string
}

// global notes one of git's options before its subcommand.
func (g *gitDirs) global(name, value string) {
	switch name {
	case "-C":
		if value != "" {
			g.chdir = g.join(value)
		}
	case "--git-dir":
		g.gitDir = value
	case "--work-tree":
		g.workTree = value
	}
}

// join is p as git reads it after its -C options.
func (g *gitDirs) join(p string) string {
	if g.chdir == "" || p == "" || path.IsAbs(p) || p[0] == '~' || p[0] == '$' {
		return p
	}
	return path.Join(g.chdir, p)
}

// resolve rewrites the files git writes by its own arguments as paths
// from where it was started: git -C ../victim diff --output=keep.txt
// writes ../victim/keep.txt (I4).
func (g *gitDirs) resolve(refs []ref) {
	for i := range refs {
		refs[i].value = g.join(refs[i].value)
		refs[i].forms = nil
	}
}

// gitCreates adds what git init and git clone make besides their folder
// operand (I4): the folder -C names, for init with none (git -C DIR
// init is git init DIR); the repository --git-dir or --separate-git-dir
// and the work tree --work-tree name; and, with --template, the hooks
// the new repository gets from that folder, which git runs later.
func (v *cmdView) gitCreates(g *gitDirs, subStart int) {
	if subStart != 1 {
		return
	}
	sub := v.pos[0]
	if sub.Value != "init" && sub.Value != "clone" {
		return
	}
	add := func(p string) {
		if p != "" {
			v.writes = append(v.writes, ref{value: g.join(p), span: sub.Span, creates: true})
		}
	}
	add(g.gitDir)
	add(g.workTree)
	dest := ""
	switch {
	case sub.Value == "init" && len(v.pos) > 1:
		dest = v.pos[1].Value
	case sub.Value == "clone" && len(v.pos) > 2:
		dest = v.pos[len(v.pos)-1].Value
	}
	if sub.Value == "init" && dest == "" && g.chdir != "" {
		add(".")
	}
	for _, f := range v.flags {
		switch {
		case !f.hasValue:
		case f.name == "--separate-git-dir":
			add(f.value)
		case f.name == "--template":
			d := dest
			if d == "" {
				d = "."
			}
			v.writes = append(v.writes, ref{value: g.join(path.Join(d, ".git/hooks/post-checkout")), span: f.valueSpan})
		}
	}
}
