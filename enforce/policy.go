package enforce

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/internal/peercred"
)

// DefaultWritable are the caches and tool homes a green command may write
// besides the project and the temporary folders: package managers and
// build caches. "~/" is the home folder and "$NAME/" an environment
// variable; an entry whose variable is unset is skipped. An agent's
// shell snapshot folder is not among them: the agent sources what is
// there before every command, so only the session-start call that makes
// a new snapshot may write it (Inputs.Setup). Nor is ~/.local/share as
// a whole: programs load code from it later, outside any restriction
// (bash-completion's completions, systemd's user units, Neovim's
// plugins, direnv's allow list, an agent installed there); only the
// package stores builds need are listed. What is listed still holds
// code other builds load (a module in ~/go/pkg/mod, a package in
// pnpm's store, a wheel in pip's cache): docs/landlock.md says so.
var DefaultWritable = []string{
	"~/.cache",
	"~/.npm",
	"~/.cargo/registry",
	"~/.cargo/git",
	"~/.local/share/pnpm/store",
	"~/.local/share/virtualenv",
	"~/go/pkg/mod",
	"$GOPATH/pkg/mod",
	"$GOMODCACHE",
	"$GOCACHE",
	"~/.m2/repository",
	"~/.gradle/caches",
}

// startupFiles are the shell startup files under the home folder. A green
// command never writes them, even when the project is the home folder.
var startupFiles = []string{
	".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".bash_aliases",
	".profile", ".zshrc", ".zshenv", ".zprofile", ".zlogin", ".inputrc",
}

// devices are the device files any command may read and write.
var devices = []string{"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty", "/dev/ptmx"}

// Inputs are the facts a policy is made from.
type Inputs struct {
	Cwd        string
	Home       string // the user's home folder; "" when unknown
	GateshHome string
	Getenv     func(string) string `json:"-"`
	// SecretPaths are the path patterns of the rules that guard
	// credentials (rules.Set.SecretPaths): the ones with a literal
	// folder or file are hidden.
	SecretPaths []string
	// SecretExceptions are the rules' except_paths: public files inside
	// a hidden folder (~/.aws/config, known_hosts, *.pub) stay readable.
	SecretExceptions []string
	// Hidden are more paths no green command reads: the operator key
	// when it lives outside the gatesh folder, the review token.
	Hidden []string
	// Writable replaces DefaultWritable when not nil.
	Writable []string
	// ProjectProtected are files and folders, relative to the project's
	// top level, that stay read-only beneath it: the agents' project
	// settings. Landlock cannot take an entry out of a writable folder
	// without taking the right to create, remove and rename entries in
	// that folder, so the top level then takes no new entries.
	ProjectProtected []string
	// Setup are the folders in which the command makes its agent's new
	// session snapshot: the session-start call the rules recognise, and
	// that one only, may write there.
	Setup []string
	// Install is the folder of gatesh's own programs (gatesh,
	// gatesh-net), which no project may be or lie in.
	Install string
	// Path are more folders on the command's PATH than the environment's
	// (a literal PATH the command sets): no project may be one.
	Path []string
	// Links are the trusted folders' links resolved already (a Landlock
	// daemon that watches what each was decided by publishes them): a
	// folder as written, and where it leads, "" when it leads nowhere.
	// A trusted folder not in it is resolved here.
	Links map[string]string `json:"-"`
}

// Root is a folder a green command may write beneath.
type Root struct {
	Path string
	Why  string // "project", "git", "temp", "cache" or "setup"
}

// Policy is what green means for one command, as paths.
type Policy struct {
	Project string
	Write   []Root
	// Hidden are never read; Protected are never written, even where
	// they lie beneath a writable root.
	Hidden []string
	// Except are the exceptions the secret rules make, files inside
	// hidden folders that may be read after all: an absolute path
	// (~/.aws/config), or a name or pattern looked for in each hidden
	// folder (known_hosts, *.pub). Build finds the files.
	Except    []string
	Protected []string
	Devices   []string
	// Home is the home folder, where a person makes credentials while
	// commands run (gh auth login): a hidden path there is kept out of
	// the grants even while it does not exist.
	Home string
	// Notes say what the policy could not express.
	Notes []string
	// Refused says why the working folder's project is not writable:
	// it is, or lies in, a folder gatesh trusts (trusted.go). The
	// command is held rather than run without its project.
	Refused *WorkdirError
}

