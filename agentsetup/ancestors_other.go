//go:build !linux

package agentsetup

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
)

// processAncestors lists the command lines of the processes above this
// one, nearest first, up to init or maxAncestors, from ps (no /proc
// here). ps joins each command line's words with spaces, which is enough
// to find an option by its name.
func processAncestors() ([][]string, error) {
	out, err := exec.Command("ps", "-A", "-o", "pid=", "-o", "ppid=", "-o", "command=").Output()
	if err != nil {
		return nil, err
	}
	type proc struct {
		ppid int
		argv []string
	}
	procs := map[int]proc{}
	for _, l := range strings.Split(string(out), "\n") {
		f := strings.Fields(l)
		if len(f) < 3 {
			continue
		}
		pid, err1 := strconv.Atoi(f[0])
		ppid, err2 := strconv.Atoi(f[1])
		if err1 == nil && err2 == nil {
			procs[pid] = proc{ppid, f[2:]}
		}
	}
	var lines [][]string
	for pid, n := os.Getppid(), 0; pid > 1 && n < maxAncestors; n++ {
		p, ok := procs[pid]
		if !ok {
			return lines, os.ErrNotExist
		}
		lines = append(lines, p.argv)
		pid = p.ppid
	}
	return lines, nil
}
