//go:build linux

package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

// privateEnv marks the copy of citest that runs in a mount namespace of
// its own.
const privateEnv = "GATESH_CITEST_PRIVATE"

// private runs citest again, as root, in a mount namespace where /tmp and
// /var/tmp are empty tmpfs mounts, so that what the run leaves there is
// its own and nobody else's, even on a machine where others work. It
// reports whether it did, and the copy's exit status.
func private(args []string) (bool, int) {
	if os.Geteuid() != 0 || os.Getenv(privateEnv) != "" {
		return false, 0
	}
	self, err := os.Executable()
	if err != nil {
		return false, 0
	}
	cmd := exec.Command(self, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), privateEnv+"=1")
	// Go makes the new namespace's mounts private before the exec.
	cmd.SysProcAttr = &syscall.SysProcAttr{Unshareflags: syscall.CLONE_NEWNS}
	err = cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return true, 0
	case errors.As(err, &ee):
		return true, ee.ExitCode()
	default:
		fmt.Fprintf(os.Stderr, "citest: no private temporary folders (%v); comparing the shared ones\n", err)
		return false, 0
	}
}

// mountPrivate, in the copy, puts an empty tmpfs on /tmp and /var/tmp.
func mountPrivate() error {
	if os.Getenv(privateEnv) == "" {
		return nil
	}
	for _, d := range sharedTemp {
		if err := syscall.Mount("tmpfs", d, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, "mode=1777"); err != nil {
			return fmt.Errorf("mounting a tmpfs on %s: %w", d, err)
		}
	}
	return nil
}
