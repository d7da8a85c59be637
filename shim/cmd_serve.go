package shim

import (
	"fmt"
	"os"
	"path/filepath"
)

// runServe hands over to gatesh-serve, the review page, found beside
// gatesh or else on PATH. It is a program of its own: gatesh starts before
// every command an agent runs and must not link a web server.
//
//	gatesh serve [--addr HOST:PORT] [--listen-remote] ...
//	gatesh serve url
func runServe(r *runtime, args []string) int {
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return r.errorf(ExitInternal, "", "find own executable: %v", err)
	}
	exe, _ := filepath.EvalSymlinks(r.selfPath)
	prog, ok := otherExecutable(filepath.Join(filepath.Dir(exe), "gatesh-serve"), self)
	if !ok {
		if prog, err = findOther("gatesh-serve", r.env.get("PATH"), self); err != nil {
			if len(args) > 0 && isHelp(args[0]) {
				r.commandHelp("serve", nil)
				fmt.Fprintf(r.stdout, "\nits flags are listed by gatesh-serve, which is not installed beside %s\n", exe)
				return 0
			}
			return r.errorf(ExitFailed, fmt.Sprintf("install/install.sh builds it; or: go build -o %s ./cmd/gatesh-serve", filepath.Join(filepath.Dir(exe), "gatesh-serve")),
				"the review page, gatesh-serve, is not installed beside %s", exe)
		}
		// Beside gatesh it is as trusted as gatesh; on PATH it must not
		// be one a command gatesh let run could have put there.
		if err := r.trustedHere(prog); err != nil {
			return r.errorf(ExitFailed, programHint(err, "gatesh-serve"), "%s", programError(err))
		}
	}
	err = r.exec(prog, append([]string{prog}, args...), r.env)
	return r.errorf(ExitInternal, "", "running %s: %v", prog, err)
}
