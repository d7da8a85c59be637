package rules

import (
	"path"
	"strings"

	"gatesh/parser"
)

// What an archive or a patch brings into the project, by name. Where
// gatesh can list the names (a tar or zip it may open, a patch file or
// heredoc it can read), each lands as a write of its own and the one
// path policy judges it: .mcp.json, .claude/settings.json, .git/hooks/x
// are held as any write of them is. Where it cannot (a pipe, what is
// typed, a format it does not read, a file it could look at but could
// not list), the landing is unlisted, and held when it is the top of the
// project or a dot folder of it (bringsUnlisted).

// broughtKind is what a command brings files from.
type broughtKind uint8

const (
	broughtCommits broughtKind = iota // other commits: never listed
	broughtArchive
	broughtPatch
)

// broughtFrom says where a command takes what it brings: files named in
// its arguments, else its standard input.
type broughtFrom struct {
	kind  broughtKind
	files []string
	// strip leading folders are taken off each name (tar
	// --strip-components=N); renames: the names are rewritten by a
	// pattern (tar --transform, bsdtar -s), so they are not known.
	strip   int
	renames bool
	// opaque: a format or a source gatesh does not list (a .deb, inline
	// code whose archive is not a literal).
	opaque bool
}

// flagValue returns the value of the first of the options given.
func (v *cmdView) flagValue(names ...string) (string, bool) {
	for _, f := range v.flags {
		for _, n := range names {
			if f.name == n && f.hasValue {
				return f.value, true
			}
		}
	}
	return "", false
}

// listBrought lists what an archive or a patch brings into dest, and adds
// each name as a write there; r, the landing, is then listed. When the
// names cannot be listed, r is marked unread: from a pipe, a terminal or
// a heredoc of an archive always, from a file only where gatesh may look
// at files (LoadOptions.ListArchive and ReadFile), since a file gatesh was
// not allowed to open says nothing of what it holds.
func (v *cmdView) listBrought(s *Set, r *ref, from broughtFrom) {
	c := v.cmd
	if c.CwdUnknown || c.Container != nil || from.renames || from.opaque {
		r.unread = true
		return
	}
	files := from.files
	if len(files) == 1 && files[0] == "-" {
		files = nil // standard input
	}
	var text string
	known := false
	if len(files) == 0 {
		for _, rd := range c.Redirs {
			switch {
			case rd.Fd != "" && rd.Fd != "0":
			case rd.Op == "<":
				files = []string{rd.Target.Value}
			case (rd.Op == "<<" || rd.Op == "<<-" || rd.Op == "<<<") && !rd.Target.Dynamic:
				text, known = rd.Target.Value, true
			}
		}
		if len(files) == 0 && !known && from.kind == broughtPatch && c.PipedText != nil {
			// A patch's text piped from echo, printf or cat of a heredoc
			// is read as the heredoc's is.
			text, known = c.PipedText.Value, true
		}
		if len(files) == 0 && !known {
			// A pipe, or what is typed: nobody can list it.
			r.unread = true
			return
		}
	}
	var names []string
	read := false // a patch's text was read: no header, nothing lands
	switch {
	case known && from.kind == broughtPatch:
		names, read = patchTargets(text), true
	case known:
	default:
		if s.listArchive == nil || s.readFile == nil {
			return // gatesh may not look: the landing stays as it was
		}
		for _, f := range files {
			p := f
			if c.Dir != "" && !path.IsAbs(p) {
				p = path.Join(c.Dir, p)
			}
			var got []string
			switch from.kind {
			case broughtArchive:
				got, _ = s.listArchive(p)
			case broughtPatch:
				data, err := s.readFile(p)
				if err != nil {
					r.unread = true
					return
				}
				got, read = patchTargets(string(data)), true
			}
			if len(got) == 0 && !read {
				r.unread = true
				return
			}
			names = append(names, got...)
		}
	}
	if len(names) == 0 && !read {
		r.unread = true
		return
	}
	r.unlisted = false
	for _, n := range names {
		if n = stripFolders(n, from.strip); n == "" {
			continue
		}
		for _, p := range landingNames(n, from.kind) {
			if !path.IsAbs(p) {
				p = path.Join(r.value, p)
			}
			v.writes = append(v.writes, ref{value: p, span: r.span})
		}
	}
}

