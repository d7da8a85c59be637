package egress

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

// Probe says whether this machine can hold commands to an allowlist: it
// needs nsenter and user namespaces for this user (a distribution may
// switch them off, limit them to none, or confine them with AppArmor).
// It makes a throwaway user and network namespace to find out.
func Probe() error {
	ns, err := Nsenter()
	if err != nil {
		return err
	}
	uid, gid := os.Getuid(), os.Getgid()
	cmd := &exec.Cmd{Path: ns, Args: []string{"nsenter", "--version"}}
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags:  syscall.CLONE_NEWUSER | syscall.CLONE_NEWNET,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}},
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%w: this user cannot make user namespaces: %v %s", ErrUnavailable, err, out)
	}
	return nil
}
