package rules

import (
	"path"
	"slices"
	"strings"

	"gatesh/parser"
)

// rebuiltOutputs returns rm without the operands that are the output
// folder of a static site generator which the same script runs after it,
// in the same folder (rm -rf public && hugo --minify): the generator
// writes the folder again at once, and running it there says whose folder
// it is. Without the generator, the same name may be a project's own
// sources (a web app's public folder), and stays judged as it is. nil
// when no operand is such a folder.
func (s *Set) rebuiltOutputs(c *parser.Command, later []*parser.Command) *parser.Command {
	// Only in a project: a home folder's public or site is no generator's
	// output, whatever runs after it.
	if c.Name != "rm" || c.MoreArgs || c.Dir != "" || c.CwdUnknown || c.Container != nil || s.cwdKind != projectFolder {
		return nil
	}
	var outputs []string
	for _, g := range later {
		if g.Depth == c.Depth && g.Dir == "" && !g.CwdUnknown && g.Container == nil {
			outputs = append(outputs, siteOutputs(g)...)
		}
	}
	if len(outputs) == 0 {
		return nil
	}
	out := *c
	out.Args = nil
	dropped := false
	for _, a := range c.Args {
		// A name the script made a link earlier (ln -s ~/notes public)
		// is that link's target, and a ".." after a folder climbs from
		// where that folder really is (x/../public, x a link): neither
		// is the generator's folder.
		if !a.Dynamic && !a.Link && !hasDotDot(a.Value) && (!a.Glob || strings.HasSuffix(a.Value, "/*")) {
			if rel, ok := s.projectRelative(strings.TrimSuffix(a.Value, "/*")); ok && slices.Contains(outputs, rel) && !s.throughLink(a.Value, rel) {
				dropped = true
				continue
			}
		}
		out.Args = append(out.Args, a)
	}
	if !dropped {
		return nil
	}
	return &out
}

// throughLink reports whether rm given word, the project's folder rel,
// may delete through a symbolic link: public/ and public/* reach what a
// link named public points at, where rm -rf public removes the link
// alone. Like followsLink, it asks the disk once, and not at all when
// the set was loaded without it.
func (s *Set) throughLink(word, rel string) bool {
	for strings.HasPrefix(word, "./") {
		word = strings.TrimLeft(word[2:], "/")
	}
	if !strings.Contains(word, "/") {
		return false
	}
	return s.isLink != nil && s.isLink(rel)
}

// hasDotDot reports whether the path p, as written, has a ".." part.
func hasDotDot(p string) bool {
	for p != "" {
		var part string
		part, p, _ = strings.Cut(p, "/")
		if part == ".." {
			return true
		}
	}
	return false
}

// projectRelative returns p as a clean path relative to the folder the
// text runs in, when it is below it: public, ./public/, or the project's
// own absolute path to it.
func (s *Set) projectRelative(p string) (string, bool) {
	if path.IsAbs(p) {
		cwd := path.Clean(s.cwd)
		if s.cwdKind != projectFolder || s.cwd == "" || !path.IsAbs(s.cwd) || !within(path.Clean(p), cwd) {
			return "", false
		}
		p = strings.TrimPrefix(strings.TrimPrefix(path.Clean(p), cwd), "/")
	}
	p = path.Clean(p)
	if p == "." || p == ".." || strings.HasPrefix(p, "../") || strings.HasPrefix(p, "~") || strings.HasPrefix(p, "$") {
		return "", false
	}
	return p, true
}

// siteOutputs are the folders a static site generator's build or dev
// server writes by default, from each generator's documentation (Hugo's
// publishDir and resourceDir, Zola's, Hexo's and Gatsby's public, MkDocs'
// site, mdBook's book), when g is one that builds the site of the folder
// it runs in: its own build or serve subcommand (or Hugo alone), with no
// option that moves the source, the output or the configuration.
func siteOutputs(g *parser.Command) []string {
	var words []string
	for _, a := range g.Args {
		if a.Dynamic {
			return nil
		}
		v := a.Value
		if strings.HasPrefix(v, "-") {
			name, _, _ := strings.Cut(v, "=")
			switch name {
			case "-s", "--source", "-d", "--destination", "--dest", "-o", "--output", "--site-dir", "-c",
				"--contentDir", "--config", "-f", "--config-file", "--config-dir", "--publishDir", "--resourceDir":
				return nil
			}
			continue
		}
		words = append(words, v)
	}
	first := ""
	if len(words) > 0 {
		first = words[0]
	}
	// Hugo with no subcommand builds; the value of an option of its own
	// (--baseURL https://...) is a word, but no subcommand.
	switch g.Name {
	case "hugo":
		if first == "" || first == "server" || first == "serve" || first == "build" || strings.Contains(first, "://") {
			return []string{"public", "resources"}
		}
	case "zola":
		if first == "build" || first == "serve" {
			return []string{"public"}
		}
	case "hexo":
		if first == "generate" || first == "g" || first == "server" || first == "s" {
			return []string{"public"}
		}
	case "gatsby":
		if first == "build" || first == "develop" {
			return []string{"public"}
		}
	case "mkdocs":
		if first == "build" || first == "serve" {
			return []string{"site"}
		}
	case "mdbook":
		if first == "build" || first == "serve" {
			return []string{"book"}
		}
	}
	return nil
}