// NewPolicy works out the policy for a command run from in.Cwd.
func NewPolicy(in Inputs) Policy { return newPolicy(in, nil) }

// ProjectOf is the project of a command run from cwd when nothing else
// is known, NewPolicy(Inputs{Cwd: cwd}).Project: the git top level of
// cwd, else cwd, "" when that is too broad or not a project.
func ProjectOf(cwd string) string { return grantProject(cwd, nil, "", nil).project }

// newPolicy is NewPolicy with the trusted folders of in, when known.
func newPolicy(in Inputs, trusted []trustedFolder) Policy {
	getenv := in.Getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	expand := func(p string) (string, bool) { return expandPath(p, in.Home, getenv) }
	var p Policy
	if trusted == nil {
		trusted = trustedFolders(in, getenv, expand)
	}
	g := grantProject(in.Cwd, homesOf(in.Home), in.GateshHome, trusted)
	p.Refused = g.refused
	if g.note != "" {
		p.Notes = append(p.Notes, g.note)
	}
	if g.project != "" {
		project := g.project
		if len(g.inner) > 0 {
			p.Protected = append(p.Protected, g.inner...)
			p.Notes = append(p.Notes, trustedNote(g.inner))
		}
		p.Project = project
		p.Write = append(p.Write, Root{project, "project"})
		for _, d := range g.gitDirs {
			p.Write = append(p.Write, Root{d, "git"})
		}
		for _, rel := range in.ProjectProtected {
			if rel != "" && !filepath.IsAbs(rel) {
				p.Protected = append(p.Protected, filepath.Join(project, rel))
			}
		}
	}
	for _, t := range []string{"/tmp", getenv("TMPDIR"), "/dev/shm"} {
		if t != "" {
			p.Write = append(p.Write, Root{t, "temp"})
		}
	}
	writable := in.Writable
	if writable == nil {
		writable = DefaultWritable
	}
	for _, w := range writable {
		path, ok := expand(w)
		if !ok {
			continue
		}
		// A cache is never a folder gatesh trusts (PNPM_HOME on PATH),
		// and one beneath it stays read-only.
		t, inner := trustedIn(path, trusted)
		if t != nil {
			p.Notes = append(p.Notes, fmt.Sprintf("cache %s %s: not writable", path, t.why))
			continue
		}
		if len(inner) > 0 {
			p.Protected = append(p.Protected, inner...)
			p.Notes = append(p.Notes, trustedNote(inner))
		}
		p.Write = append(p.Write, Root{path, "cache"})
	}
	for _, s := range in.Setup {
		if filepath.IsAbs(s) {
			p.Write = append(p.Write, Root{filepath.Clean(s), "setup"})
		}
	}
	work := workOf(in)
	for _, pat := range in.SecretPaths {
		path, ok := literalPath(pat, expand)
		if !ok {
			continue
		}
		// A credential path is a file or a folder of them. One that
		// holds the home or gatesh's folder is a rule's scope, not a
		// credential: hiding it would make every green command fail to
		// read its own work. One that holds only the working folder
		// stays hidden: a command run from inside ~/.ssh must not
		// unhide it.
		if scope := holdsWork(path, work); scope != "" {
			p.Notes = append(p.Notes, fmt.Sprintf("secret path %s holds %s: not hidden", path, scope))
			continue
		}
		p.Hidden = append(p.Hidden, path)
	}
	if in.GateshHome != "" {
		p.Hidden = append(p.Hidden, filepath.Join(in.GateshHome, "keys"))
		p.Protected = append(p.Protected, in.GateshHome)
	}
	p.Hidden = dedupe(append(p.Hidden, in.Hidden...))
	p.Except = exceptions(p.Hidden, in.SecretExceptions, expand)
	if in.Home != "" {
		for _, f := range startupFiles {
			p.Protected = append(p.Protected, filepath.Join(in.Home, f))
		}
	}
	p.Devices = devices
	if in.Home != "" {
		p.Home = filepath.Clean(in.Home)
	}
	return p
}

