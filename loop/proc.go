package loop

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"syscall"
	"time"
)

// ExitInfo is how a child process ended.
type ExitInfo struct {
	// Status is the exit status, or 128+N after signal N; -1 when the
	// program did not start.
	Status int `json:"status"`
	// Signal names the signal that killed it, if one did.
	Signal string `json:"signal,omitempty"`
	// TimedOut is set when the run ended it: its deadline, or a signal.
	TimedOut bool `json:"timed_out,omitempty"`
	// StartError says why the program did not start.
	StartError string        `json:"start_error,omitempty"`
	Elapsed    time.Duration `json:"elapsed_ns"`
}

// runChild runs cmd in a session and process group of its own, so that
// it has no controlling terminal and its whole group can be signalled.
// When ctx ends first, the group gets SIGTERM, then SIGKILL after grace.
// Whatever is left of the group when the leader exits is killed too: a
// turn or a verifier run leaves nothing behind. A process that leaves the
// group (setsid, a daemon) escapes this.
//
// cmd's output should go to files, not pipes, so that a grandchild that
// keeps a pipe open cannot hold up Wait.
func runChild(ctx context.Context, cmd *exec.Cmd, grace time.Duration) ExitInfo {
	start := time.Now()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		return ExitInfo{Status: -1, StartError: err.Error()}
	}
	pgid := cmd.Process.Pid
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var err error
	timedOut := false
	select {
	case err = <-done:
	case <-ctx.Done():
		timedOut = true
		syscall.Kill(-pgid, syscall.SIGTERM)
		t := time.NewTimer(grace)
		select {
		case err = <-done:
			t.Stop()
		case <-t.C:
			syscall.Kill(-pgid, syscall.SIGKILL)
			err = <-done
		}
	}
	syscall.Kill(-pgid, syscall.SIGKILL)
	info := ExitInfo{Status: 0, TimedOut: timedOut, Elapsed: time.Since(start)}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		info.Status = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			info.Status = 128 + int(ws.Signal())
			info.Signal = ws.Signal().String()
		}
	} else if err != nil {
		info.Status = -1
		info.StartError = err.Error()
	}
	return info
}

// devNull opens /dev/null for a child's stdin.
func devNull() (*os.File, error) { return os.Open(os.DevNull) }
