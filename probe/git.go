package probe

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// hardening are the settings every git run of the probe gets, so that a
// hostile repository cannot turn a question into code execution or a
// write: no fsmonitor, hooks, pager, external diff or text conversion, no
// signature check (log.showSignature would run the repository's
// gpg.program), no network transport (a partial clone would fetch missing
// objects) nor credential helper, no untracked cache (a write), and no
// optional locks
// (GIT_OPTIONAL_LOCKS). Filters (clean, smudge, process) cannot be
// switched off from here, whatever their names: so the probe never asks
// git to read work-tree content (no status, no diff against the work
// tree, no checkout), nor anything that runs git in a submodule, and
// hashes files itself.
var hardening = []string{
	"-c", "core.fsmonitor=false",
	"-c", "core.hooksPath=/dev/null",
	"-c", "core.pager=cat",
	"-c", "core.untrackedCache=false",
	"-c", "core.sshCommand=false",
	"-c", "diff.external=",
	"-c", "log.showSignature=false",
	"-c", "protocol.allow=never",
	"-c", "credential.helper=",
	"--no-pager",
}

// Hardening returns the options that begin every git run of the probe,
// for the other git runs gatesh makes itself (the loop's).
func Hardening() []string { return append([]string(nil), hardening...) }

// gitEnv is the environment of the probe's git runs: the caller's PATH and
// HOME (for the user's global excludes), nothing the agent could use to
// steer git elsewhere (GIT_DIR, GIT_CONFIG_*, GIT_EXEC_PATH ...).
func gitEnv(getenv func(string) string) []string {
	env := []string{
		"GIT_OPTIONAL_LOCKS=0",
		"GIT_TERMINAL_PROMPT=0",
		"GIT_PAGER=cat",
		"PAGER=cat",
		"GIT_SSH_COMMAND=false",
		"GIT_NO_REPLACE_OBJECTS=1",
		"LC_ALL=C",
	}
	for _, k := range []string{"PATH", "HOME", "XDG_CONFIG_HOME"} {
		if v := getenv(k); v != "" {
			env = append(env, k+"="+v)
		}
	}
	return env
}

// ErrBudget means the probe ran out of its time or size budget: no
// downgrade.
var ErrBudget = errors.New("probe budget exhausted")

// git runs git in dir and returns its standard output. Any failure,
// including the deadline, is an error.
func (p *Prober) git(ctx context.Context, dir string, args ...string) ([]byte, error) {
	return p.cache.ask(ctx, dir, args, p.state(dir), func(ctx context.Context) ([]byte, error) {
		return p.runGit(ctx, dir, args...)
	})
}

// state is the state of dir's repository (repoState) for the cache, ""
// while the repository is not known. It is read once per Prober: nothing
// changes the repository while one command is judged, and git only reads.
func (p *Prober) state(dir string) string {
	gd := p.cache.gitdir(dir)
	if gd == "" {
		return ""
	}
	st, ok := p.states[gd]
	if !ok {
		st = repoState(gd)
		if p.states == nil {
			p.states = map[string]string{}
		}
		p.states[gd] = st
	}
	return st
}

func (p *Prober) runGit(ctx context.Context, dir string, args ...string) ([]byte, error) {
	full := append(append([]string{"-C", dir}, hardening...), args...)
	cmd := exec.CommandContext(ctx, p.gitPath, full...)
	cmd.Env = p.env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("%w: git %s", ErrBudget, args[0])
	}
	if err != nil {
		return nil, fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	if out.Len() > p.maxOutput {
		return nil, fmt.Errorf("%w: git %s printed more than %d bytes", ErrBudget, args[0], p.maxOutput)
	}
	return out.Bytes(), nil
}

// Repo is the repository a command runs in.
type Repo struct {
	Top    string // the work tree's top folder, symbolic links resolved
	GitDir string
	// Hash is "sha1" or "sha256": how blobs are named.
	Hash string
	cfg  gitConfig // its configuration, as git read it in the folder asked about
}

// repoArgs asks git for the repository of a folder.
var repoArgs = []string{"rev-parse", "--is-inside-work-tree", "--show-toplevel", "--absolute-git-dir", "--show-object-format"}

// repo finds the repository of dir. A bare repository, a partial clone
// (which may fetch missing objects) or a folder outside any work tree is
// an error: no downgrade there.
func (p *Prober) repo(ctx context.Context, dir string) (*Repo, error) {
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		// git -C refuses a folder that is not there: its answer, without
		// running it (TestRepoOfAMissingFolder compares the two).
		return nil, fmt.Errorf("git %s: exit status 128: fatal: cannot change to '%s': No such file or directory", strings.Join(repoArgs, " "), dir)
	}
	out, err := p.git(ctx, dir, repoArgs...)
	if err != nil {
		// git's own words (LC_ALL=C) for a folder in no repository; any
		// other failure leaves the answer unknown.
		if !errors.Is(err, ErrBudget) && strings.Contains(err.Error(), "not a git repository") {
			return nil, fmt.Errorf("%s: %w", dir, ErrOutside)
		}
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) > 0 && lines[0] == "false" {
		return nil, fmt.Errorf("%s: not inside a work tree: %w", dir, ErrOutside)
	}
	if len(lines) != 4 || lines[0] != "true" {
		return nil, fmt.Errorf("git rev-parse: unexpected output %q", out)
	}
	top, err := filepath.EvalSymlinks(lines[1])
	if err != nil {
		return nil, err
	}
	r := &Repo{Top: top, GitDir: lines[2], Hash: lines[3]}
	if p.cache.gitdir(dir) == "" {
		// The answer was kept before its repository was known: keep it
		// again with the repository's state, so that the next command
		// finds it.
		p.cache.learnRepo(dir, r.GitDir)
		p.cache.put(dir, repoArgs, p.state(dir), out, nil)
	}
	if p.cache.gitdir(r.Top) == "" {
		// Questions asked at the top (the listings, ls-tree) are kept
		// with the repository's state too, not as if it never changed.
		p.cache.learnRepo(r.Top, r.GitDir)
	}
	if r.Hash != "sha1" && r.Hash != "sha256" {
		return nil, fmt.Errorf("object format %q", r.Hash)
	}
	// A configuration git cannot read (or too large to read) leaves the
	// answer unknown.
	if cfg, err := p.config(ctx, dir); err != nil {
		return nil, err
	} else if cfg.last("extensions.partialClone") != "" {
		return nil, fmt.Errorf("a partial clone may fetch objects")
	} else {
		r.cfg = cfg
	}
	return r, nil
}

// splitZ splits NUL-terminated records.
func splitZ(out []byte) []string {
	var recs []string
	for _, rec := range bytes.Split(out, []byte{0}) {
		if len(rec) > 0 {
			recs = append(recs, string(rec))
		}
	}
	return recs
}
