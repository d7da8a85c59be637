package parser

import (
	"path"
	"strings"
)

// cdTarget returns the folder cd, pushd or popd with these arguments goes
// to from cur, as far as it is known (see Command.Dir): "" for the folder
// the text runs in, a path relative to it, an absolute or "~" path, or one
// that starts with a placeholder ("$D", "$OLDPWD", "$DIRSTACK").
func cdTarget(name, cur string, args []Word, cwd, home string) string {
	if name == "popd" {
		return "$DIRSTACK"
	}
	var operand *Word
	for k := range args {
		a := &args[k]
		if len(a.Value) > 1 && a.Value[0] == '-' && !a.Dynamic && strings.Trim(a.Value[1:], "LPe@n") == "" {
			continue
		}
		operand = a
		break
	}
	switch {
	case operand == nil && name == "cd":
		return "~"
	case operand == nil:
		return "$DIRSTACK" // pushd alone swaps the top two folders
	case operand.Value == "-":
		return "$OLDPWD"
	case strings.HasPrefix(operand.Value, "+") || strings.HasPrefix(operand.Value, "-"):
		return "$DIRSTACK"
	}
	return moveDir(cur, operand.Value, cwd, home)
}

// moveDir resolves the folder v from the folder cur; home is $HOME, if
// known, so that the project by its home path (cd ~/code/app, run in
// /home/u/code/app) is the folder the text runs in.
func moveDir(cur, v, cwd, home string) string {
	var d string
	switch {
	case strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "$") || cur == "":
		d = path.Clean(v)
	default:
		d = path.Join(cur, v)
		// ~/a/../.. or $D/..: above a folder whose place is not known.
		if root, _, _ := strings.Cut(cur, "/"); root != "" && (root[0] == '~' || root[0] == '$') && d != root && !strings.HasPrefix(d, root+"/") {
			d = "$DIR"
		}
	}
	if rest, ok := strings.CutPrefix(d, "~"); ok && home != "" && path.IsAbs(home) && (rest == "" || rest[0] == '/') {
		if abs := path.Join(home, rest); within(abs, cwd) {
			d = abs
		}
	}
	if within(d, cwd) {
		d = strings.TrimPrefix(strings.TrimPrefix(d, path.Clean(cwd)), "/")
	}
	if d == "." {
		d = ""
	}
	if len(d) > maxDirLen {
		// Every later path is matched as it resolves there: a folder
		// that keeps growing (cd web, over and over) would make the
		// cost grow with the square of the script.
		return "$DIR"
	}
	return d
}

// maxDirLen bounds the folder a chain of cds is followed to; deeper, the
// folder counts as not known.
const maxDirLen = 512

// outside reports whether a folder from cdTarget may be outside the
// project: anything but the folder the text runs in or one below it.
func outside(dir string) bool {
	return dir == ".." || strings.HasPrefix(dir, "../") || strings.HasPrefix(dir, "/") ||
		strings.HasPrefix(dir, "~") || strings.HasPrefix(dir, "$")
}

// within reports whether the absolute path dir is cwd or below it. The
// root folder is never a project: everything would be inside it.
func within(dir, cwd string) bool {
	if cwd == "" || !path.IsAbs(cwd) {
		return false
	}
	cwd = path.Clean(cwd)
	return cwd != "/" && (dir == cwd || strings.HasPrefix(dir, cwd+"/"))
}

// cdSearches reports a cd or pushd whose folder name bash may look up
// elsewhere: in CDPATH when the script sets it, or as a variable's value
// under shopt -s cdable_vars. Only a name that starts with / . or .. is
// never looked up.
func (p *parser) cdSearches(c *Command) bool {
	if c.Name == "popd" {
		return false
	}
	searched := p.cdableVars || p.assigned["CDPATH"]
	for _, a := range c.Assigns {
		searched = searched || a.Name == "CDPATH"
	}
	if !searched {
		return false
	}
	for _, a := range c.Args {
		if v := a.Value; v != "-" && strings.HasPrefix(v, "-") && !a.Dynamic {
			continue
		}
		v := a.Value
		return a.Dynamic || !(strings.HasPrefix(v, "/") || v == "." || v == ".." || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") || strings.HasPrefix(v, "~"))
	}
	return false
}
