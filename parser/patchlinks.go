package parser

import (
	"strings"
)

// notePatchLinks records the symbolic links a git-format patch makes
// (git apply, git am, patch): a file added with mode 120000 ("new file
// mode 120000", or "new mode 120000" for a file that becomes a link) is a
// link whose target is the one line its hunk adds (git's diff format;
// GNU patch reads it too). A later write through that name writes where
// the link leads (git apply ... ; echo key >> keys/authorized_keys, with
// keys a link to ~/.ssh). The patch text is the one the parser knows: a
// heredoc, a here-string, a piped text, or a file the script wrote with
// known content given as operand or on standard input. Its names are
// recorded with 0 to 3 leading folders stripped (-p0 to -p3), as the
// patch may be applied with any of them.
func (p *parser) notePatchLinks(c *Command) {
	if !appliesPatch(c) {
		return
	}
	var texts []string
	for _, r := range c.Redirs {
		if r.Fd != "" && r.Fd != "0" || r.Target.Dynamic {
			continue
		}
		switch r.Op {
		case "<<", "<<-", "<<<":
			texts = append(texts, r.Target.Value)
		case "<":
			if src, ok := p.written[r.Target.Value]; ok {
				texts = append(texts, src.text)
			}
		}
	}
	if c.PipedText != nil {
		texts = append(texts, c.PipedText.Value)
	}
	for _, a := range c.Args {
		if src, ok := p.written[a.Value]; ok && !a.Dynamic {
			texts = append(texts, src.text)
		}
	}
	for _, t := range texts {
		for name, target := range patchSymlinks(t) {
			for _, n := range PatchLandingNames(name) {
				p.noteLink(n, target)
			}
		}
	}
}

// appliesPatch reports git apply (not --check or --cached, which change
// no file), git am and patch.
func appliesPatch(c *Command) bool {
	if c.Name == "patch" {
		return true
	}
	if c.Name != "git" {
		return false
	}
	sub := -1
	for i, a := range c.Args {
		if !strings.HasPrefix(a.Value, "-") {
			sub = i
			break
		}
		if a.Value == "-C" || a.Value == "-c" || a.Value == "--git-dir" || a.Value == "--work-tree" {
			return false // another folder: its names are not the script's
		}
	}
	if sub < 0 {
		return false
	}
	switch c.Args[sub].Value {
	case "am":
		return true
	case "apply":
		for _, a := range c.Args[sub+1:] {
			if a.Value == "--check" || a.Value == "--cached" {
				return false
			}
		}
		return true
	}
	return false
}

// patchSymlinks returns, by name (the b/ side of diff --git, or the +++
// name), the target of each symbolic link a git-format patch adds.
func patchSymlinks(text string) map[string]string {
	var out map[string]string
	name, link, inHunk := "", false, false
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimRight(line, "\r")
		switch {
		case strings.HasPrefix(line, "diff --git "):
			f := strings.Fields(line)
			name, link, inHunk = "", false, false
			if len(f) >= 4 {
				name = strings.Trim(f[len(f)-1], `"`)
			}
		case strings.HasPrefix(line, "new file mode 120000"), strings.HasPrefix(line, "new mode 120000"):
			link = true
		case strings.HasPrefix(line, "+++ "):
			if t := strings.TrimSpace(strings.TrimPrefix(line, "+++ ")); t != "/dev/null" && t != "" {
				if i := strings.IndexByte(t, '\t'); i >= 0 {
					t = t[:i]
				}
				name = strings.Trim(t, `"`)
			}
		case strings.HasPrefix(line, "@@"):
			inHunk = true
		case inHunk && link && name != "" && strings.HasPrefix(line, "+"):
			if out == nil {
				out = map[string]string{}
			}
			out[name] = strings.TrimPrefix(line, "+")
			link = false
		}
	}
	return out
}

// PatchLandingNames are the paths a name of a patch may land at: with 0
// to 3 leading folders stripped (-p0 to -p3: a/.mcp.json lands as
// .mcp.json under -p1).
func PatchLandingNames(name string) []string {
	name = strings.TrimPrefix(name, "./")
	out := []string{name}
	rest := name
	for range 3 {
		i := strings.IndexByte(rest, '/')
		if i < 0 {
			break
		}
		rest = rest[i+1:]
		out = append(out, rest)
	}
	return out
}
