package rules

import (
	"path"
	"strings"

	"gatesh/parser"
	"gatesh/probe"
	"gatesh/projectdir"
)

// folderKind is how the relative paths of commands run in a folder are
// judged: one notion of the project, shared with the kernel's restriction
// (projectdir).
type folderKind = projectdir.Kind

const (
	projectFolder = projectdir.Project
	homeFolder    = projectdir.Home
	systemFolder  = projectdir.System
)

// within reports whether p is folder or below it (p == folder, or p
// starts with folder+"/", without building that string); both are clean.
func within(p, folder string) bool {
	return len(p) >= len(folder) && p[:len(folder)] == folder && (len(p) == len(folder) || p[len(folder)] == '/')
}

// sensitiveCwd returns the folder commands run in when it is one whose
// files rules judge by their full path, for a relative word: a system
// folder or a dot-folder of a home folder, for every word; a home folder
// itself, for a word that names a dot-file or dot-folder, where start-up
// files and settings live (.bashrc, src/.git/hooks/x,
// Library/LaunchAgents/x.plist, .). A project folder is none of these:
// its relative paths stay relative, except, in an agent's checkout kept
// in its own dot-folder of the home, one that climbs out of it
// (../../../auth.json run in ~/.codex/worktrees/ID/repo is the agent's
// credentials), which is judged by its full path as well.
func (s *Set) sensitiveCwd(word string) string {
	if s.cwd == "" || !path.IsAbs(s.cwd) || !relativePath(word) {
		return ""
	}
	switch s.cwdKind {
	case systemFolder:
		return path.Clean(s.cwd)
	case homeFolder:
		if strings.HasPrefix(word, ".") || strings.Contains(word, "/.") || strings.HasPrefix(word, "Library/") {
			return path.Clean(s.cwd)
		}
	case projectFolder:
		if w := path.Clean(word); (w == ".." || strings.HasPrefix(w, "../")) && projectdir.InAgentWorktree(path.Clean(s.cwd), s.userHome) {
			return path.Clean(s.cwd)
		}
	}
	return ""
}

// aboveProject returns an absolute path outside the project but beside
// it, under one of its parent folders other than the root, by its path
// from the project ("/w/victim" run in /w/proj is "../victim"), so that
// the rules judge it as they judge that spelling (I4: unzip -d, javac -d
// by their absolute path were green where ../victim was held). It
// returns "" for any other path, for one in /tmp, and where the folder
// commands run in is not the project or not known.
func (s *Set) aboveProject(value string, c *parser.Command) string {
	if s.cwd == "" || !path.IsAbs(value) || !path.IsAbs(s.cwd) || s.cwdKind != projectFolder {
		return ""
	}
	if c != nil && (c.Dir != "" || c.CwdUnknown || c.Container != nil) {
		return ""
	}
	v, cwd := path.Clean(value), path.Clean(s.cwd)
	// /tmp is scratch however it is reached (frobtool -o /tmp/out.bin,
	// rm /tmp/out.json), a project in it too. The main checkout of the
	// worktree the commands run in is the project's (projectdir.Root).
	if within(v, cwd) || within(v, s.root) || within(v, "/tmp") || within(v, "/private/tmp") {
		return ""
	}
	up := ""
	for dir := path.Dir(cwd); dir != "/" && dir != "."; dir = path.Dir(dir) {
		up += "../"
		if within(v, dir) {
			return path.Clean(up + strings.TrimPrefix(strings.TrimPrefix(v, dir), "/"))
		}
	}
	return ""
}

// inProject reports whether value is an absolute path inside the project
// (the folder commands run in, or the main checkout of the worktree it
// is: projectdir.Root), with nothing before the command that may have
// moved it elsewhere (a cd, a container): `> /repo/a.go` run in /repo
// writes a.go. A system folder or a home folder itself is no project
// (`rm /etc/hosts` run in /etc, `tool --rc /home/u/.bashrc` run in
// /home/u), and the gate's folder is never part of one.
func (s *Set) inProject(value string, c *parser.Command) bool {
	// A relative path is not judged here: after a cd, ".." is resolved by
	// the kernel through the folder's real path, which a link can put
	// anywhere (cd docs && rm -rf ../src, with docs a link out).
	if s.cwd == "" || !path.IsAbs(s.cwd) || s.cwdKind != projectFolder {
		return false
	}
	if c != nil && c.Container != nil {
		return s.mountedInProject(value, c)
	}
	if c != nil && !s.toMainCheckout(c.Dir) && (c.Dir != "" || c.CwdUnknown) {
		return false
	}
	if !path.IsAbs(value) {
		// After a cd to the top of the main checkout, a relative path
		// that stays below it is that checkout's file, as one in the
		// folder commands run in is; a link there is the project's own.
		return c != nil && c.Dir != "" && relativePath(value) && inProject(parser.Word{Value: value})
	}
	v := path.Clean(value)
	if s.home != "" && within(v, path.Clean(s.home)) {
		return false
	}
	return within(v, path.Clean(s.cwd)) || within(v, s.root)
}

