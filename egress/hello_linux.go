package egress

import (
	"encoding/json"
	"errors"
	"fmt"

	"golang.org/x/sys/unix"
)

// A daemon says where its namespace is without being asked: at start it
// writes its Reply (holder, port, namespace and the key of the list it
// enforces, worked out by itself) into a sealed memfd that it keeps open
// as descriptor HelloFD. A shim that has checked who answers on the
// socket reads it as /proc/PID/fd/HelloFD instead of asking and waiting
// for the daemon to be scheduled, which on a loaded machine was most of
// what the allowlist added to a command. The seals keep anyone, the
// daemon included, from changing it; only a process that can already
// trace the daemon could put another file at that descriptor.

// HelloFD is the descriptor of a daemon's published Reply.
const HelloFD = 1023

// helloSeals are the seals a published Reply carries.
const helloSeals = unix.F_SEAL_SEAL | unix.F_SEAL_SHRINK | unix.F_SEAL_GROW | unix.F_SEAL_WRITE

// maxHello bounds a published Reply.
const maxHello = 4096

// PublishHello makes rep this process's published Reply, at HelloFD.
func PublishHello(rep Reply) error {
	if _, err := unix.FcntlInt(HelloFD, unix.F_GETFD, 0); err == nil {
		return fmt.Errorf("descriptor %d is taken", HelloFD)
	}
	b, err := json.Marshal(rep)
	if err != nil {
		return err
	}
	fd, err := unix.MemfdCreate("gatesh-net-hello", unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	if n, err := unix.Write(fd, b); err != nil || n != len(b) {
		return fmt.Errorf("write the published reply: %v", err)
	}
	if _, err := unix.FcntlInt(uintptr(fd), unix.F_ADD_SEALS, helloSeals); err != nil {
		return err
	}
	return unix.Dup3(fd, HelloFD, unix.O_CLOEXEC)
}

// readHello reads the Reply published by process pid, which the caller
// has checked and pinned.
func readHello(pid int) (Reply, error) {
	var rep Reply
	fd, err := unix.Open(fmt.Sprintf("/proc/%d/fd/%d", pid, HelloFD), unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return rep, fmt.Errorf("it publishes no reply: %w", err)
	}
	defer unix.Close(fd)
	seals, err := unix.FcntlInt(uintptr(fd), unix.F_GET_SEALS, 0)
	if err != nil || seals&helloSeals != helloSeals {
		return rep, errors.New("its published reply is not a sealed memfd")
	}
	buf := make([]byte, maxHello+1)
	n, err := unix.Pread(fd, buf, 0)
	if err != nil || n > maxHello {
		return rep, fmt.Errorf("its published reply cannot be read: %v", err)
	}
	if err := json.Unmarshal(buf[:n], &rep); err != nil {
		return rep, fmt.Errorf("its published reply: %w", err)
	}
	return rep, nil
}
