package probe

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
)

// listingMaxIndex is the largest index (in bytes, about ten thousand
// entries) for which a question about some paths is answered from one
// listing of the whole index or of HEAD's whole tree, kept in the cache
// for the batch, rather than from git with those paths: past it, the
// listing costs more than the questions it saves.
const listingMaxIndex = 1 << 20

// lsFilesStaged is the output of `git --literal-pathspecs ls-files -s -z
// --full-name -- PATHSPECS` run in cwd, taken where that is exact from
// the listing of the whole index (one git run for every such question of
// a batch), and from git itself otherwise.
func (p *Prober) lsFilesStaged(ctx context.Context, r *Repo, cwd string, pathspecs []string) ([]byte, error) {
	own := func() ([]byte, error) {
		return p.git(ctx, cwd, append([]string{"--literal-pathspecs", "ls-files", "-s", "-z", "--full-name", "--"}, pathspecs...)...)
	}
	if !p.listable(r) {
		return own()
	}
	prefix, ok := cwdPrefix(r, cwd)
	if !ok {
		return own()
	}
	matches := make([]string, 0, len(pathspecs)+1)
	if len(pathspecs) == 0 {
		matches = append(matches, prefix) // no pathspec: the folder git runs in
	}
	for _, ps := range pathspecs {
		m, ok := normalizePathspec(prefix, ps)
		if !ok {
			return own()
		}
		matches = append(matches, m)
	}
	all, err := p.git(ctx, r.Top, "--literal-pathspecs", "ls-files", "-s", "-z", "--full-name", "--")
	if err != nil {
		return own()
	}
	out, ok := filterListing(all, matches)
	if !ok {
		return own()
	}
	return out, nil
}

// lsTree is the output of `git --literal-pathspecs ls-tree -r -z
// --full-tree HEAD -- RELS` run at the top of r, taken where that is
// exact from the listing of HEAD's whole tree, and from git otherwise.
func (p *Prober) lsTree(ctx context.Context, r *Repo, rels []string) ([]byte, error) {
	args := append([]string{"--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", "HEAD", "--"}, rels...)
	if len(rels) == 0 || !p.listable(r) {
		return p.git(ctx, r.Top, args...)
	}
	matches := make([]string, 0, len(rels))
	for _, rel := range rels {
		m, ok := normalizePathspec("", rel)
		if !ok {
			return p.git(ctx, r.Top, args...)
		}
		matches = append(matches, m)
	}
	all, err := p.git(ctx, r.Top, args[:len(args)-len(rels)]...)
	if err != nil {
		return p.git(ctx, r.Top, args...)
	}
	out, ok := filterListing(all, matches)
	if !ok {
		return p.git(ctx, r.Top, args...)
	}
	return out, nil
}

// listable reports whether questions about r's paths may be answered
// from a listing: a small index, and no setting under which git matches
// or lists paths other than byte for byte (a case-insensitive work tree,
// a sparse index, whose listing holds folders).
func (p *Prober) listable(r *Repo) bool {
	if r.cfg == nil || p.cache == nil {
		return false
	}
	for _, key := range []string{"core.ignorecase", "core.precomposeunicode", "core.sparsecheckout", "index.sparse"} {
		for _, v := range r.cfg[canonicalKey(key)] {
			if !strings.EqualFold(v, "false") {
				return false // set, and not plainly off
			}
		}
	}
	info, err := os.Stat(filepath.Join(r.GitDir, "index"))
	return err == nil && info.Mode().IsRegular() && info.Size() <= listingMaxIndex
}

// cwdPrefix is cwd's place in r's work tree as git sees it (from the
// folder's real path): "" at the top, else a relative path ending in
// "/".
func cwdPrefix(r *Repo, cwd string) (string, bool) {
	real, err := filepath.EvalSymlinks(cwd)
	if err != nil {
		return "", false
	}
	rel, err := filepath.Rel(r.Top, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, "../") {
		return "", false
	}
	if rel == "." {
		return "", true
	}
	if rel == ".git" || strings.HasPrefix(rel, ".git/") {
		return "", false
	}
	return rel + "/", true
}

// normalizePathspec is git's reading of a literal pathspec given in the
// folder prefix (normalize_path_copy of prefix+ps): repeated slashes made
// one, "." components dropped, ".." taking the component before it away,
// a slash after a kept component kept ("src/." is "src/", "a/b/.." is
// "a/"). It is false for what git reads otherwise or refuses: an absolute
// path, an empty one, a ".." above the top.
func normalizePathspec(prefix, ps string) (string, bool) {
	if ps == "" || strings.HasPrefix(ps, "/") || strings.ContainsRune(ps, 0) {
		return "", false
	}
	in := strings.TrimLeft(prefix+ps, "/")
	out := make([]byte, 0, len(in))
	for len(in) > 0 {
		comp, rest, slash := strings.Cut(in, "/")
		in = strings.TrimLeft(rest, "/")
		switch comp {
		case ".":
		case "..":
			if len(out) == 0 {
				return "", false
			}
			// out ends in "/": go back to the slash before its last
			// component.
			i := bytes.LastIndexByte(out[:len(out)-1], '/')
			out = out[:i+1]
		default:
			out = append(out, comp...)
			if slash {
				out = append(out, '/')
			}
		}
	}
	return string(out), true
}

// filterListing keeps the records (MODE SP OID SP STAGE-or-NAME TAB PATH
// NUL) of a listing whose path one of matches takes, in order: a match
// "" takes every path, one ending in "/" the paths beneath it, any other
// the path itself and the paths beneath it. It is false where git might
// answer otherwise: a match that runs through a listed path (a file, a
// symbolic link or a submodule, where git refuses or stops), a record
// it cannot read.
func filterListing(all []byte, matches []string) ([]byte, bool) {
	var out bytes.Buffer
	for rest := all; len(rest) > 0; {
		i := bytes.IndexByte(rest, 0)
		if i < 0 {
			return nil, false
		}
		rec := rest[:i+1]
		rest = rest[i+1:]
		tab := bytes.IndexByte(rec, '\t')
		if tab < 0 {
			return nil, false
		}
		path := string(rec[tab+1 : len(rec)-1])
		taken := false
		for _, m := range matches {
			if len(m) > len(path) && strings.HasPrefix(m, path) && m[len(path)] == '/' {
				return nil, false // m runs through path
			}
			if !taken && pathspecTakes(m, path) {
				taken = true
			}
		}
		if taken {
			out.Write(rec)
		}
	}
	return out.Bytes(), true
}

// pathspecTakes is git's match of a literal pathspec m against a listed
// path.
func pathspecTakes(m, path string) bool {
	if m == "" {
		return true
	}
	if !strings.HasPrefix(path, m) {
		return false
	}
	return len(path) == len(m) || m[len(m)-1] == '/' || path[len(m)] == '/'
}
