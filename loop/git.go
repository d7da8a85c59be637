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
)

// gitTimeout bounds each git command the loop runs itself. Snapshots
// happen outside the run's deadline, so that a run stopped by the deadline
// still records what changed.
const gitTimeout = 2 * time.Minute

// Repo is the git work tree the loop runs in. The loop only reads it: the
// snapshots go through a temporary index, and nothing here writes the real
// index, a ref, the branch or a commit. Tree and blob objects are added to
// the object database; git's gc removes them once nothing refers to them.
type Repo struct {
	Dir    string // where the loop runs, inside the work tree
	Top    string // the work tree's top folder
	GitDir string // this work tree's git folder (a linked worktree has its own)
	Index  string // the real index file
	git    string
	env    []string
}

// errNotWorkTree means the folder is not inside a git work tree.
var errNotWorkTree = errors.New("not inside a git work tree")

// OpenRepo finds the work tree around dir with the program git ("" for
// the first on PATH). env is the environment git runs with; variables
// that would point git at another repository or index are dropped.
func OpenRepo(dir, git string, env []string) (*Repo, error) {
	if git == "" {
		var err error
		if git, err = exec.LookPath("git"); err != nil {
			return nil, fmt.Errorf("git: %w", err)
		}
	}
	r := &Repo{Dir: dir, git: git, env: gitEnv(env)}
	out, err := r.run(nil, "rev-parse", "--is-inside-work-tree")
	if err != nil || strings.TrimSpace(string(out)) != "true" {
		return nil, fmt.Errorf("%s: %w", dir, errNotWorkTree)
	}
	out, err = r.run(nil, "rev-parse", "--show-toplevel", "--absolute-git-dir", "--git-path", "index")
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != 3 {
		return nil, fmt.Errorf("git rev-parse: unexpected output %q", out)
	}
	r.Top, r.GitDir, r.Index = lines[0], lines[1], lines[2]
	if !filepath.IsAbs(r.Index) {
		r.Index = filepath.Join(dir, r.Index)
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

// run runs git in the loop's folder with extra environment entries.
func (r *Repo) run(extra []string, args ...string) ([]byte, error) {
	return r.runIn(extra, nil, args...)
}

func (r *Repo) runIn(extra []string, stdin io.Reader, args ...string) ([]byte, error) {
	if args[0] != "config" {
		args = append(r.noFilters(), args...)
	}
	ctx, cancel := context.WithTimeout(context.Background(), gitTimeout)
	defer cancel()
	// No fsmonitor hook and no hooks: programs the repository's config
	// and folder name, which the worker may have written, would run here
	// outside the gate (post-index-change on add, post-checkout on a
	// worktree).
	cmd := exec.CommandContext(ctx, r.git, append([]string{"-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"}, args...)...)
	cmd.Dir = r.Dir
	cmd.Env = append(append([]string{}, r.env...), extra...)
	cmd.Stdin = stdin
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
	out, err := r.run(nil, "status", "--porcelain", "-z")
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
	idx := []string{"GIT_INDEX_FILE=" + tmp}
	if _, err := r.run(idx, "add", "--all", "--", ":/"); err != nil {
		return "", err
	}
	out, err := r.run(idx, "write-tree")
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}

// noFilters are the -c options that empty every filter driver the
// repository's config names (clean, smudge, process), so that the git
// the loop runs itself (add, status, diff) runs none: the worker may have written the config and the
// attributes. The snapshot then holds the files as they are.
func (r *Repo) noFilters() []string {
	out, err := r.run(nil, "config", "--null", "--name-only", "--get-regexp", `^filter\..*\.(clean|smudge|process|required)$`)
	if err != nil && len(out) == 0 {
		// git config exits 1 when nothing matches.
		return nil
	}
	var off []string
	seen := map[string]bool{}
	for _, key := range strings.Split(string(out), "\x00") {
		key = strings.TrimSpace(key)
		i := strings.LastIndexByte(key, '.')
		if !strings.HasPrefix(key, "filter.") || i <= len("filter.") {
			continue
		}
		driver := key[len("filter."):i]
		if seen[driver] {
			continue
		}
		seen[driver] = true
		for _, k := range []string{"clean", "smudge", "process"} {
			off = append(off, "-c", "filter."+driver+"."+k+"=")
		}
		off = append(off, "-c", "filter."+driver+".required=false")
	}
	return off
}

// diffFlags keep programs that the repository's config or attributes name
// (external diff drivers, text conversions) from running.
var diffFlags = []string{"--no-ext-diff", "--no-textconv", "--no-renames", "--no-color"}

// Patch is the binary patch from tree a to tree b, which `git apply`
// applies to a to give b.
func (r *Repo) Patch(a, b string) ([]byte, error) {
	return r.run(nil, append(append([]string{"diff", "--binary", "--full-index"}, diffFlags...), a, b)...)
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
	out, err := r.run(nil, append(append([]string{"diff", "--numstat", "-z"}, diffFlags...), a, b)...)
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
	text, err := r.run(nil, append(append([]string{"diff", "--stat=100"}, diffFlags...), a, b)...)
	return d, text, err
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
