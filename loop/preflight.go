package loop

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gatesh/decision"
	"gatesh/internal/lazy"
	"gatesh/keys"
	"gatesh/parser"
	"gatesh/queue"
	"gatesh/teamstate"
)

// lookPath finds a program as exec would from dir: a name with a slash
// relative to dir, any other name on the PATH in env.
func lookPath(name, dir string, env []string) (string, error) {
	if name == "" {
		return "", errors.New("empty program name")
	}
	if strings.Contains(name, "/") {
		p := name
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		fi, err := os.Stat(p)
		if err != nil {
			return "", err
		}
		if fi.IsDir() || fi.Mode()&0o111 == 0 {
			return "", fmt.Errorf("%s is not an executable file", p)
		}
		return p, nil
	}
	for _, d := range filepath.SplitList(getenv(env, "PATH")) {
		if d == "" {
			d = "."
		}
		if !filepath.IsAbs(d) {
			d = filepath.Join(dir, d)
		}
		p := filepath.Join(d, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: %w", name, exec.ErrNotFound)
}

func getenv(env []string, name string) string {
	for i := len(env) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(env[i], name+"="); ok {
			return v
		}
	}
	return ""
}

// shellBuiltins are names a verifier's text may start with that are not
// programs on PATH.
var shellBuiltins = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"cd": true, "test": true, "[": true, "[[": true, "true": true, "false": true, ":": true, "exit": true,
		"export": true, "set": true, "source": true, ".": true, "echo": true, "printf": true, "exec": true,
		"command": true, "builtin": true, "unset": true, "pushd": true, "popd": true, "shopt": true, "ulimit": true,
		"umask": true, "wait": true, "type": true, "trap": true, "eval": true, "read": true, "declare": true,
		"local": true, "return": true, "!": true,
	}
}}

// verifierProblem checks that the verifier's program can be found: the
// argv's program, or, for text, bash and the first program the text runs.
func verifierProblem(c Command, dir string, env []string) (argv0 string, problem error) {
	if c.Argv != nil {
		p, err := lookPath(c.Argv[0], dir, env)
		if err != nil {
			return "", fmt.Errorf("the verifier %s cannot be found: %w", c.Argv[0], err)
		}
		return p, nil
	}
	bash, err := lookPath("bash", dir, env)
	if err != nil {
		return "", fmt.Errorf("the verifier is text for bash, and bash cannot be found: %w", err)
	}
	s := parser.Parse(c.Text, parser.Options{Cwd: dir})
	if len(s.Problems) > 0 {
		return "", fmt.Errorf("the verifier's text does not parse plainly: %s", s.Problems[0].Msg)
	}
	for _, cmd := range s.Commands {
		if cmd.FuncCall || shellBuiltins.Get()[cmd.Name] || cmd.Depth > 0 || len(cmd.Wrappers) > 0 {
			continue
		}
		if cmd.CwdUnknown && strings.Contains(cmd.Path, "/") && !filepath.IsAbs(cmd.Path) {
			break // after a cd, a relative path names another folder's file
		}
		if _, err := lookPath(cmd.Path, dir, env); err != nil {
			return "", fmt.Errorf("the verifier runs %s, which cannot be found: %w", cmd.Path, err)
		}
		break
	}
	return bash, nil
}

// sameProgram reports whether path is the gatesh program, through any
// chain of links.
func sameProgram(path, gatesh string) bool {
	a, err1 := os.Stat(path)
	b, err2 := os.Stat(gatesh)
	return err1 == nil && err2 == nil && os.SameFile(a, b)
}

// loginShell returns the login shell of uid in a passwd file, as codex
// finds it with getpwuid.
func loginShell(passwd string, uid int) (string, error) {
	f, err := os.Open(passwd)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	want := strconv.Itoa(uid)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), ":")
		if len(fields) == 7 && fields[2] == want {
			return fields[6], nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("no entry for uid %d in %s", uid, passwd)
}

