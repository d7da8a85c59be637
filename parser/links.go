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
	symbolic := false
	switch c.Name {
	case "ln", "link", "mv":
		opts, rest := scanOptsAll(fieldsOf(c.Args), "tS", []string{"target-directory", "suffix"})
		for _, o := range opts {
			switch o.name {
			case "-t", "--target-directory":
				target = o.val.Value
			case "-s", "--symbolic", "--sym", "--symb", "--symbo", "--symbol", "--symboli":
				symbolic = true
			}
		}
		operands = wordsOf(rest)
	case "cp":
		opts, rest := scanOptsAll(fieldsOf(c.Args), "tS", []string{"target-directory", "suffix"})
		linking := false
		for _, o := range opts {
			switch o.name {
			case "-s", "--symbolic-link":
				linking, symbolic = true, true
			case "-l", "--link":
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
	moved := c.Name == "mv"
	// to is what a link made from the operand o leads to, as a path from
	// the folder the script runs in, or from the link's own folder for
	// a symbolic link's relative target ("" when not known).
	to := func(o Word) string {
		if moved || o.Dynamic || o.Glob || c.Dir != "" || c.CwdUnknown {
			return ""
		}
		return o.Value
	}
	var names [][2]string
	switch {
	case target != "":
		if moved {
			names = append(names, [2]string{target, linkNone}) // the folder the data lands in
		}
		for _, o := range operands {
			names = append(names, [2]string{path.Join(target, path.Base(o.Value)), to(o)})
		}
	case len(operands) == 1:
		names = append(names, [2]string{path.Base(operands[0].Value), to(operands[0])})
	case len(operands) > 1:
		dest := operands[len(operands)-1].Value
		// The link, or the folder it lands in.
		if len(operands) == 2 {
			names = append(names, [2]string{dest, to(operands[0])})
		} else {
			names = append(names, [2]string{dest, linkNone})
		}
		for _, o := range operands[:len(operands)-1] {
			names = append(names, [2]string{path.Join(dest, path.Base(o.Value)), to(o)})
		}
	}
	for _, n := range names {
		if moved {
			n[1] = linkNone
		} else if !symbolic && n[1] != "" {
			n[1] = hardLinkPrefix + n[1]
		}
		p.noteLink(n[0], n[1])
	}
}

// linkNone marks a name that holds data moved there, not a link: it is
// no longer what it says, but a write below it stays below it.
const linkNone = "\x00moved"

// hardLinkPrefix marks a hard link's target: the same file, named from
// the folder the script runs in, not from the link's folder.
const hardLinkPrefix = "\x00hard:"

// noteLink records name as made into a link leading to target ("" when
// not known, linkNone for moved data).
func (p *parser) noteLink(name, target string) {
	if len(p.links) >= maxVars {
		return
	}
	if p.links == nil {
		p.links = map[string]string{}
	}
	p.links[path.Clean(name)] = target
}

// LinkTarget reads a Command's LinksMade entry: where the link leads,
// as a path from the folder the script runs in (a symbolic link's
// relative target joined to the link's folder), and whether it is a
// link at all (not moved data). to is "" when the target is not known.
func LinkTarget(name, entry string) (to string, link bool) {
	switch {
	case entry == linkNone:
		return "", false
	case entry == "":
		return "", true
	case strings.HasPrefix(entry, hardLinkPrefix):
		return strings.TrimPrefix(entry, hardLinkPrefix), true
	case path.IsAbs(entry) || entry == "~" || strings.HasPrefix(entry, "~/"):
		return entry, true
	}
	return path.Join(path.Dir(name), entry), true
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
		if _, ok := p.links[v]; ok {
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
