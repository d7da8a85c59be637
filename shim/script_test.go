package shim

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func gateshMain() {
	os.Exit(Main(os.Args, os.Stdin, os.Stdout, os.Stderr, os.Environ()))
}

// TestMain registers gatesh under its own name, as a shell (bash) and as
// interposed programs (git, rm): each is this test binary, hard-linked.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"gatesh": gateshMain,
		"bash":   gateshMain,
		"git":    gateshMain,
		"rm":     gateshMain,
	})
}

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("GATESH_HOME", env.WorkDir+"/.gatesh")
			env.Setenv("HOME", env.WorkDir+"/home")
			// Holds park at once unless a script asks to wait.
			env.Setenv("GATESH_HOLD_WAIT", "0s")
			return os.MkdirAll(env.WorkDir+"/home", 0o700)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exits": cmdExits,
		},
		RequireExplicitExec: true,
	})
}

// cmdExits runs a program and checks its exact exit status:
//
//	exits STATUS PROGRAM [ARG...]
//
// stdout and stderr are kept for the next stdout/stderr checks.
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits STATUS PROGRAM [ARG...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exits: %v", err)
	}
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		got = exitStatus(ee.ProcessState)
	case err != nil:
		ts.Fatalf("exits: %v", err)
	}
	if got != want {
		ts.Fatalf("exit status %d, want %d", got, want)
	}
}

// exitStatus is the status as a shell reports it: 128+N for death by
// signal N.
func exitStatus(ps *os.ProcessState) int {
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ps.ExitCode()
}
