package parser

import (
	"path"
	"strings"
)

// noteLinks records the names that ln, link and cp -s or -l make into
// links, and the names mv moves existing data to: such a name is no
// longer what it says (ln -s ~ build; rm -rf build/ empties the home
// folder, and so does mv ~/thesis build/; rm -rf build).
func (p *parser) noteLinks(c *Command) {
	var operands []Word
	target := ""
	switch c.Name {
	case "ln", "link", "mv":
		opts, rest := scanOptsAll(fieldsOf(c.Args), "tS", []string{"target-directory", "suffix"})
		for _, o := range opts {
			if o.name == "-t" || o.name == "--target-directory" {
				target = o.val.Value
			}
		}
		operands = wordsOf(rest)
	case "cp":
		opts, rest := scanOptsAll(fieldsOf(c.Args), "tS", []string{"target-directory", "suffix"})
		linking := false
		for _, o := range opts {
			switch o.name {
			case "-s", "-l", "--symbolic-link", "--link":
				linking = true
			case "-t", "--target-directory":
				target = o.val.Value
			}
		}
		if !linking {
			return
		}
		operands = wordsOf(rest)
	default:
		return
	}
	var names []string
	switch {
	case target != "":
		if c.Name == "mv" {
			names = append(names, target) // the folder the data lands in
		}
		for _, o := range operands {
			names = append(names, path.Join(target, path.Base(o.Value)))
		}
	case len(operands) == 1:
		names = append(names, path.Base(operands[0].Value))
	case len(operands) > 1:
		dest := operands[len(operands)-1].Value
		names = append(names, dest) // the link, or the folder it lands in
		for _, o := range operands[:len(operands)-1] {
			names = append(names, path.Join(dest, path.Base(o.Value)))
		}
	}
	for _, n := range names {
		if len(p.links) >= maxVars {
			return
		}
		if p.links == nil {
			p.links = map[string]bool{}
		}
		p.links[path.Clean(n)] = true
	}
}

// noteFifos records the named pipes mkfifo and mknod NAME p make.
func (p *parser) noteFifos(c *Command) {
	_, operands := scanOptsAll(fieldsOf(c.Args), "mZ", []string{"mode", "context"})
	if c.Name == "mknod" {
		if len(operands) < 2 || operands[1].Value != "p" {
			return
		}
		operands = operands[:1]
	}
	for _, o := range operands {
		if len(p.fifos) >= maxVars {
			return
		}
		if p.fifos == nil {
			p.fifos = map[string]bool{}
		}
		p.fifos[path.Clean(o.Value)] = true
	}
}

// throughLink reports whether the path v is, or goes through, a name the
// script made into a link.
func (p *parser) throughLink(v string) bool {
	// The kernel resolves a name before the ".." after it (ln -s
	// ~/notes/sub x; rm -rf x/../public is ~/notes/public), which
	// cleaning the path drops: the folder written before each ".." is
	// looked at too. A link before an earlier ".." is found at that one.
	for i := 0; ; {
		j := strings.Index(v[i:], "/..")
		if j < 0 {
			break
		}
		i += j
		if i > 0 && p.linkedAt(v[:i]) {
			return true
		}
		i += 3
	}
	return p.linkedAt(v)
}

// hostThroughLink reports whether a container's host path v is, or may
// be, or goes through, a name the script made into a link: an absolute
// path that ends with, or passes through, a relative name linked earlier
// (ln -s ~ keys; docker run -v /repo/keys:/w) counts, as the folder the
// name was made in is not known here.
func (p *parser) hostThroughLink(v string) bool {
	if p.links == nil {
		return false
	}
	if p.throughLink(v) {
		return true
	}
	v = path.Clean(v)
	for n := range p.links {
		if !path.IsAbs(n) && (strings.HasSuffix(v, "/"+n) || strings.Contains(v, "/"+n+"/")) {
			return true
		}
	}
	return false
}

// linkedAt reports whether the clean form of v is, or is below, a name
// the script made into a link.
func (p *parser) linkedAt(v string) bool {
	v = path.Clean(v)
	for {
		if p.links[v] {
			return true
		}
		i := strings.LastIndexByte(v, '/')
		if i <= 0 {
			return false
		}
		v = v[:i]
	}
}

func fieldsOf(ws []Word) []field {
	fs := make([]field, len(ws))
	for i, w := range ws {
		fs[i] = field{Word: w}
	}
	return fs
}

func wordsOf(fs []field) []Word {
	ws := make([]Word, len(fs))
	for i, f := range fs {
		ws[i] = f.Word
	}
	return ws
}
