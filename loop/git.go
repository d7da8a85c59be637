package loop

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gatesh/probe"
)

// gitTimeout bounds each git command the loop runs itself. Snapshots
// happen outside the run's deadline, so that a run stopped by the deadline
// still records what changed.
const gitTimeout = 2 * time.Minute

// Repo is the git work tree the loop runs in. The loop only reads it: the
// snapshots go through a temporary index, and nothing here writes the real
// index, a ref, the branch or a commit. Tree and blob objects are added to
// the object database; git's gc removes them once nothing refers to them.
//
// Every git run that reads the work tree, the index or the objects goes
// through gatesh's own git folder (own.go), so that no program the
// repository's configuration or attributes name runs; the repository's
// own folder is only asked where things are (rev-parse) and for its data
// settings (config --list), which run no program.
type Repo struct {
	Dir    string // where the loop runs, inside the work tree
	Top    string // the work tree's top folder
	GitDir string // this work tree's git folder (a linked worktree has its own)
	Index  string // the real index file
	// common is the repository's common git folder (objects, info).
	common string
	// ownDir is gatesh's own git folder for this repository.
	ownDir string
	// format is the object format, sha1 or sha256.
	format string
	git    string
	env    []string
}

// errNotWorkTree means the folder is not inside a git work tree.
var errNotWorkTree = errors.New("not inside a git work tree")

// OpenRepo finds the work tree around dir with the program git ("" for
// the first on PATH). env is the environment git runs with; variables
// that would point git at another repository or index are dropped. own
// is a folder the worker cannot write (the run's own), where gatesh keeps
// its own git folder for the repository.
func OpenRepo(dir, git string, env []string, own string) (*Repo, error) {
	if git == "" {
		var err error
		if git, err = exec.LookPath("git"); err != nil {
			return nil, fmt.Errorf("git: %w", err)
		}
	}
	r := &Repo{Dir: dir, git: git, env: gitEnv(env), ownDir: own}
	out, err := r.run("rev-parse", "--is-inside-work-tree")
	if err != nil || strings.TrimSpace(string(out)) != "true" {
		return nil, fmt.Errorf("%s: %w", dir, errNotWorkTree)
	}
	out, err = r.run("rev-parse", "--show-toplevel", "--absolute-git-dir", "--git-path", "index", "--git-common-dir", "--show-object-format")
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != 5 {
		return nil, fmt.Errorf("git rev-parse: unexpected output %q", out)
	}
	r.Top, r.GitDir, r.Index, r.common, r.format = lines[0], lines[1], lines[2], lines[3], lines[4]
	if !filepath.IsAbs(r.Index) {
		r.Index = filepath.Join(dir, r.Index)
	}
	if !filepath.IsAbs(r.common) {
		r.common = filepath.Join(dir, r.common)
	}
	return r, nil
}

// gitEnv drops the variables that choose another repository, work tree
// or index than the one the loop found.
func gitEnv(env []string) []string {
	out := make([]string, 0, len(env)+1)
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY",
			"GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE", "GIT_OPTIONAL_LOCKS":
			continue
		}
		out = append(out, kv)
	}
	// Never refresh the real index's stat data behind the operator's back.
	return append(out, "GIT_OPTIONAL_LOCKS=0")
}

// run asks the repository's own git folder, from the loop's folder, a
// question that reads neither the work tree's content nor the index:
// where things are, what a name resolves to, its settings.
func (r *Repo) run(args ...string) ([]byte, error) {
	return r.exec(r.Dir, nil, args...)
}

// exec runs git in dir with extra environment entries after the loop's.
func (r *Repo) exec(dir string, extra []string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), gitTimeout)
	defer cancel()
	// The probe's hardening leads every git run of the loop: no fsmonitor
	// and no hooks (post-index-change on add, post-checkout and
	// reference-transaction on a worktree), no pager, no transport. Built
	// here, not at start-up, which every gatesh pays.
	cmd := exec.CommandContext(ctx, r.git, append(probe.Hardening(), args...)...)
	cmd.Dir = dir
	cmd.Env = append(append([]string{}, r.env...), extra...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return stdout.Bytes(), fmt.Errorf("git %s: %w: %s", args[0], err, strings.TrimSpace(stderr.String()))
	}
	return stdout.Bytes(), nil
}

