package shim

import (
	"bytes"
	"errors"
	"fmt"
	"gatesh/audit"
	"io"
	"os"
	"os/exec"
	"slices"

	"gatesh/binding"
	"gatesh/queue"
)

// maxUpdates is the most of pre-push's input read: the lines of the refs
// a push updates.
const maxUpdates = 4 << 20

// runGitHook is a git hook of an approved command's run (guard.go): git
// runs it where it would run the repository's own hook, which it runs
// only as the approval bound it; for pre-push it first checks what git
// is about to push, and where. Anything else stops git.
//
//	gatesh git-hook --run DIR ID NAME [ARG...]
func runGitHook(r *runtime, args []string) int {
	fs := newFlags("git-hook")
	run := fs.String("run", "", "the folder of the approved run")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	args = fs.Args()
	if len(args) < 2 || !slices.Contains(binding.GuardHooks(), args[1]) {
		return r.usageHint("git-hook: want a request id and a hook name", "git runs it while an approved command runs; nothing else should")
	}
	id, name, hookArgs := args[0], args[1], args[2:]
	cfg, q, v, status := r.operatorQueue(true)
	if status != 0 {
		return status
	}
	st, err := q.Get(id, v)
	if err != nil {
		return r.requestError(err)
	}
	if st.Status != queue.Used || st.Request.ID != id {
		return r.errorf(ExitFailed, "git stops here; nothing of the repository's ran", "git hook %s: request %s is %s, not a used approval", name, id, st.Status)
	}
	cwd, err := r.getwd()
	if err != nil {
		return r.errorf(ExitInternal, "", "working folder: %v", err)
	}
	env := r.bindingEnv()
	refused := func(err error) int {
		if lerr := r.logRequest(cfg, audit.EventGitStopped, st.Request, fmt.Sprintf("hook %s in %s: %v", name, cwd, err)); lerr != nil {
			fmt.Fprintf(r.stderr, "gatesh: error: %v\n", lerr)
		}
		return r.hookRefused(id, name, err)
	}
	content, err := binding.Hook(cwd, name, st.Request.Bound, env)
	if err != nil {
		return refused(err)
	}
	stdin := r.stdin
	if name == "pre-push" {
		updates, err := io.ReadAll(io.LimitReader(r.stdin, maxUpdates+1))
		switch {
		case err != nil:
			return r.errorf(ExitFailed, "git stops here", "pre-push: read the refs: %v", err)
		case len(updates) > maxUpdates || len(hookArgs) != 2:
			return refused(fmt.Errorf("a push gatesh cannot read: %w", binding.ErrNotBound))
		}
		if err := binding.CheckPush(cwd, hookArgs[0], hookArgs[1], updates, st.Request.Bound, env); err != nil {
			return refused(err)
		}
		stdin = bytes.NewReader(updates)
	}
	if content == nil {
		return 0
	}
	return r.runHookCopy(*run, name, content, hookArgs, stdin)
}

// hookRefused says why the hook did not run: git stops for a hook it
// runs before it acts (pre-push, pre-commit ...), and goes on after one
// it runs once it has acted (post-commit ...).
func (r *runtime) hookRefused(id, name string, err error) int {
	hint := "the hook did not run, and git stops if it runs it before acting; check the repository, then run the command again to ask anew"
	if !errors.Is(err, binding.ErrNotBound) {
		hint = "the hook did not run, and git stops if it runs it before acting"
	}
	return r.errorf(ExitFailed, hint, "request %s did not approve this: %v (hook %s)", id, err, name)
}

// runHookCopy runs the content checked, from a copy in the run's folder
// that nothing restricted can write, and returns its exit status.
func (r *runtime) runHookCopy(dir, name string, content []byte, args []string, stdin io.Reader) int {
	f, err := os.CreateTemp(dir, name+"-*")
	if err != nil {
		return r.errorf(ExitInternal, "git stops here", "copy hook %s: %v", name, err)
	}
	defer os.Remove(f.Name())
	_, werr := f.Write(content)
	if err := errors.Join(werr, f.Chmod(0o700), f.Close()); err != nil {
		return r.errorf(ExitInternal, "git stops here", "copy hook %s: %v", name, err)
	}
	cmd := exec.Command(f.Name(), args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr, cmd.Env = stdin, r.stdout, r.stderr, r.env
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit) && exit.ExitCode() >= 0:
		return exit.ExitCode()
	case err != nil:
		return r.errorf(ExitFailed, "git stops here", "run hook %s: %v", name, err)
	}
	return 0
}
