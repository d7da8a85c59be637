package binding

import (
	"strings"

	"gatesh/parser"
)

// A recipe's `$(MAKE) -C docs` runs docs/Makefile, which `make all`
// does not name: an approval of it binds the makefiles each sub-make
// reads, as it binds an include, so that a recipe rewritten there after
// the approval is a change. A sub-make whose folder or makefile only
// make resolves (`$(MAKE) -C $(DIR)`) is shown as not bound.

// subMake is a make a recipe runs in another folder or with other
// makefiles: the folder it runs in and the makefiles it reads there.
type subMake struct {
	dir   string
	files []string
}

// makeLines is a makefile's text with each line a backslash continues
// joined to it, as make reads it.
func makeLines(text string) string {
	return strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\\\n", " ")
}

// subMakes are the sub-makes a makefile's recipes run, from dir, where
// its make runs; computed are the folders and makefiles named through a
// variable or function, which only make resolves.
func subMakes(text, dir string) (subs []subMake, computed []string) {
	for line := range strings.SplitSeq(makeLines(text), "\n") {
		f := strings.Fields(line)
		for i, tok := range f {
			if !makeProgram(strings.TrimLeft(tok, "@+-")) {
				continue
			}
			var args []parser.Word
			for _, a := range f[i+1:] {
				a, end := strings.CutSuffix(a, ";")
				if a == "&&" || a == "||" || a == "|" {
					break
				}
				args = append(args, parser.Word{Value: strings.Trim(a, `'"`)})
				if end {
					break
				}
			}
			files, dirs, _ := makeOptions(args)
			if len(files) == 0 && len(dirs) == 0 {
				continue // it reads the makefiles its make reads, which are bound
			}
			at, known := dir, true
			for _, n := range append(dirs, files...) {
				if computedName(n) {
					computed, known = append(computed, n), false
				}
			}
			if !known {
				continue
			}
			for _, d := range dirs {
				at = under(at, []string{d})[0]
			}
			if len(files) == 0 {
				files = []string{"GNUmakefile", "makefile", "Makefile"}
			}
			subs = append(subs, subMake{dir: at, files: under(at, files)})
		}
	}
	return subs, computed
}

// makeProgram reports whether a recipe's word runs make.
func makeProgram(w string) bool {
	return w == "$(MAKE)" || w == "${MAKE}" || w == "make" || w == "gmake"
}