// Dirty lists the work tree's changes as `git status --porcelain` does:
// staged, unstaged and untracked files, ignored ones left out. It does
// not write the index.
func (r *Repo) Dirty() ([]string, error) {
	head, err := r.head()
	if err != nil {
		return nil, err
	}
	// A submodule's own changes would take a git run in the submodule,
	// with its configuration: its commit is compared, its content not.
	out, err := r.own(ownRun{index: r.Index, head: head}, "status", "--porcelain", "-z", "--ignore-submodules=dirty")
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, e := range strings.Split(string(out), "\x00") {
		if e != "" {
			paths = append(paths, e)
		}
	}
	return paths, nil
}

// Snapshot returns the id of a git tree that holds the work tree as it is
// now: tracked and untracked files, ignored ones left out. It works on a
// copy of the index in scratch, so the real index is never written.
func (r *Repo) Snapshot(scratch string) (string, error) {
	f, err := os.CreateTemp(scratch, "index-")
	if err != nil {
		return "", err
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	defer os.Remove(tmp + ".lock")
	// Starting from the real index lets git reuse its stat data.
	if real, err := os.Open(r.Index); err == nil {
		_, err = io.Copy(f, real)
		real.Close()
		if err != nil {
			f.Close()
			return "", err
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		f.Close()
		return "", err
	}
	if err := f.Close(); err != nil {
		return "", err
	}
	if fi, err := os.Stat(tmp); err == nil && fi.Size() == 0 {
		os.Remove(tmp) // git wants no file rather than an empty one
	}
	idx := ownRun{index: tmp}
	add := func() error {
		// git add runs git status in each submodule the index holds,
		// with the submodule's own configuration, to see whether its
		// content changed: they are left as the index has them.
		spec, err := r.gitlinks(idx)
		if err != nil {
			return err
		}
		_, err = r.own(idx, append([]string{"add", "--all", "--", ":/"}, spec...)...)
		return err
	}
	if err := add(); err != nil {
		// A split index names a shared file beside the real one, which
		// the copy lacks: start again from no index (every file hashed).
		os.Remove(tmp)
		os.Remove(tmp + ".lock")
		if err := add(); err != nil {
			return "", err
		}
	}
	out, err := r.own(idx, "write-tree")
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}

// gitlinks are the pathspecs that leave out each submodule the index of
// o holds.
func (r *Repo) gitlinks(o ownRun) ([]string, error) {
	if _, err := os.Stat(o.index); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	out, err := r.own(o, "ls-files", "-s", "-z")
	if err != nil {
		return nil, err
	}
	var spec []string
	for _, rec := range strings.Split(string(out), "\x00") {
		if meta, path, ok := strings.Cut(rec, "\t"); ok && strings.HasPrefix(meta, "160000 ") {
			spec = append(spec, ":(top,literal,exclude)"+path)
		}
	}
	return spec, nil
}

// diffFlags keep programs that the repository's config or attributes name
// (external diff drivers, text conversions) from running.
var diffFlags = []string{"--no-ext-diff", "--no-textconv", "--no-renames", "--no-color"}

// Patch is the binary patch from tree a to tree b, which `git apply`
// applies to a to give b.
func (r *Repo) Patch(a, b string) ([]byte, error) {
	return r.own(ownRun{}, append(append([]string{"diff", "--binary", "--full-index"}, diffFlags...), a, b)...)
}

// DiffStat counts what changed from tree a to tree b.
type DiffStat struct {
	Files      int `json:"files"`
	Insertions int `json:"insertions"`
	Deletions  int `json:"deletions"`
	Binary     int `json:"binary,omitempty"`
}

// String is the diffstat's summary line.
func (d DiffStat) String() string {
	if d.Files == 0 {
		return "no change"
	}
	s := fmt.Sprintf("%d file%s, +%d -%d", d.Files, plural(d.Files), d.Insertions, d.Deletions)
	if d.Binary > 0 {
		s += fmt.Sprintf(" (%d binary)", d.Binary)
	}
	return s
}

// Stat returns the diffstat from tree a to tree b, and git's per-file
// --stat text for people.
func (r *Repo) Stat(a, b string) (DiffStat, []byte, error) {
	var d DiffStat
	out, err := r.own(ownRun{}, append(append([]string{"diff", "--numstat", "-z"}, diffFlags...), a, b)...)
	if err != nil {
		return d, nil, err
	}
	for _, rec := range strings.Split(string(out), "\x00") {
		f := strings.SplitN(rec, "\t", 3)
		if len(f) != 3 {
			continue
		}
		d.Files++
		if f[0] == "-" {
			d.Binary++
			continue
		}
		ins, _ := strconv.Atoi(f[0])
		del, _ := strconv.Atoi(f[1])
		d.Insertions += ins
		d.Deletions += del
	}
	text, err := r.own(ownRun{}, append(append([]string{"diff", "--stat=100"}, diffFlags...), a, b)...)
	return d, text, err
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
