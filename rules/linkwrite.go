package rules

import (
	"path"
	"slices"
	"strings"
	"sync"

	"gatesh/parser"
)

// linkEnd is where a name in the project leads when it is a symbolic
// link on disk.
type linkEnd struct {
	to   string // the path the link leads to; "" when the name is no link
	held bool   // a link gatesh does not follow: unreadable, or to a link
}

// replacesName reports whether a program removes or replaces a name it is
// given rather than write through it: rm rc removes the link, not the
// file it leads to. A path below the name (rm -r sshd/keys) still goes
// through it.
func replacesName(name string) bool {
	switch name {
	case "rm", "unlink", "rmdir", "mv", "ln", "link":
		return true
	}
	return false
}

// linkedWrites adds, for each written relative path one of whose
// folders, or the name itself, is a symbolic link on disk now, the path
// the first such link leads to, judged as any written path is: echo x
// >> rc, with rc a link made earlier to ~/.bashrc, writes ~/.bashrc. A
// link that leads to another link, or cannot be read, is held
// (linkHeld). It asks the disk once per folder along the path (at most
// maxLinkDepth), and not for patterns, expansions, absolute paths or ~.
func (s *Set) linkedWrites(v *cmdView) {
	c := v.cmd
	if s.readLink == nil && c.LinksMade == nil || len(v.writes) == 0 || c.CwdUnknown || c.Container != nil {
		return
	}
	v.writes = append(v.writes, s.throughLinks(v, v.writes, replacesName(path.Base(c.Name)), func(w ref) {
		if v.linkHeld == nil {
			v.linkHeld = &w
		}
	})...)
}

// linkedDeletes adds to the written paths, for each name rm, unlink,
// rmdir or shred is given whose folders go through a symbolic link on
// disk now, the path the first such link leads to: rm -f home/notes,
// with home a link to ~, removes ~/notes. The last name is not looked at
// (rm home removes the link). A link gatesh does not follow is held
// (linkHeld).
func (s *Set) linkedDeletes(v *cmdView) {
	c := v.cmd
	if s.readLink == nil || c.CwdUnknown || c.Container != nil {
		return
	}
	switch path.Base(c.Name) {
	case "rm", "unlink", "rmdir", "shred":
	default:
		return
	}
	refs := make([]ref, 0, len(v.pos))
	for _, w := range v.pos {
		value := w.Value
		if rel, ok := s.projectRelative(value); ok && path.IsAbs(value) && !w.Dynamic {
			// rm /repo/home/notes is rm home/notes.
			value = rel
		}
		refs = append(refs, ref{value: value, span: w.Span, glob: w.Glob})
	}
	v.writes = append(v.writes, s.throughLinks(v, refs, true, func(w ref) {
		if v.linkHeld == nil {
			v.linkHeld = &w
		}
	})...)
}

// mountedLinks adds to the read and written paths, for each bind mount
// whose host path is in the project and goes through a symbolic link on
// disk now, the path the link leads to: the engine mounts that (-v
// /repo/home:/w, with home a link to ~, gives the container ~).
func (s *Set) mountedLinks(v *cmdView) {
	c := v.cmd
	if s.readLink == nil || c.CwdUnknown || c.Container != nil {
		return
	}
	for _, m := range c.Mounts {
		rel, ok := s.projectRelative(m.Host.Value)
		if m.Host.Dynamic || !ok {
			continue
		}
		to := s.throughLinks(v, []ref{{value: rel, span: m.Host.Span}}, false, func(w ref) {
			if v.linkHeld == nil {
				v.linkHeld = &w
			}
		})
		v.reads = append(v.reads, to...)
		if !m.ReadOnly {
			v.writes = append(v.writes, to...)
		}
	}
}

// linkedReads adds, for each read relative path one of whose folders, or
// the name itself, is a symbolic link on disk now, the path the first
// such link leads to, judged as any read path is: cat keys/id_rsa, with
// keys a link to ~/.ssh, reads ~/.ssh/id_rsa. A link to another link is
// not followed further.
func (s *Set) linkedReads(v *cmdView) {
	c := v.cmd
	if s.readLink == nil && c.LinksMade == nil || len(v.reads) == 0 || c.CwdUnknown || c.Container != nil {
		return
	}
	v.reads = append(v.reads, s.throughLinks(v, v.reads, false, func(ref) {})...)
}

