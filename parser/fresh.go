package parser

import (
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A variable set to $(mktemp -d ...) holds a folder the same script just
// made, empty and its own: deleting that folder, whatever was put in it
// since, loses nothing the script did not make (rm does not follow the
// links inside). The variable keeps a marker value in p.vars, so that
// every way the tracking forgets or changes a variable (reassignment,
// branches, loops, read, namerefs, a child shell, a trap's action, a
// sourced file) ends the freshness too, and so does a move or a mount
// into the folder (fillsFresh) or a mktemp the script replaced.
// A word that is exactly "$VAR" of such a variable, double-quoted, is
// Word.Fresh; any other use ($VAR unquoted, "$VAR/../x", "${VAR:-/}") is
// a plain unknown value.

const freshPrefix = "\x00mktemp -d\x00"

// madePrefix marks a variable set to $(mktemp ...) without -d: a file
// the script just made, empty and its own. Writing to it overwrites
// nothing else (Word.Made); it is not a folder, so it is not Fresh.
const madePrefix = "\x00mktemp\x00"

// isFreshMarker reports a marker of either kind: every way the tracking
// forgets a fresh folder forgets a made file too.
func isFreshMarker(v string) bool {
	return strings.HasPrefix(v, freshPrefix) || strings.HasPrefix(v, madePrefix)
}

// setFresh records NAME=$(mktemp -d ...) or NAME=$(mktemp ...) and
// reports whether a is one.
func (p *parser) setFresh(a *syntax.Assign) bool {
	if p.noVars || a.Name == nil || p.volatile[a.Name.Value] || a.Append || a.Index != nil || a.Array != nil || p.mktempShadowed() {
		return false
	}
	makes, dir := mktempValue(a.Value)
	if !makes {
		return false
	}
	prefix := freshPrefix
	if !dir {
		if p.assigned["TMPDIR"] {
			return false // the temporary folder may be any folder now
		}
		prefix = madePrefix
	}
	switch name := a.Name.Value; {
	case name == "IFS", name == "HOME", isParamName(name):
		return false
	default:
		if _, tracked := p.vars[name]; !tracked && len(p.vars) >= maxVars {
			return false
		}
		p.freshCount++
		p.vars[name] = prefix + strconv.Itoa(p.freshCount)
		return true
	}
}

// forgetFresh ends every variable's freshness.
func (p *parser) forgetFresh() {
	for k, v := range p.vars {
		if isFreshMarker(v) {
			delete(p.vars, k)
		}
	}
}

// fillsFresh ends the freshness of a folder that a command may fill
// with data that already existed: mv moves files in, rsync may remove
// its sources, and a mount shows a disk, a host or another folder there.
// Deleting the folder afterwards would delete that data.
func (p *parser) fillsFresh(c *Command, argv []field) {
	if !bringsData(c.Name) {
		return
	}
	args := argv[1:]
	if c.Name == "mv" || c.Name == "rsync" {
		// Only the destination receives: the last word or -t's value.
		// Moving files out of the folder is everyday work.
		var dest []field
		for i, a := range args {
			if i == len(args)-1 || i > 0 && (args[i-1].Value == "-t" || args[i-1].Value == "--target-directory") || strings.HasPrefix(a.Value, "-t") || strings.HasPrefix(a.Value, "--target-directory=") {
				dest = append(dest, a)
			}
		}
		args = dest
	}
	for _, a := range args {
		if a.raw == nil {
			p.forgetFresh() // a word split from a larger one
			return
		}
		syntax.Walk(a.raw, func(n syntax.Node) bool {
			if pe, ok := n.(*syntax.ParamExp); ok && pe.Param != nil && isFreshMarker(p.vars[pe.Param.Value]) {
				delete(p.vars, pe.Param.Value)
			}
			return true
		})
	}
}

// bringsData reports commands that put existing data under a folder
// named in their arguments: moves, rsync, and mounts of any kind (mount,
// mount.nfs, sshfs, bindfs, rclone mount, gcsfuse, squashfuse ...).
func bringsData(name string) bool {
	switch name {
	case "mv", "rsync", "mount", "rclone", "guestmount", "archivemount", "fuse-zip", "udisksctl":
		return true
	}
	return strings.HasPrefix(name, "mount.") || strings.HasSuffix(name, "fs") || strings.Contains(name, "fuse")
}

// mktempShadowed reports whether the name mktemp may no longer run the
// system's mktemp: the script defined a function or alias of that name,
// hashed a path for it, or changed PATH.
func (p *parser) mktempShadowed() bool {
	_, alias := p.aliases["mktemp"]
	return alias || p.funcs["mktemp"] || p.assigned["PATH"]
}

// mktempValue reads a value that is exactly one $(mktemp ...) or
// `mktemp ...`, quoted or not: a plain call, options known statically,
// that makes something (not -u, which only prints a name). dir is true
// when it makes a folder (-d).
func mktempValue(w *syntax.Word) (makes, dir bool) {
	if w == nil || len(w.Parts) != 1 {
		return false, false
	}
	part := w.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok {
		if len(dq.Parts) != 1 {
			return false, false
		}
		part = dq.Parts[0]
	}
	cs, ok := part.(*syntax.CmdSubst)
	if !ok || len(cs.Stmts) != 1 {
		return false, false
	}
	st := cs.Stmts[0]
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 || len(call.Args) == 0 {
		return false, false
	}
	args := make([]string, len(call.Args))
	for i, a := range call.Args {
		if args[i] = a.Lit(); args[i] == "" {
			return false, false
		}
	}
	if args[0] != "mktemp" {
		return false, false
	}
	return mktempMakes(args[1:])
}

// mktempMakes reads GNU and BSD mktemp options: it makes something
// unless -u or --dry-run says it only prints a name, and -d or
// --directory makes a folder. A file counts as made only where a file
// cannot be a start-up or scheduled one: the temporary folder (no
// template, or -t with a bare name) or directly under /tmp, not a folder
// given by -p or --tmpdir=DIR.
func mktempMakes(args []string) (makes, dir bool) {
	elsewhere := false
	template, bare := "", false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			if i+1 < len(args) {
				template = args[i+1]
			}
			i = len(args)
		case a == "--directory":
			dir = true
		case a == "--dry-run":
			return false, false
		case a == "--suffix":
			i++
		case strings.HasPrefix(a, "--"):
			switch {
			case a == "--quiet", a == "--tmpdir", strings.HasPrefix(a, "--suffix="):
			case strings.HasPrefix(a, "--tmpdir="):
				elsewhere = true
			default:
				return false, false
			}
		case strings.HasPrefix(a, "-") && len(a) > 1:
		cluster:
			for j := 1; j < len(a); j++ {
				switch a[j] {
				case 'd':
					dir = true
				case 'u':
					return false, false
				case 'q':
				case 't':
					bare = true
				case 'p':
					if j+1 == len(a) {
						i++
					}
					elsewhere = true
					break cluster
				default:
					return false, false
				}
			}
		default:
			template = a
		}
	}
	if dir {
		return true, true
	}
	switch {
	case elsewhere:
		return false, false
	case template == "", bare && !strings.Contains(template, "/"):
		return true, false
	}
	rest, ok := strings.CutPrefix(template, "/tmp/")
	return ok && !strings.Contains(rest, "/") && rest != ".." && rest != ".", false
}

// freshWord reports parts that are exactly one plain "$VAR" of a
// variable holding a fresh folder (dir) or a file the script made.
func (p *parser) freshWord(parts []syntax.WordPart) (made, dir bool) {
	if len(parts) != 1 || p.noVars {
		return false, false
	}
	// Unquoted, the name would be split and globbed: a TMPDIR of
	// "$HOME/x " makes "$HOME/x /tmp.1" two words.
	dq, ok := parts[0].(*syntax.DblQuoted)
	if !ok || len(dq.Parts) != 1 {
		return false, false
	}
	pe, ok := dq.Parts[0].(*syntax.ParamExp)
	if !ok || pe.Param == nil || pe.Excl || pe.Length || pe.Width || pe.Index != nil || pe.Slice != nil || pe.Repl != nil || pe.Names != 0 || pe.Exp != nil || pe.NestedParam != nil {
		return false, false
	}
	v := p.vars[pe.Param.Value]
	return isFreshMarker(v), strings.HasPrefix(v, freshPrefix)
}
