package agentsetup

import (
	"bytes"
	"errors"
	"os"
	"strconv"
	"strings"
)

// processAncestors lists the command lines of the processes above this
// one, nearest first, up to init or maxAncestors, from /proc.
func processAncestors() ([][]string, error) {
	var lines [][]string
	for pid, n := os.Getppid(), 0; pid > 1 && n < maxAncestors; n++ {
		dir := "/proc/" + strconv.Itoa(pid) + "/"
		raw, err := os.ReadFile(dir + "cmdline")
		if err != nil {
			return lines, err
		}
		lines = append(lines, strings.Split(strings.TrimSuffix(string(raw), "\x00"), "\x00"))
		stat, err := os.ReadFile(dir + "stat")
		if err != nil {
			return lines, err
		}
		// pid (comm) state ppid ...: comm may hold spaces and parentheses.
		i := bytes.LastIndexByte(stat, ')')
		f := strings.Fields(string(stat[i+1:]))
		if i < 0 || len(f) < 2 {
			return lines, errors.New("cannot read " + dir + "stat")
		}
		if pid, err = strconv.Atoi(f[1]); err != nil {
			return lines, err
		}
	}
	return lines, nil
}
