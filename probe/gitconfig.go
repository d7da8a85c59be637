package probe

import (
	"bytes"
	"context"
	"strings"
)

// gitConfig is a repository's configuration as git reads it (every file,
// includes followed), by key in git's canonical spelling: section and
// name in lower case, a subsection as written.
type gitConfig map[string][]string

// config reads the configuration of dir's repository with one git run,
// which the cache keeps: a push's destination asks for up to seven keys,
// and a git run costs more than reading them all. A Prober reads it once
// per folder.
func (p *Prober) config(ctx context.Context, dir string) (gitConfig, error) {
	if cfg, ok := p.configs[dir]; ok {
		return cfg, nil
	}
	out, err := p.git(ctx, dir, "config", "--list", "-z")
	if err != nil {
		return nil, err
	}
	cfg := gitConfig{}
	for _, rec := range bytes.Split(out, []byte{0}) {
		if len(rec) == 0 {
			continue
		}
		// KEY NEWLINE VALUE; a key set without "=" (a true boolean)
		// has no newline and no value.
		key, val, _ := strings.Cut(string(rec), "\n")
		cfg[key] = append(cfg[key], val)
	}
	if p.configs == nil {
		p.configs = map[string]gitConfig{}
	}
	p.configs[dir] = cfg
	return cfg, nil
}

// values are the values of key, in the order git reads them; empty ones
// are left out.
func (c gitConfig) values(key string) []string {
	var out []string
	for _, v := range c[canonicalKey(key)] {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

// last is the value of key that git uses: the last one set.
func (c gitConfig) last(key string) string {
	vals := c.values(key)
	if len(vals) == 0 {
		return ""
	}
	return vals[len(vals)-1]
}

// canonicalKey spells key as git config --list does: the section (up to
// the first dot) and the name (after the last) in lower case, the
// subsection between them as it is.
func canonicalKey(key string) string {
	first, last := strings.IndexByte(key, '.'), strings.LastIndexByte(key, '.')
	if first < 0 {
		return strings.ToLower(key)
	}
	return strings.ToLower(key[:first]) + key[first:last] + strings.ToLower(key[last:])
}
