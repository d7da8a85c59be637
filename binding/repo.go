package binding

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"

	"gatesh/probe"
)

// repo is what one repository says about the hooks and settings a git
// command there runs.
type repo struct {
	dir    string // where it was asked from
	gitDir string // "" when dir is in no repository
	common string // the common git folder, where hooks/ is by default
	top    string // the work tree's top; "" in a bare repository
	// settings are its settings from every file git reads (system,
	// global, local, worktree, included), in git's order; the probe's
	// own -c settings are left out.
	config []setting
	home   string // the user's, for ~ in core.hooksPath
	// err says, in words that stay the same from one look to the next,
	// why the repository could not be read; "" when it was.
	err string
}

// setting is one configuration entry: key as git prints it (section and
// name lowercase, subsection as written), and its value; null for a
// boolean written without one ("[core] bare", which is true), whose value
// is then "". scope is git's word for the file's place (system, global,
// local, worktree) and origin the file ("file:PATH").
type setting struct {
	key, value    string
	null          bool
	scope, origin string
}

// repo reads the repository of dir, once.
func (r *reader) repo(dir string) *repo {
	if rp, ok := r.repos[dir]; ok {
		return rp
	}
	rp := &repo{dir: dir}
	r.repos[dir] = rp
	if r.env.Git == "" {
		rp.err = "not read: git is not installed, so gatesh cannot tell which hooks would run"
		return rp
	}
	out, err := r.p.Git(dir, "rev-parse", "--path-format=absolute", "--absolute-git-dir", "--git-common-dir", "--is-bare-repository")
	if err != nil {
		if !errors.Is(err, probe.ErrBudget) && strings.Contains(err.Error(), "not a git repository") {
			return rp // no repository: nothing of its own runs
		}
		rp.err = failure(err)
		return rp
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 3 {
		rp.err = "not read: git rev-parse answered in a way gatesh does not know"
		return rp
	}
	rp.gitDir, rp.common = lines[0], lines[1]
	if lines[2] != "true" {
		top, err := r.p.Git(dir, "rev-parse", "--show-toplevel")
		if err != nil {
			rp.err = failure(err)
			return rp
		}
		rp.top = oneLine(top)
	}
	out, err = r.p.Git(dir, "config", "--list", "-z", "--show-scope", "--show-origin")
	if err != nil {
		rp.err = failure(err)
		return rp
	}
	rp.config = parseConfigList(out)
	rp.home = r.env.Home
	return rp
}

// failure says why a repository could not be read, the same way each
// time: the error's own text may hold times or process ids.
func failure(err error) string {
	if errors.Is(err, probe.ErrBudget) {
		return "not read: git did not answer in time, so gatesh cannot tell which hooks would run"
	}
	return "not read: git failed, so gatesh cannot tell which hooks would run"
}

// parseConfigList reads `git config --list -z --show-scope
// --show-origin`: records of SCOPE NUL ORIGIN NUL KEY [LF VALUE] NUL. The
// command scope is the probe's own hardening, never the command's.
func parseConfigList(out []byte) []setting {
	var list []setting
	parts := bytes.Split(out, []byte{0})
	for i := 0; i+2 < len(parts); i += 3 {
		scope, origin := string(parts[i]), string(parts[i+1])
		key, value, hasValue := strings.Cut(string(parts[i+2]), "\n")
		if scope == "command" || key == "" {
			continue
		}
		list = append(list, setting{key: key, value: value, null: !hasValue, scope: scope, origin: origin})
	}
	return list
}

// last returns the value git uses for a single-valued key: the last one.
func (rp *repo) last(key string) (string, bool) {
	for i := len(rp.config) - 1; i >= 0; i-- {
		if rp.config[i].key == key {
			return rp.config[i].value, true
		}
	}
	return "", false
}

// hooksDir is where git looks for hooks: core.hooksPath (~ expanded,
// relative to where hooks run: the work tree's top, or the git folder of
// a bare repository), else hooks/ in the common git folder.
func (rp *repo) hooksDir() string {
	p, _ := rp.last("core.hookspath")
	return rp.hooksAt(p)
}

// hooksAt is hooksDir for a core.hooksPath of p ("": none).
func (rp *repo) hooksAt(p string) string {
	if p == "" {
		return filepath.Join(rp.common, "hooks")
	}
	if p == "~" || strings.HasPrefix(p, "~/") {
		p = filepath.Join(rp.home, strings.TrimPrefix(p, "~"))
	}
	if !filepath.IsAbs(p) {
		base := rp.top
		if base == "" {
			base = rp.gitDir
		}
		p = filepath.Join(base, p)
	}
	return p
}
