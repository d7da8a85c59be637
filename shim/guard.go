package shim

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"gatesh/binding"
	"gatesh/config"
	"gatesh/queue"
)

// What an approval binds is read right before it is used, but the
// command acts later, and a process the gate let run earlier may still
// run alongside it. So an approved command runs in an environment the
// gate made, from files in the gate's own folder (which no restricted
// command can write):
//   - git's hooks are the gate's (core.hooksPath, which git passes on to
//     submodules): each runs `gatesh git-hook`, which runs the
//     repository's own hook only if it is the one the approval bound,
//     and for pre-push checks what git is about to push, and where,
//     against what the approval bound (binding.Hook, binding.CheckPush);
//   - git's settings that run a program or pick where data goes are
//     the ones read at the last check, pinned where git's order makes
//     them win over the repository's own files (pins.go);
//   - a startup file (BASH_ENV, ENV) is a copy of the one the approval
//     bound, or none;
//   - the loader's variables (LD_PRELOAD, LD_LIBRARY_PATH...) are
//     removed.
// What stays open: the hooks of a repository on this machine that a
// push lands in (git clears the variables for it), bound only when the
// approval is used.

// RunFolder is the gatesh folder's folder of approved runs. With the
// agent's group (init --group) it is 1770, as the network daemons'
// folder: each user makes its runs' folders there, and none may move
// another's.
const RunFolder = "run"

// runBase is where the folders of approved runs go: the gatesh folder's,
// else, in a two-user setup made before it had one, a folder of this
// user's own in the temporary folder (which a restricted command may
// write: weaker, and said so).
func (r *runtime) runBase(cfg *config.Config) (string, error) {
	base := filepath.Join(cfg.Home, RunFolder)
	err := os.MkdirAll(base, 0o700)
	if err == nil || !errors.Is(err, fs.ErrPermission) {
		return base, err
	}
	fmt.Fprintf(r.stderr, "gatesh: hint: %s cannot be made by this user; run `gatesh init --group GROUP` again so that approved runs keep their files where no command can change them\n", base)
	base = filepath.Join(os.TempDir(), fmt.Sprintf("gatesh-run-%d", os.Getuid()))
	if err := os.MkdirAll(base, 0o700); err != nil {
		return "", err
	}
	if info, err := os.Lstat(base); err != nil || !info.IsDir() || info.Mode().Perm() != 0o700 || !ownedByMe(info) {
		return "", fmt.Errorf("%s is not a folder of this user's own", base)
	}
	return base, nil
}

// runKeep is how long a run's folder is kept: an approved command may
// run for hours.
const runKeep = 7 * 24 * time.Hour

// guardEnv prepares the run of an approved command in a folder of its
// own and returns the environment entries that make it (an entry
// without "=" removes the variable) and the folder. rd is the look at
// the command's repositories its facts were last read in. It fails when
// a startup file is not the one bound, or git cannot be pinned.
func (r *runtime) guardEnv(cfg *config.Config, req queue.Request, rd *binding.Reading) ([]string, string, error) {
	base, err := r.runBase(cfg)
	if err != nil {
		return nil, "", err
	}
	r.pruneRuns(base)
	// A folder of each run's own: another run of the same request (which
	// the queue will refuse) must not change this one's while git runs.
	dir, err := os.MkdirTemp(base, req.ID+"-")
	if err != nil {
		return nil, "", err
	}
	env, err := r.makeRun(cfg, req, dir, rd)
	if err != nil {
		os.RemoveAll(dir)
		return nil, "", err
	}
	return env, dir, nil
}

// makeRun writes the files of an approved run into dir and returns its
// environment entries.
func (r *runtime) makeRun(cfg *config.Config, req queue.Request, dir string, rd *binding.Reading) ([]string, error) {
	hooks := filepath.Join(dir, "hooks")
	if err := os.MkdirAll(hooks, 0o700); err != nil {
		return nil, err
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("find own executable: %w", err)
	}
	// Named gatesh, so that it runs as gatesh whatever its file's name.
	self := filepath.Join(dir, "gatesh")
	if err := os.Symlink(exe, self); err != nil {
		return nil, err
	}
	for _, name := range binding.GuardHooks() {
		script := "#!/bin/sh\nGATESH_HOME=" + quoteWord(cfg.Home) + " exec " + quoteWord(self) +
			" git-hook --run " + quoteWord(dir) + " " + quoteWord(req.ID) + " " + name + " \"$@\"\n"
		if err := os.WriteFile(filepath.Join(hooks, name), []byte(script), 0o700); err != nil {
			return nil, err
		}
	}
	n, err := strconv.Atoi(r.env.get("GIT_CONFIG_COUNT"))
	if err != nil || n < 0 {
		n = 0
	}
	count := []string{"core.hooksPath", hooks}
	pinned, err := r.pinRun(dir, rd)
	if err != nil {
		return nil, err
	}
	count = append(count, pinned.count...)
	env := append([]string{"GIT_CONFIG_COUNT=" + strconv.Itoa(n+len(count)/2)}, pinned.env...)
	for i := 0; i < len(count); i += 2 {
		env = append(env, fmt.Sprintf("GIT_CONFIG_KEY_%d=%s", n+i/2, count[i]), fmt.Sprintf("GIT_CONFIG_VALUE_%d=%s", n+i/2, count[i+1]))
	}
	for _, key := range binding.StartupVars {
		value, ok := valueIn(r.env, key)
		if !ok {
			continue
		}
		content, err := binding.StartupFile(key, value, req.Bound)
		if err != nil {
			return nil, err
		}
		if content == nil {
			env = append(env, key)
			continue
		}
		copy := filepath.Join(dir, strings.ToLower(key))
		if err := os.WriteFile(copy, content, 0o600); err != nil {
			return nil, err
		}
		env = append(env, key+"="+copy)
	}
	for _, kv := range r.env {
		if k, _, _ := strings.Cut(kv, "="); binding.LoaderVar(k) && !slices.Contains(env, k) {
			env = append(env, k)
		}
	}
	return env, nil
}

// valueIn is environ.get that also tells an empty value from none.
func valueIn(env environ, key string) (string, bool) {
	for _, kv := range env {
		if v, ok := valueOf(kv, key); ok {
			return v, true
		}
	}
	return "", false
}

// pruneRuns removes the folders of runs older than runKeep.
func (r *runtime) pruneRuns(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if info, err := e.Info(); err == nil && r.now().Sub(info.ModTime()) > runKeep {
			os.RemoveAll(filepath.Join(dir, e.Name()))
		}
	}
}

// ownedByMe reports whether a file is this user's.
func ownedByMe(info fs.FileInfo) bool {
	st, ok := info.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid()
}