// claudeShellOverride names a Claude Code settings file whose env sets a
// shell that is not gatesh, or a shell prefix: either would take over
// from the CLAUDE_CODE_SHELL the loop gives it.
func claudeShellOverride(home, top, gatesh string) (file, problem string) {
	var files []string
	if home != "" {
		files = append(files, filepath.Join(home, ".claude", "settings.json"))
	}
	files = append(files, filepath.Join(top, ".claude", "settings.json"), filepath.Join(top, ".claude", "settings.local.json"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var s struct {
			Env map[string]any `json:"env"`
		}
		if json.Unmarshal(data, &s) != nil {
			return f, "does not parse as JSON, so the loop cannot tell which shell it sets"
		}
		if _, ok := s.Env["CLAUDE_CODE_SHELL_PREFIX"]; ok {
			return f, "sets env.CLAUDE_CODE_SHELL_PREFIX, which wraps every command in another program"
		}
		if v, ok := s.Env["CLAUDE_CODE_SHELL"]; ok {
			if p, _ := v.(string); !sameProgram(p, gatesh) {
				return f, fmt.Sprintf("sets env.CLAUDE_CODE_SHELL to %v, which is not gatesh", v)
			}
		}
	}
	return "", ""
}

// programProblem says why the file at path, which has an exec bit,
// still cannot be executed as a program: exec runs only a binary (ELF)
// or a script whose first line is #! and names an interpreter that
// exists. Without that, the worker would fail at its first turn with an
// exec format error in worker.err.
func programProblem(path string, env []string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, 256)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	if bytes.HasPrefix(head, []byte("\x7fELF")) {
		return nil
	}
	if !bytes.HasPrefix(head, []byte("#!")) {
		return fmt.Errorf("%s cannot be executed: it is not a binary and its first line is not #! (a script starts with a line such as #!/bin/sh)", path)
	}
	line, _, _ := bytes.Cut(head[2:], []byte("\n"))
	fields := strings.Fields(string(line))
	if len(fields) == 0 {
		return fmt.Errorf("%s cannot be executed: its #! line names no interpreter", path)
	}
	interp := fields[0]
	if !filepath.IsAbs(interp) {
		return fmt.Errorf("%s cannot be executed: its #! line names %s, which is not an absolute path", path, interp)
	}
	if fi, err := os.Stat(interp); err != nil || fi.IsDir() || fi.Mode()&0o111 == 0 {
		return fmt.Errorf("%s cannot be executed: its #! line names %s, which is not an executable file", path, interp)
	}
	// #!/usr/bin/env NAME runs NAME from the PATH.
	if filepath.Base(interp) == "env" && len(fields) > 1 && !strings.HasPrefix(fields[1], "-") {
		if _, err := lookPath(fields[1], filepath.Dir(path), env); err != nil {
			return fmt.Errorf("%s cannot be executed: its #! line runs %s, which is not on the PATH", path, fields[1])
		}
	}
	return nil
}

// preflight checks everything a run needs before anything runs.
func (r *run) preflight() *End {
	missing := func(format string, a ...any) *End { return end(CapabilityMissing, "", format, a...) }
	repo, err := OpenRepo(r.o.Dir, r.o.Git, r.o.Env, filepath.Join(r.dir.Path, dirOwnGit))
	if errors.Is(err, errNotWorkTree) {
		return missing("%s is not inside a git work tree; the loop records every turn as git trees", r.o.Dir)
	}
	if err != nil {
		return missing("git: %v", err)
	}
	r.repo = repo
	r.p.Worktree = repo.Top

	var writable []string
	if r.s.Kind == Codex {
		if writable, err = r.codexWritable(); err != nil {
			return end(InternalError, "", "%v", err)
		}
	}
	r.adapter = adapterFor(r.s, writable)
	prog := r.s.Kind
	if r.s.Kind == Program {
		prog = r.s.Argv[0]
	}
	path, err := lookPath(prog, r.o.Dir, r.o.Env)
	if err != nil {
		return missing("the worker %s cannot be found: %v", prog, err)
	}
	if err := programProblem(path, r.o.Env); err != nil {
		return missing("the worker %v", err)
	}
	if r.s.Kind == Program {
		r.workerArgv = append([]string{path}, r.s.Argv[1:]...)
	}
	if r.verifyArgv, err = r.verifier(); err != nil {
		return missing("%v", err)
	}
	if fi, err := os.Stat(r.o.Gatesh); err != nil || fi.Mode()&0o111 == 0 {
		return missing("gatesh itself (%s) cannot be run, so the worker cannot get it as its shell", r.o.Gatesh)
	}
	if e := r.shellCheck(); e != nil {
		return e
	}
	if e := r.openGate(); e != nil {
		return e
	}
	lock, err := lockWorktree(repo.GitDir, r.dir.ID)
	if errors.Is(err, errLocked) {
		return end(Collision, "", "%v; wait for it to stop, or run in another git worktree", err)
	}
	if err != nil {
		return end(InternalError, "", "%v", err)
	}
	r.lock = lock
	if r.task != nil {
		return nil // a task's worktree is made fresh from the start commit
	}
	return r.cleanCheck()
}

func (r *run) verifier() ([]string, error) {
	bash, err := verifierProblem(r.s.Verify, r.o.Dir, r.o.Env)
	if err != nil {
		return nil, err
	}
	if r.s.Verify.Argv != nil {
		if err := programProblem(bash, r.o.Env); err != nil {
			return nil, fmt.Errorf("the verifier %w", err)
		}
		return append([]string{bash}, r.s.Verify.Argv[1:]...), nil
	}
	return verifyArgv(r.s.Verify, bash), nil
}

