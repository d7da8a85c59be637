//go:build !linux

package main

import (
	"io"
	"os"
	"os/exec"
)

// Elsewhere than Linux the run is neither isolated nor watched for
// processes: CI runs on Linux.
type sandbox struct{}

func newSandbox() (*sandbox, error)  { return &sandbox{}, nil }
func (*sandbox) describe() string    { return "not isolated on this system" }
func (*sandbox) remove()             {}
func (*sandbox) leftovers() []string { return nil }

func (*sandbox) run(args []string, read func(io.Reader)) (int, []string, error) {
	cmd := exec.Command("go", args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return 0, nil, err
	}
	if err := cmd.Start(); err != nil {
		return 0, nil, err
	}
	read(out)
	cmd.Wait()
	return cmd.ProcessState.ExitCode(), nil, nil
}

func private([]string) (bool, int) { return false, 0 }
func mountPrivate() error          { return nil }
