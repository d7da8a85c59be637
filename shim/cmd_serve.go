package shim

import (
	"fmt"
	"os"
	"path/filepath"
)

// runServe hands over to gatesh-serve, the review page. It is a program
// of its own: gatesh starts before every command an agent runs and must
// not link a web server.
//
//	gatesh serve [--addr HOST:PORT] [--listen-remote] ...
//	gatesh serve url
func runServe(r *runtime, args []string) int {
	return r.runProgram("serve", "gatesh-serve", "the review page", args)
}

// runTeam hands over to gatesh-team, a machine's side of a team's hub and
// an approver's commands, which need the network that gatesh never links.
//
//	gatesh team join|sync|login|pending|show|approve|reject|revoke|log ...
func runTeam(r *runtime, args []string) int {
	return r.runProgram("team", "gatesh-team", "the team program", args)
}

// runProgram execs prog, found beside gatesh or else on PATH, with args:
// gatesh NAME ARGS... becomes prog ARGS...
func (r *runtime) runProgram(name, prog, what string, args []string) int {
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return r.errorf(ExitInternal, "", "find own executable: %v", err)
	}
	exe, _ := filepath.EvalSymlinks(r.selfPath)
	path, ok := otherExecutable(filepath.Join(filepath.Dir(exe), prog), self)
	if !ok {
		if path, err = findOther(prog, r.env.get("PATH"), self); err != nil {
			if len(args) > 0 && isHelp(args[0]) {
				r.commandHelp(name, nil)
				fmt.Fprintf(r.stdout, "\nits flags are listed by %s, which is not installed beside %s\n", prog, exe)
				return 0
			}
			return r.errorf(ExitFailed, fmt.Sprintf("install/install.sh builds it; or: go build -o %s ./cmd/%s", filepath.Join(filepath.Dir(exe), prog), prog),
				"%s, %s, is not installed beside %s", what, prog, exe)
		}
		// Beside gatesh it is as trusted as gatesh; on PATH it must not
		// be one a command gatesh let run could have put there.
		if err := r.trustedHere(prog); err != nil {
			return r.errorf(ExitFailed, programHint(err, "gatesh-serve"), "%s", programError(err))
		}
	}
	err = r.exec(path, append([]string{path}, args...), r.env)
	return r.errorf(ExitInternal, "", "running %s: %v", path, err)
}
