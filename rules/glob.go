package rules

import (
	"fmt"
	"path"

	"gatesh/rules/internal/pathglob"
)

// globs are a rule's path patterns (paths, except_paths, writes); see
// package pathglob. The embedded default's come compiled from the
// generator (defaultGlobs), a file's are compiled here.
type globs = pathglob.Set

func compileGlobs(ps []string) (globs, error) { return pathglob.Compile(ps) }

// ruleGlobs are a rule's three lists of path patterns, compiled, and
// for the embedded default, paths and writes folded (pathglob.Set.Fold)
// where folding changes them: no process folds those.
type ruleGlobs struct{ paths, exceptPaths, writes, pathsFold, writesFold globs }

// nameGlobs match whole strings with path.Match rules, for command names,
// wrappers, environment names and the like.
type nameGlobs []pathglob.Seg

func compileNames(ps []string) (nameGlobs, error) {
	if len(ps) == 0 {
		return nil, nil
	}
	out := make(nameGlobs, 0, len(ps))
	for _, p := range ps {
		sg := pathglob.CompileSeg(p)
		if sg.Kind == pathglob.Any {
			return nil, fmt.Errorf("pattern %q: %w", p, path.ErrBadPattern)
		}
		out = append(out, sg)
	}
	return out, nil
}

func (ns nameGlobs) match(s string) bool {
	for _, g := range ns {
		if g.Match(s) {
			return true
		}
	}
	return false
}

// literals returns the patterns if all are plain names, for indexing.
func (ns nameGlobs) literals() ([]string, bool) {
	var out []string
	for _, g := range ns {
		if g.Kind != pathglob.Literal {
			return nil, false
		}
		out = append(out, g.Lit)
	}
	return out, true
}

// foldedPaths and foldedWrites are the rule's paths and writes folded
// (pathglob.Set.Fold), for matching a path whatever its letters' case.
func (r *rule) foldedPaths() globs  { return r.folded.Get()[0] }
func (r *rule) foldedWrites() globs { return r.folded.Get()[1] }