// shellCheck refuses a worker setup in which its commands would not go
// through gatesh.
func (r *run) shellCheck() *End {
	missing := func(format string, a ...any) *End { return end(CapabilityMissing, "", format, a...) }
	switch r.s.Kind {
	case Codex:
		if p := codexArgsProblem(r.s.WorkerArgs); p != "" {
			return missing("worker_args: %s", p)
		}
		sh, err := loginShell(r.o.Passwd, r.o.Uid)
		if err != nil {
			return missing("codex runs commands with the login shell from the password database, and it cannot be read: %v", err)
		}
		if !sameProgram(sh, r.o.Gatesh) {
			return missing("codex runs commands with the login shell from %s, %s, which is not gatesh (%s): its commands would not be gated; make gatesh the login shell (chsh -s) first", r.o.Passwd, sh, r.o.Gatesh)
		}
	case Claude:
		if p := claudeArgsProblem(r.s.WorkerArgs); p != "" {
			return missing("worker_args: %s", p)
		}
		if f, p := claudeShellOverride(getenv(r.o.Env, "HOME"), r.repo.Top, r.o.Gatesh); f != "" {
			return missing("%s %s; the worker must run with gatesh as its shell", f, p)
		}
	}
	return nil
}

// openGate opens the queue and the operator's keys: without them no
// approval can be asked for, signed or checked.
func (r *run) openGate() *End {
	cfg := r.o.Config
	signer, err := decision.LoadSigner(cfg.PrivateKey, cfg.PublicKey)
	if err != nil {
		return end(CapabilityMissing, "", "the operator's key cannot sign approvals (%v); run `gatesh init` first", err)
	}
	v, err := keys.LoadVerifier(cfg.PublicKey)
	if err != nil {
		return end(CapabilityMissing, "", "the operator's public key cannot be read (%v); run `gatesh init` first", err)
	}
	q, err := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, cfg.Hold.TTL)
	if err != nil {
		return end(CapabilityMissing, "", "the request queue cannot be opened: %v", err)
	}
	// Every change the loop makes to a request (filed, approved, rejected,
	// withdrawn) is logged before it is made, as the shim's are.
	q.Retain(cfg.QueueKeep)
	q.Journal(decision.Journal(r.auditLog(), r.o.Actor))
	// The team's decisions end a wait as the operator's do.
	if err := teamstate.Configure(q, cfg); err != nil {
		r.logErr(fmt.Errorf("%w; team decisions are not taken", err))
	}
	r.gate = &gate{cfg: cfg, q: q, v: v, signer: signer, actor: r.o.Actor, runID: r.dir.ID, dir: r.o.Dir,
		agent: r.s.Kind, classify: r.o.Classify, bind: r.o.Bind, logErr: r.logErr, notify: r.o.Notify}
	return nil
}

// cleanCheck refuses a work tree with changes, unless --allow-dirty was
// given and the operator confirms on the terminal.
func (r *run) cleanCheck() *End {
	dirty, err := r.repo.Dirty()
	if err != nil {
		return end(InternalError, "", "%v", err)
	}
	if len(dirty) == 0 {
		return nil
	}
	shown := dirty
	if len(shown) > 5 {
		shown = append(shown[:5:5], fmt.Sprintf("... %d more", len(dirty)-5))
	}
	what := fmt.Sprintf("the work tree has %d change%s (%s)", len(dirty), plural(len(dirty)), strings.Join(shown, ", "))
	if !r.o.AllowDirty {
		return end(DirtyWorktree, "", "%s; commit or stash them, or give --allow-dirty", what)
	}
	q := fmt.Sprintf("gatesh loop %s: %s.\nRun the loop on top of these changes? Its patches will not separate your changes from the worker's. [y/N] ", r.dir.ID, what)
	switch ask(r.ctx, r.o.OpenTTY, q) {
	case answerYes:
		r.decide(0, "allow_dirty", "the operator confirmed running on %s", what)
		return nil
	case answerNoTerminal:
		return end(DirtyWorktree, CauseNoTerminal, "%s, and there is no terminal to confirm --allow-dirty on", what)
	case answerEOF:
		return end(DirtyWorktree, CauseEOF, "%s; --allow-dirty was not confirmed (end of file)", what)
	case answerTimeout:
		return r.timeUp("while --allow-dirty waited for confirmation")
	}
	return end(DirtyWorktree, CauseDeclined, "%s; --allow-dirty was not confirmed", what)
}
