package shim

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The gate's own helpers (the notify program, gatesh-model) never run
// under the gate. Under gatesh loop the worker's PATH starts with a
// folder where sh and bash are gatesh, and an agent's folder may hold
// gatesh as git, rm or curl: a notify program that runs sh or curl there
// would be gatesh again, and its notification a new held request. So a
// helper gets this process's environment without what routes programs
// through gatesh.

// helperEnv is the environment a helper runs with: PATH without the
// folders that hold gatesh under another name, SHELL the real bash when
// it names gatesh, no shell start-up hooks (BASH_ENV, ENV,
// PROMPT_COMMAND), and extra.
func (r *runtime) helperEnv(extra []string) []string {
	self, err := os.Stat(r.selfPath)
	var fixed []string
	path := r.env.get("PATH")
	if err == nil {
		cfg, cwd := r.here()
		path = helperPath(path, self, r.programChecker(cfg, cwd))
		if sh := r.env.get("SHELL"); sh != "" {
			if fi, err := os.Stat(sh); err == nil && os.SameFile(fi, self) {
				if real, err := findOther("bash", path, self, "/bin/bash", "/usr/bin/bash"); err == nil {
					fixed = append(fixed, "SHELL="+real)
				}
			}
		}
	}
	fixed = append(fixed, "PATH="+path)
	env := make([]string, 0, len(r.env)+len(extra))
	for _, kv := range withEnv(r.env, append(fixed, extra...)) {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "BASH_ENV", "ENV", "PROMPT_COMMAND":
			continue
		}
		env = append(env, kv)
	}
	return env
}

// helperCommand is a helper's command: argv[0] looked up on the helper's
// PATH (exec.Command would look on this process's own), run with
// helperEnv(extra).
func (r *runtime) helperCommand(ctx context.Context, argv, extra []string) *exec.Cmd {
	env := r.helperEnv(extra)
	prog := argv[0]
	if !strings.Contains(prog, "/") {
		if self, err := os.Stat(r.selfPath); err == nil {
			if p, err := findOther(prog, environ(env).get("PATH"), self); err == nil {
				prog = p
			}
		}
	}
	cmd := exec.CommandContext(ctx, prog, argv[1:]...)
	cmd.Args[0] = argv[0]
	cmd.Env = env
	return cmd
}

// helperPath drops from a PATH list every folder that holds gatesh
// under a name other than its own (the loop's shell folder, an agent's
// folder of interposed names), and every folder a command gatesh let run
// may write (the project, the temporary folders, the caches: check): a
// helper runs outside any restriction, and so does what it finds there.
// A folder that only holds gatesh as gatesh stays. It reads each folder,
// which is fine for a helper run once per request, never for every
// command.
func helperPath(pathList string, self os.FileInfo, check programChecker) string {
	var keep []string
	for _, dir := range filepath.SplitList(pathList) {
		if filepath.IsAbs(dir) && !holdsGatesh(dir, self) && check.Folder(dir) == nil {
			keep = append(keep, dir)
		}
	}
	return strings.Join(keep, string(filepath.ListSeparator))
}

func holdsGatesh(dir string, self os.FileInfo) bool {
	if !filepath.IsAbs(dir) {
		return false
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if e.Name() == "gatesh" {
			continue
		}
		var fi os.FileInfo
		switch {
		case e.Type()&os.ModeSymlink != 0:
			fi, err = os.Stat(filepath.Join(dir, e.Name()))
		case e.Type().IsRegular():
			fi, err = e.Info()
		default:
			continue
		}
		if err == nil && os.SameFile(fi, self) {
			return true
		}
	}
	return false
}
