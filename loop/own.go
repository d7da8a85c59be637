package loop

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/binding"
)

// The worker may write the repository's configuration and attributes:
// its work tree, and in a tasks run the common git folder, which a linked
// worktree's commands can write. A program named there (a filter's clean,
// smudge or process, a diff driver, fsmonitor, a hook) would run in the
// loop's own git as the operator, outside the gate. Emptying the programs
// by name did not hold: a name git's -c cannot spell ([filter "x=y"]), or
// one an include brings in only for the branch a task's worktree is on,
// is missed. So the loop's git that reads the work tree, the index or the
// objects never reads the repository's configuration at all: it runs with
// a git folder of gatesh's own (GIT_DIR), in the run's folder, which the
// worker cannot write, holding:
//   - config: the repository format, and the repository's data settings
//     of ownSettings (line endings, file modes, case, the excludes file),
//     copied by value; no key that names a program can be among them, and
//     no include is copied;
//   - HEAD: the commit the question needs, or an unborn branch;
//   - info/exclude: a copy of the repository's, so that the snapshot
//     leaves out what the operator excludes;
//   - no hooks and no info/attributes.
// The objects are the repository's (GIT_OBJECT_DIRECTORY), the work tree
// and the index those named; no system or global file is read
// (GIT_CONFIG_NOSYSTEM, GIT_CONFIG_GLOBAL=/dev/null), no settings from
// the environment (GIT_CONFIG_PARAMETERS, GIT_CONFIG_COUNT) and no system
// attributes (GIT_ATTR_NOSYSTEM). An attribute that names a filter or a
// diff driver then names one that no configuration defines, and git runs
// nothing for it: the snapshot holds the files as they are, and a task's
// worktree is checked out as the commit holds it.

// ownSettings are the repository's settings the loop's own git folder
// carries, by value: data, never a program.
var ownSettings = []string{
	"core.autocrlf", "core.eol", "core.safecrlf", "core.filemode", "core.symlinks", "core.ignorecase",
	"core.precomposeunicode", "core.protecthfs", "core.protectntfs", "core.excludesfile", "core.checkstat",
	"core.trustctime", "core.bigfilethreshold", "core.checkroundtripencoding",
}

// ownRun is one git run through the loop's own git folder.
type ownRun struct {
	workTree string // the work tree; "" for the repository's
	index    string // the index file; "" for none
	head     string // the commit HEAD names; "" for an unborn branch
}

// own runs git through the loop's own git folder.
func (r *Repo) own(o ownRun, args ...string) ([]byte, error) {
	if err := r.writeOwn(o.head); err != nil {
		return nil, fmt.Errorf("gatesh's own git folder: %w", err)
	}
	dir, workTree := r.Dir, r.Top
	if o.workTree != "" {
		dir, workTree = o.workTree, o.workTree
	}
	env := []string{"GIT_DIR=" + r.ownDir, "GIT_WORK_TREE=" + workTree,
		"GIT_OBJECT_DIRECTORY=" + filepath.Join(r.common, "objects"),
		"GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=" + os.DevNull, "GIT_ATTR_NOSYSTEM=1", "GIT_NO_REPLACE_OBJECTS=1",
		// Nor settings from the environment (the last value of a
		// variable is the one a process gets).
		"GIT_CONFIG_PARAMETERS=", "GIT_CONFIG_COUNT=0"}
	if o.index != "" {
		env = append(env, "GIT_INDEX_FILE="+o.index)
	}
	return r.exec(dir, env, args...)
}

// writeOwn writes the loop's own git folder afresh: its settings and
// excludes as the repository has them now, and HEAD.
func (r *Repo) writeOwn(head string) error {
	if r.ownDir == "" {
		return errors.New("no folder for it")
	}
	for _, d := range []string{r.ownDir, filepath.Join(r.ownDir, "refs"), filepath.Join(r.ownDir, "info")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return err
		}
	}
	settings, err := r.dataSettings()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(r.ownDir, "config"), []byte(binding.Config(settings)), 0o600); err != nil {
		return err
	}
	ref := "ref: refs/heads/gatesh-own"
	if head != "" {
		ref = head
	}
	if err := os.WriteFile(filepath.Join(r.ownDir, "HEAD"), []byte(ref+"\n"), 0o600); err != nil {
		return err
	}
	exclude := filepath.Join(r.ownDir, "info", "exclude")
	data, err := os.ReadFile(filepath.Join(r.common, "info", "exclude"))
	if errors.Is(err, os.ErrNotExist) {
		err = os.Remove(exclude)
		if errors.Is(err, os.ErrNotExist) {
			err = nil
		}
		return err
	}
	if err != nil {
		return err
	}
	return os.WriteFile(exclude, data, 0o600)
}

// dataSettings are the own git folder's settings: the repository's
// format (its version and object format), then the last value of each of
// ownSettings as git reads them for the repository now.
func (r *Repo) dataSettings() ([]binding.Setting, error) {
	out, err := r.run("config", "--list", "-z")
	if err != nil {
		return nil, err
	}
	settings := []binding.Setting{{Key: "core.repositoryformatversion", Value: "0"}, {Key: "core.bare", Value: "false"}}
	if r.format != "sha1" {
		settings[0].Value = "1"
		settings = append(settings, binding.Setting{Key: "extensions.objectformat", Value: r.format})
	}
	last := map[string]binding.Setting{}
	for _, rec := range bytes.Split(out, []byte{0}) {
		key, value, hasValue := strings.Cut(string(rec), "\n")
		if slices.Contains(ownSettings, key) {
			last[key] = binding.Setting{Key: key, Value: value, Null: !hasValue}
		}
	}
	for _, key := range ownSettings {
		if s, ok := last[key]; ok {
			settings = append(settings, s)
		}
	}
	return settings, nil
}

// head is the commit the work tree's HEAD names, "" on an unborn branch.
func (r *Repo) head() (string, error) {
	out, err := r.run("rev-parse", "--verify", "-q", "HEAD^{commit}")
	if err != nil {
		if _, serr := r.run("symbolic-ref", "-q", "HEAD"); serr == nil {
			return "", nil // a branch with no commit yet
		}
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}

// CheckOut fills a task's new worktree at top (made with nothing checked
// out, probe.AddWorktree) with commit, through the loop's own git folder:
// its index is the worktree's own, and no filter or hook runs.
func (r *Repo) CheckOut(top, commit string) error {
	out, err := r.exec(top, nil, "rev-parse", "--git-path", "index")
	if err != nil {
		return err
	}
	index := strings.TrimSpace(string(out))
	if !filepath.IsAbs(index) {
		index = filepath.Join(top, index)
	}
	_, err = r.own(ownRun{workTree: top, index: index, head: commit}, "read-tree", "--reset", "-u", commit)
	return err
}