// followedLinkReads adds, for a search that follows every link below the
// folders it reads (grep -R, rg -L or --follow, ag -f, ack --follow),
// the path each link of the project's folder leads to, judged as any
// read path is: grep -R token ., with keys a link to ~/.ssh, reads
// ~/.ssh. A search given no folder reads the one it runs in. A link to
// another link is not followed further. A walk cut short by its bound
// saw only some of the links: the search is held (linksUnlisted), since
// one it did not see may lead anywhere.
func (s *Set) followedLinkReads(v *cmdView) {
	c := v.cmd
	if s.listLinks == nil || s.readLink == nil || c.CwdUnknown || c.Container != nil || !followsEveryLink(c) {
		return
	}
	// The operands after the pattern, unless -e or -f gave it.
	// (ag's and pt's -f is --follow, not a file of patterns.)
	folders := v.pos
	given := hasOption(c, "", "-e", "--regexp", "--file")
	if base := path.Base(c.Name); base != "ag" && base != "pt" {
		given = given || hasOption(c, "", "-f")
	}
	if len(folders) > 0 && !given {
		folders = folders[1:]
	}
	if len(folders) == 0 && c.Dir == "" {
		folders = []parser.Word{{Value: ".", Span: c.Span}}
	}
	for _, w := range folders {
		p, ok := linkablePath(ref{value: w.Value, glob: w.Glob}, c.Dir)
		if !ok && path.Clean(w.Value) == "." && c.Dir == "" && !w.Dynamic {
			p, ok = ".", true
		}
		if !ok && !w.Dynamic && !w.Glob {
			// A folder of the home a search may read (an installed
			// package's, ~/.local/lib/python3.12/site-packages): a
			// link there to ~/.ssh is followed as one in the project.
			p, ok = s.homeFolder(w.Value)
		}
		if !ok || w.Dynamic {
			continue
		}
		links, complete := s.listLinks(p)
		if !complete && v.linksUnlisted == nil {
			v.linksUnlisted = &ref{value: p, span: w.Span}
		}
		for _, l := range links {
			// The search follows a link to a link as the kernel does:
			// to its end, which is read.
			to, ok := s.linkChainEnd(path.Clean(l))
			switch {
			case ok && to != "":
				v.reads = append(v.reads, ref{value: to, span: w.Span})
			case !ok && v.linkReadHeld == nil:
				v.linkReadHeld = &ref{value: l, span: w.Span}
			}
		}
	}
}

// homeFolder returns a folder below the user's home a word names
// (~/x, or absolute below the home), as an absolute path.
func (s *Set) homeFolder(v string) (string, bool) {
	home := s.userHome
	if !path.IsAbs(home) || path.Clean(home) == "/" || strings.ContainsAny(v, "$`*?[") {
		return "", false
	}
	if rest, ok := strings.CutPrefix(v, "~/"); ok {
		v = path.Join(home, rest)
	}
	v = path.Clean(v)
	if !strings.HasPrefix(v, path.Clean(home)+"/") {
		return "", false
	}
	return v, true
}

// maxLinkHops bounds the links of a chain linkChainEnd follows.
const maxLinkHops = 8

// linkChainEnd returns where a link leads once every link of its chain
// is followed (a link to a link to ~/.ssh leads to ~/.ssh), as a path of
// the project when it is one; ok is false for a chain longer than
// maxLinkHops or a link that cannot be read.
func (s *Set) linkChainEnd(name string) (string, bool) {
	cur := name
	for range maxLinkHops {
		target, link := s.readLink(cur)
		if !link {
			if cur == name {
				return "", true // no link now: nothing to follow
			}
			if rel, ok := s.projectRelative(cur); ok {
				return rel, true
			}
			return cur, true
		}
		if target == "" {
			return "", false
		}
		next := path.Clean(target)
		if !path.IsAbs(next) {
			// A relative target is read from the link's folder.
			dir := path.Dir(cur)
			if !path.IsAbs(dir) {
				if !path.IsAbs(s.cwd) {
					return "", false
				}
				dir = path.Join(s.cwd, dir)
			}
			next = path.Join(dir, next)
		}
		cur = next
	}
	return "", false
}

// followsEveryLink reports whether a search follows the links it meets
// below its folders, not only those named: grep -R
// (--dereference-recursive; -r follows only the named ones), rg -L
// (--follow), ag -f (--follow), ack --follow, ugrep -R
// (--dereference-recursive) and -S (--dereference-files: the links to
// files), pt -f (--follow).
func followsEveryLink(c *parser.Command) bool {
	switch path.Base(c.Name) {
	case "grep", "egrep", "fgrep":
		return hasOption(c, "R", "--dereference-recursive")
	case "rg":
		return hasOption(c, "L", "--follow")
	case "ag", "pt":
		return hasOption(c, "f", "--follow")
	case "ack":
		return hasOption(c, "", "--follow")
	case "ugrep", "ug":
		return hasOption(c, "RS", "--dereference-recursive", "--dereference-files")
	}
	return false
}

// hasOption reports whether c's words before "--" hold one of the short
// options letters (alone or in a cluster, -Rn) or one of names (a long
// option, alone or with =VALUE, or a short one spelled whole).
func hasOption(c *parser.Command, letters string, names ...string) bool {
	for _, a := range c.Args {
		v := a.Value
		if v == "--" {
			return false
		}
		if name, _, _ := strings.Cut(v, "="); slices.Contains(names, name) {
			return true
		}
		if len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v[1:], letters) && letters != "" {
			return true
		}
	}
	return false
}

