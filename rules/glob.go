package rules

import (
	"fmt"
	"path"
	"strings"
)

// glob is a compiled path pattern. A pattern without a slash matches the
// base name of a path (".env", "*.pem"); one with a slash matches the whole
// cleaned path, segment by segment. "*" and "?" never cross a slash; a "**"
// segment matches any number of segments, including none, but a leading
// "**" never matches the root of an absolute path, so "**/dist" names only
// relative paths.
type glob struct {
	raw      string
	segs     []string
	basename bool
}

func compileGlob(p string) (glob, error) {
	if p == "" {
		return glob{}, fmt.Errorf("empty pattern")
	}
	g := glob{raw: p, basename: !strings.Contains(p, "/")}
	if g.basename {
		g.segs = []string{p}
	} else {
		g.segs = strings.Split(p, "/")
	}
	for _, s := range g.segs {
		if s == "**" {
			continue
		}
		if _, err := path.Match(s, ""); err != nil {
			return glob{}, fmt.Errorf("pattern %q: %w", p, err)
		}
	}
	return g, nil
}

// match reports whether the glob matches name, which the caller has cleaned.
func (g glob) match(name string) bool {
	if g.basename {
		base := name
		if i := strings.LastIndexByte(strings.TrimRight(name, "/"), '/'); i >= 0 {
			base = name[i+1:]
		}
		ok, _ := path.Match(g.segs[0], base)
		return ok
	}
	return matchSegs(g.segs, strings.Split(name, "/"), true)
}

func matchSegs(pat, segs []string, first bool) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			rest := pat[1:]
			for i := 0; i <= len(segs); i++ {
				if i > 0 && segs[i-1] == "" && first && i == 1 {
					return false // a leading ** does not take the root
				}
				if matchSegs(rest, segs[i:], false) {
					return true
				}
			}
			return false
		}
		if len(segs) == 0 {
			return false
		}
		if ok, _ := path.Match(pat[0], segs[0]); !ok {
			return false
		}
		pat, segs, first = pat[1:], segs[1:], false
	}
	return len(segs) == 0
}

// globs is an OR of patterns.
type globs []glob

func compileGlobs(ps []string) (globs, error) {
	var out globs
	for _, p := range ps {
		g, err := compileGlob(p)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

func (gs globs) match(name string) bool {
	for _, g := range gs {
		if g.match(name) {
			return true
		}
	}
	return false
}

// nameGlobs match whole strings with path.Match rules, for command names,
// wrappers, environment names and the like.
type nameGlobs []string

func compileNames(ps []string) (nameGlobs, error) {
	for _, p := range ps {
		if _, err := path.Match(p, ""); err != nil {
			return nil, fmt.Errorf("pattern %q: %w", p, err)
		}
	}
	return nameGlobs(ps), nil
}

func (ns nameGlobs) match(s string) bool {
	for _, p := range ns {
		if p == s {
			return true
		}
		if ok, _ := path.Match(p, s); ok {
			return true
		}
	}
	return false
}