// workFolder is a folder no credential path may hold, and what it is.
type workFolder struct{ dir, what string }

// workOf are the home folder and gatesh's folder of in, cleaned once for
// every credential path.
func workOf(in Inputs) [2]workFolder {
	var out [2]workFolder
	for i, w := range [2]workFolder{{in.Home, "the home folder"}, {in.GateshHome, "gatesh's folder"}} {
		if w.dir != "" {
			out[i] = workFolder{filepath.Clean(w.dir), w.what}
		}
	}
	return out
}

// holdsWork names the home folder or gatesh's folder (workOf) when path
// is or holds it, or is "" when it holds neither.
func holdsWork(path string, work [2]workFolder) string {
	for _, w := range work {
		if w.dir != "" && isWithin(w.dir, path) {
			return w.what
		}
	}
	return ""
}

// expandPath turns "~/x" and "$NAME/x" into absolute paths; ok is false
// when the home folder or the variable is unknown, or the result is not
// absolute.
func expandPath(p, home string, getenv func(string) string) (string, bool) {
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		if home == "" {
			return "", false
		}
		p = home + p[1:]
	case strings.HasPrefix(p, "$"):
		name, rest, _ := strings.Cut(p[1:], "/")
		v := getenv(strings.Trim(name, "{}"))
		if v == "" {
			return "", false
		}
		p = v + "/" + rest
	}
	if !filepath.IsAbs(p) {
		return "", false
	}
	return filepath.Clean(p), true
}

// literalPath is the file or folder a secret pattern names, when the
// kernel can hide it: the pattern must be anchored (absolute, "~/" or a
// variable) and either have no glob at all or end in "/**" after a
// literal folder. "/**/.ssh/**" and "/proc/*/environ" cannot be hidden by
// path; the static rules still hold them.
func literalPath(pat string, expand func(string) (string, bool)) (string, bool) {
	lit := strings.TrimSuffix(pat, "/**")
	if strings.ContainsAny(lit, "*?[{") {
		return "", false
	}
	path, ok := expand(lit)
	if !ok || path == "/" {
		return "", false
	}
	return path, true
}

// exceptions lists the exceptions that can apply inside the hidden
// folders: an anchored exception that lies in one, as it is, and a bare
// name or pattern ("known_hosts", "*.pub"), for Build to look for in each
// hidden folder.
func exceptions(hidden, except []string, expand func(string) (string, bool)) []string {
	var out []string
	for _, e := range except {
		if path, ok := expand(e); ok {
			if !strings.ContainsAny(path, "*?[{") && containsAny(hidden, path) {
				out = append(out, path)
			}
			continue
		}
		if !strings.Contains(e, "/") {
			out = append(out, e)
		}
	}
	return dedupe(out)
}

// exceptionFiles are the files the exceptions name: an absolute one as it
// is, a bare one matched in each hidden folder that exists and this user
// can reach (dirs).
func exceptionFiles(fs *fsys, pol Policy, dirs map[string]bool) []string {
	var out []string
	for _, e := range pol.Except {
		if filepath.IsAbs(e) {
			out = append(out, e)
			continue
		}
		for _, h := range pol.Hidden {
			if !dirs[h] {
				continue
			}
			matches, _ := fs.glob(filepath.Join(h, e))
			out = append(out, matches...)
		}
	}
	return dedupe(out)
}

