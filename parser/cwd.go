package parser

import (
	"path"
	"strings"
)

// leavesProject reports whether cd, pushd or popd with these arguments
// may leave the project folder: no operand (home), "-", an absolute,
// home, parent or unknown path.
func leavesProject(args []Word, cwd string) bool {
	var operands []Word
	for _, a := range args {
		if len(a.Value) > 1 && a.Value[0] == '-' && !a.Dynamic {
			continue
		}
		operands = append(operands, a)
	}
	if len(operands) == 0 {
		return true
	}
	for _, a := range operands {
		v := path.Clean(a.Value)
		if !a.Dynamic && within(v, cwd) {
			continue
		}
		if a.Dynamic || v == "-" || v == ".." || strings.HasPrefix(v, "../") || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "+") {
			return true
		}
	}
	return false
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