// stripFolders takes n leading folders off a name, as tar
// --strip-components does; a name with no more than n parts lands
// nowhere ("").
func stripFolders(name string, n int) string {
	for range n {
		i := strings.IndexByte(strings.TrimPrefix(name, "/"), '/')
		if i < 0 {
			return ""
		}
		name = strings.TrimPrefix(name, "/")[i+1:]
	}
	return name
}

// landingNames are the paths a name of an archive or a patch may land
// at: an archive's as it is; a patch's with 0 to 3 leading folders
// stripped (-p0 to -p3: a/.mcp.json lands as .mcp.json under -p1).
func landingNames(name string, kind broughtKind) []string {
	if kind != broughtPatch {
		return []string{strings.TrimPrefix(name, "./")}
	}
	return parser.PatchLandingNames(name)
}

// patchTargets are the files a unified, context or git diff (or a
// mailbox of them) may change: the names of its ---, +++ and *** lines
// and Index: (patch picks among them), the b/ side of diff --git, and
// rename to / copy to. Text with none of them brings nothing: git apply
// and patch find no patch in it.
func patchTargets(text string) []string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimRight(line, "\r")
		switch {
		case strings.HasPrefix(line, "+++ "), strings.HasPrefix(line, "--- "), strings.HasPrefix(line, "*** "), strings.HasPrefix(line, "Index: "):
			_, t, _ := strings.Cut(line, " ")
			if i := strings.IndexByte(t, '\t'); i >= 0 {
				t = t[:i] // a timestamp follows the name
			}
			if t = strings.Trim(strings.TrimSpace(t), `"`); t != "" && t != "/dev/null" {
				out = append(out, t)
			}
		case strings.HasPrefix(line, "diff --git "):
			f := strings.Fields(line)
			if len(f) >= 4 {
				out = append(out, strings.Trim(f[len(f)-1], `"`))
			}
		case strings.HasPrefix(line, "rename to "), strings.HasPrefix(line, "copy to "):
			_, t, _ := strings.Cut(line, " to ")
			out = append(out, strings.TrimSpace(t))
		}
	}
	return out
}

// bringsUnlisted reports whether the command brings files from an archive
// or a patch whose names gatesh could not list into the top of the
// project or a dot folder of it (.claude, .git, .vscode), where agents'
// settings and git's hooks are; and the span to show.
func (s *Set) bringsUnlisted(v *cmdView) (span parser.Span, ok bool) {
	for _, w := range v.writes {
		if !w.brought || !w.unread {
			continue
		}
		if s.projectTop(w.value, v.cmd) || dotFolder(w.value) {
			return w.span, true
		}
	}
	return span, false
}

// outsideLanding reports whether a folder that unlisted names land in is
// written outside the project: an absolute path, the home or above it.
func outsideLanding(value string) bool {
	// vendor/../.. climbs as ../ does.
	if strings.Contains(value, "..") {
		value = path.Clean(value)
	}
	return strings.HasPrefix(value, "/") || value == "~" || strings.HasPrefix(value, "~/") || strings.HasPrefix(value, "$HOME") ||
		value == ".." || strings.HasPrefix(value, "../")
}

// dotFolder reports whether a relative folder is, or is inside, a folder
// whose name starts with a dot (.claude/agents, .git).
func dotFolder(value string) bool {
	v := path.Clean(value)
	if path.IsAbs(v) || v == "." || strings.HasPrefix(v, "../") || v == ".." {
		return false
	}
	first, _, _ := strings.Cut(v, "/")
	return strings.HasPrefix(first, ".") && first != "." && first != ".."
}