// findProject is the git top level of cwd, else cwd, with the git folders
// a linked worktree writes to (its gitdir and the common folder).
func findProject(cwd string) (string, []string) {
	cwd = filepath.Clean(cwd)
	for dir := cwd; ; dir = filepath.Dir(dir) {
		fi, err := os.Lstat(filepath.Join(dir, ".git"))
		if err == nil {
			if fi.Mode().IsRegular() {
				return dir, worktreeGitDirs(dir)
			}
			return dir, nil
		}
		if dir == "/" || dir == "." {
			return cwd, nil
		}
	}
}

// worktreeGitDirs reads the "gitdir: PATH" line of a linked worktree's
// .git file, and the common folder that gitdir names. The .git file is
// the project's, which a green command may rewrite: a gitdir counts only
// when it is what git makes for a worktree, <common>/worktrees/<name>
// with a gitdir file that names this worktree's .git back, so that it
// cannot name a folder the project does not own already.
func worktreeGitDirs(top string) []string {
	data, err := readSmall(filepath.Join(top, ".git"))
	if err != nil || len(data) > 4096 {
		return nil
	}
	line, _, _ := strings.Cut(string(data), "\n")
	gitdir, ok := strings.CutPrefix(strings.TrimSpace(line), "gitdir: ")
	if !ok {
		return nil
	}
	if !filepath.IsAbs(gitdir) {
		gitdir = filepath.Join(top, gitdir)
	}
	gitdir = filepath.Clean(gitdir)
	back, err := readSmall(filepath.Join(gitdir, "gitdir"))
	if err != nil || len(back) > 4096 {
		return nil
	}
	backPath := strings.TrimSpace(string(back))
	if !filepath.IsAbs(backPath) {
		backPath = filepath.Join(gitdir, backPath)
	}
	if !samePath(backPath, filepath.Join(top, ".git")) {
		return nil
	}
	if filepath.Base(filepath.Dir(gitdir)) != "worktrees" {
		return nil
	}
	dirs := []string{gitdir}
	if c, err := readSmall(filepath.Join(gitdir, "commondir")); err == nil && len(c) < 4096 {
		common := strings.TrimSpace(string(c))
		if !filepath.IsAbs(common) {
			common = filepath.Join(gitdir, common)
		}
		if common = filepath.Clean(common); common == filepath.Dir(filepath.Dir(gitdir)) {
			dirs = append(dirs, common)
		}
	}
	// As real paths: Build grants a project or git root only where its
	// path leads without a link (see build).
	var real []string
	for _, d := range dirs {
		if r, err := filepath.EvalSymlinks(d); err == nil {
			real = append(real, r)
		}
	}
	return real
}

// readSmall reads a file of the git folders, of which more than 4096
// bytes are not read: os.ReadFile also stats it and tries Go's poller on
// it, seven system calls more. It reads into a buffer on the stack and
// copies out what it read: a few KiB of fresh heap cost more.
func readSmall(path string) ([]byte, error) {
	var buf [4097]byte
	n, err := peercred.ReadInto(path, buf[:])
	if err != nil {
		return nil, err
	}
	return append([]byte(nil), buf[:n]...), nil
}

// samePath reports whether a and b name one file, as written or once
// their links are resolved.
func samePath(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	ra, errA := filepath.EvalSymlinks(a)
	rb, errB := filepath.EvalSymlinks(b)
	return errA == nil && errB == nil && ra == rb
}

// isWithin reports whether path is dir or lies beneath it.
func isWithin(path, dir string) bool {
	if dir == "/" {
		return true
	}
	// strings.HasPrefix(path, dir+"/"), without making the string.
	return path == dir || len(path) > len(dir) && path[len(dir)] == '/' && path[:len(dir)] == dir
}

// within lists the paths of ps that are dir or lie beneath it.
func within(ps []string, dir string) []string {
	var out []string
	for _, p := range ps {
		if isWithin(p, dir) {
			out = append(out, p)
		}
	}
	return out
}

// dedupe sorts and removes duplicate paths.
func dedupe(ps []string) []string {
	slices.Sort(ps)
	return slices.Compact(ps)
}