// throughLinks returns, for each of refs whose path goes through a
// symbolic link in the project, the path the first link along it leads
// to, with the ref's span; held is called for a path through a link
// gatesh does not follow. When replaces is true the last name is not
// looked at (rm rc removes the link).
func (s *Set) throughLinks(v *cmdView, refs []ref, replaces bool, held func(ref)) []ref {
	var out []ref
	for _, w := range refs {
		p, ok := linkablePath(w, v.cmd.Dir)
		if !ok {
			continue
		}
		// Each folder along the path, then the name itself: the first
		// link found leads the rest of the path (conf/postfix/virtual,
		// with conf/postfix a link to /etc/postfix).
		parts := strings.Split(p, "/")
		for n := 1; n <= len(parts) && n <= maxLinkDepth; n++ {
			if n == len(parts) && replaces && !strings.HasSuffix(w.value, "/") {
				break
			}
			end := s.linkEndOf(v, strings.Join(parts[:n], "/"))
			if end.held {
				held(w)
				break
			}
			if end.to != "" {
				out = append(out, ref{value: path.Join(append([]string{end.to}, parts[n:]...)...), span: w.span})
				break
			}
		}
	}
	return out
}

// maxLinkDepth bounds the folders of a written path linkedWrites asks the
// disk about.
const maxLinkDepth = 8

// linkablePath is a written path as the project's path from the folder
// gatesh runs in, cleaned, and whether it is one linkedWrites looks at:
// a plain relative name, not a pattern, an expansion, ~, an absolute
// path, or one that climbs out of the project.
func linkablePath(w ref, dir string) (string, bool) {
	v := w.value
	if w.glob || v == "" || path.IsAbs(v) || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "-") || strings.ContainsAny(v, "$`*?[") {
		return "", false
	}
	if dir != "" {
		if path.IsAbs(dir) || strings.HasPrefix(dir, "~") || strings.ContainsAny(dir, "$`*?[") {
			return "", false
		}
		v = path.Join(dir, v)
	}
	v = path.Clean(v)
	if v == "." || v == ".." || strings.HasPrefix(v, "../") {
		return "", false
	}
	return v, true
}

// linkEndOf asks the disk, once per command, whether the project's name
// is a symbolic link and where it leads: a relative target from the
// link's folder, the project.
func (s *Set) linkEndOf(v *cmdView, name string) linkEnd {
	if end, ok := v.linkEnds[name]; ok {
		return end
	}
	if v.linkEnds == nil {
		v.linkEnds = map[string]linkEnd{}
	}
	var end linkEnd
	if entry, made := v.cmd.LinksMade[name]; made {
		// A link an earlier command of the script made: the disk does
		// not have it yet when gatesh looks.
		to, link := parser.LinkTarget(name, entry)
		switch {
		case !link:
		case to == "":
			end.held = true
		default:
			if strings.HasPrefix(to, "~") || path.IsAbs(to) {
				end.to = path.Clean(to)
			} else if rel := path.Clean(to); rel == ".." || strings.HasPrefix(rel, "../") {
				end.to = rel
			} else if _, chained := v.cmd.LinksMade[rel]; chained {
				end.held = true // a link to a link: not followed
			} else {
				end.to = rel
			}
		}
		v.linkEnds[name] = end
		return end
	}
	if s.readLink == nil {
		v.linkEnds[name] = end
		return end
	}
	if target, link := s.readLink(name); link {
		switch {
		case target == "":
			end.held = true
		default:
			to := path.Clean(target)
			if !path.IsAbs(to) && path.IsAbs(s.cwd) {
				// A relative target is read from the link's folder.
				to = path.Join(s.cwd, path.Dir(name), to)
			}
			// One more look, only at a link: a chain is not followed.
			if _, again := s.readLink(to); again {
				end.held = true
			} else {
				end.to = to
				if rel, ok := s.projectRelative(to); ok {
					end.to = rel
				}
			}
		}
	}
	v.linkEnds[name] = end
	return end
}

// ReadLinksOnce makes s ask the disk at most once per name whether it is
// a symbolic link and what it holds, for every command it judges from
// then on, not once per command: for a set whose decisions all describe
// the same moment, as check --batch's do (nothing runs between them).
// A long-lived set must not: a link made later would go unseen. Call it
// before s is shared.
func (s *Set) ReadLinksOnce() {
	if s.readLink == nil {
		return
	}
	read := s.readLink
	type answer struct {
		target string
		link   bool
	}
	var mu sync.Mutex
	seen := map[string]answer{}
	s.readLink = func(name string) (string, bool) {
		// Held over the look too (an lstat, a readlink for a link), so
		// that two commands judged at once never both ask.
		mu.Lock()
		defer mu.Unlock()
		a, ok := seen[name]
		if !ok {
			a.target, a.link = read(name)
			seen[name] = a
		}
		return a.target, a.link
	}
}
