package rules

import (
	"path"
	"strings"
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
	if s.readLink == nil || len(v.writes) == 0 || c.CwdUnknown || c.Container != nil {
		return
	}
	v.writes = append(v.writes, s.throughLinks(v, v.writes, replacesName(path.Base(c.Name)), func(w ref) {
		if v.linkHeld == nil {
			v.linkHeld = &w
		}
	})...)
}

// linkedReads adds, for each read relative path one of whose folders, or
// the name itself, is a symbolic link on disk now, the path the first
// such link leads to, judged as any read path is: cat keys/id_rsa, with
// keys a link to ~/.ssh, reads ~/.ssh/id_rsa. A link to another link is
// not followed further.
func (s *Set) linkedReads(v *cmdView) {
	c := v.cmd
	if s.readLink == nil || len(v.reads) == 0 || c.CwdUnknown || c.Container != nil {
		return
	}
	v.reads = append(v.reads, s.throughLinks(v, v.reads, false, func(ref) {})...)
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
