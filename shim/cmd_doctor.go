package shim

import (
	"errors"

	"gatesh/agentsetup"
)

// runDoctor checks the setup end to end; it exits 1 when something is
// wrong, having said how to fix it.
//
//	gatesh doctor [--agent NAME]
func runDoctor(r *runtime, args []string) int {
	fs := newFlags("doctor")
	agent := fs.String("agent", "", "check only this agent")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return r.usageHint("doctor: unexpected arguments", "gatesh doctor [--agent NAME]")
	}
	cwd, err := r.getwd()
	if err != nil {
		return r.errorf(ExitInternal, "", "working folder: %v", err)
	}
	problems, err := agentsetup.Doctor(agentsetup.Env{Getenv: r.env.get, Stdout: r.stdout},
		agentsetup.DoctorOptions{Agent: *agent, Cwd: cwd, Environ: r.env, Now: r.now})
	if err != nil {
		hint := ""
		if se, ok := errors.AsType[*agentsetup.Error](err); ok {
			hint = se.Hint
		}
		return r.errorf(ExitUsage, hint, "doctor: %v", err)
	}
	if problems > 0 {
		return ExitFailed
	}
	return 0
}