// mountedInProject reports whether a path that a command inside a
// container names is a project file through a bind mount of the project
// given by its absolute path (docker run -v /home/u/app:/workspace -w
// /workspace IMAGE sh -c 'cat > /workspace/x_test.go'): the host path
// the mount binds there is judged as the same path named on the host
// (docker-run(1), --volume: the host path is mounted at the container
// path). Only from the container's working folder: after a cd inside
// the container a relative path is not told; a path no mount binds and
// a mount given by a variable are not the project's.
func (s *Set) mountedInProject(value string, c *parser.Command) bool {
	if c.Dir != "" || c.CwdUnknown || c.Remote != nil {
		return false
	}
	mapped, host, ok := containerPath(value, c.Container)
	if !ok {
		mapped, host, _ = containerPath("./"+value, c.Container)
	}
	if !host || !path.IsAbs(mapped) {
		return false
	}
	for _, m := range c.Container.Mounts {
		if m.Host.Dynamic && within(mapped, path.Clean(m.Host.Value)) {
			return false
		}
		if within(mapped, path.Clean(m.Host.Value)) && (m.Host.Link || s.linkBelowProject(path.Clean(m.Host.Value))) {
			// The engine follows a link in the mount's host path to
			// where it leads (-v /repo/home:/w, home a link to ~, on
			// disk or made earlier in the script).
			return false
		}
	}
	h := *c
	h.Container = nil
	return s.inProject(mapped, &h)
}

// linkBelowProject reports whether one of the names along an absolute
// path, below the project's folder (or the main checkout) that holds it,
// is a symbolic link on disk now, or could not be read as one: a path
// through it leads wherever the link does.
func (s *Set) linkBelowProject(p string) bool {
	if s.readLink == nil {
		return false
	}
	base := ""
	for _, b := range []string{path.Clean(s.cwd), s.root} {
		if b != "" && path.IsAbs(b) && within(p, b) {
			base = b
			break
		}
	}
	if base == "" {
		return false
	}
	cur := base
	for _, name := range strings.Split(strings.TrimPrefix(strings.TrimPrefix(p, base), "/"), "/") {
		if name == "" {
			continue
		}
		cur = path.Join(cur, name)
		if _, link := s.readLink(cur); link {
			return true
		}
	}
	return false
}

// toMainCheckout reports whether a cd went into the main checkout of the
// worktree the commands run in, by its absolute path (cd /repo && npm
// test, cd /repo/apps/api && npx jest, run in /repo/.worktrees/feature):
// paths there are the project's own, as after a cd into a folder of the
// folder commands run in.
func (s *Set) toMainCheckout(dir string) bool {
	return s.root != path.Clean(s.cwd) && path.IsAbs(dir) && within(path.Clean(dir), s.root)
}

// contentOf tells what the file a word names holds, when gatesh may
// look (LoadOptions.Content) and can tell where the word points: not
// after a cd it cannot follow, nor inside a container.
func (s *Set) contentOf(value string, c *parser.Command) probe.Content {
	if s.content == nil || value == "" || c.CwdUnknown || c.Container != nil {
		return probe.ContentUnknown
	}
	abs := func(p string) string {
		switch {
		case path.IsAbs(p):
			return path.Clean(p)
		case p == "~" || strings.HasPrefix(p, "~/"):
			if s.userHome == "" {
				return ""
			}
			return path.Join(s.userHome, p[1:])
		case strings.HasPrefix(p, "$"):
			return ""
		case s.cwd == "" || !path.IsAbs(s.cwd):
			return ""
		}
		return path.Join(s.cwd, p)
	}
	dir := abs(".")
	if c.Dir != "" {
		dir = abs(c.Dir)
	}
	p := abs(value)
	if !path.IsAbs(value) && !strings.HasPrefix(value, "~") {
		if dir == "" || strings.HasPrefix(value, "$") {
			return probe.ContentUnknown
		}
		p = path.Join(dir, value)
	}
	if p == "" {
		return probe.ContentUnknown
	}
	return s.content(p)
}

// allInProjectView reports whether every operand in pos and every option
// value of the command that may name a file is inside the project: a
// relative path without "..", or the project's own by its absolute path,
// with no host part (host:path), no link as its first folder, and the
// command run in the project (no cd gatesh cannot follow, no container).
func (s *Set) allInProjectView(pos []parser.Word, v *cmdView) bool {
	c := v.cmd
	if s.cwdKind != projectFolder || c.MoreArgs || c.CwdUnknown || c.Container != nil {
		return false
	}
	if c.Dir != "" && (!relativePath(c.Dir) || !inProject(parser.Word{Value: c.Dir})) {
		return false
	}
	ok := func(value string, dynamic bool) bool {
		if dynamic || value == "" {
			return false
		}
		if path.IsAbs(value) {
			return s.inProject(value, c)
		}
		if !inProject(parser.Word{Value: value}) {
			return false
		}
		first, _, _ := strings.Cut(path.Clean(value), "/")
		if i := strings.IndexByte(first, ':'); i > 0 {
			// host:path: the host's, as the project is the
			// operator's, when the operator named it (scratch.go).
			_, scratch := s.scratchOperand(value, c)
			return scratch
		}
		return s.isLink == nil || !s.isLink(path.Join(c.Dir, first))
	}
	for _, w := range pos {
		if !ok(w.Value, w.Dynamic) {
			return false
		}
	}
	for _, f := range v.flags {
		if f.hasValue && !f.text && strings.ContainsAny(f.value, "/~$.") && !ok(f.value, false) {
			return false
		}
	}
	for _, r := range c.Redirs {
		if r.Op != "<" && !isFd(r.Target.Value) && r.Target.Value != "/dev/null" && !ok(r.Target.Value, r.Target.Dynamic) {
			return false
		}
	}
	return true
}

// cleanupOnly reports whether every value the command gives a flag that
// unless_cleanup names matches one of the wildcards given for that flag
// (find . -name '*.pyc' -name '*.go' -delete is not a cleanup).
func cleanupOnly(entries [][2]string, v *cmdView) bool {
	for _, f := range v.flags {
		known, ok := false, false
		for _, e := range entries {
			if e[0] == f.name {
				known = true
				ok = ok || f.hasValue && wildMatch(e[1], f.value)
			}
		}
		if known && !ok {
			return false
		}
	}
	return true
}
