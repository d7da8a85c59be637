package egress

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"

	"gatesh/internal/peercred"
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

// maxHello bounds a published Reply.
const maxHello = 4096

// PublishHello makes rep this process's published Reply, at HelloFD.
func PublishHello(rep Reply) error {
	if _, err := unix.FcntlInt(HelloFD, unix.F_GETFD, 0); err == nil {
		return fmt.Errorf("descriptor %d is taken", HelloFD)
	}
	line, err := helloLine(rep)
	if err != nil {
		return err
	}
	return peercred.Publish("gatesh-net-hello", []byte(line), HelloFD)
}

// helloPrefix starts a published Reply: a line of words, which a shim
// reads without decoding JSON (a decoder's first use cost it 40 µs).
const helloPrefix = "gatesh-net-hello 1"

func helloLine(rep Reply) (string, error) {
	for _, w := range []string{rep.Netns, rep.Key} {
		if w == "" || strings.ContainsAny(w, " \t\n") {
			return "", fmt.Errorf("cannot publish %q", w)
		}
	}
	return fmt.Sprintf("%s %d %d %s %s\n", helloPrefix, rep.Pid, rep.Port, rep.Netns, rep.Key), nil
}

func parseHello(b []byte) (Reply, error) {
	var rep Reply
	rest, ok := strings.CutPrefix(string(b), helloPrefix+" ")
	rest, ok2 := strings.CutSuffix(rest, "\n")
	f := strings.Split(rest, " ")
	if !ok || !ok2 || len(f) != 4 {
		return rep, errors.New("not a published reply")
	}
	pid, err1 := strconv.Atoi(f[0])
	port, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || pid <= 0 || port <= 0 || port > 65535 || f[2] == "" || f[3] == "" {
		return rep, errors.New("not a published reply")
	}
	return Reply{Pid: pid, Port: port, Netns: f[2], Key: f[3]}, nil
}

// readHello reads the Reply published by process pid, which the caller
// has checked and pinned.
func readHello(pid int) (Reply, error) {
	fd, err := unix.Open(fmt.Sprintf("/proc/%d/fd/%d", pid, HelloFD), unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return Reply{}, fmt.Errorf("it publishes no reply: %w", err)
	}
	defer unix.Close(fd)
	b, err := peercred.Sealed(fd, maxHello)
	if err != nil {
		return Reply{}, fmt.Errorf("its published reply: %w", err)
	}
	return parseHello(b)
}
