package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// networkProgram is `gatesh -c true` with network = "allowlist", with a
// gatesh folder of its own, which holds the network daemon's socket. The
// first (warm-up) run starts the daemon; the runs measured join its
// namespace, as every command after an agent's first does. stop ends the
// daemon.
func networkProgram(tmp, gatesh string) (*program, func(), error) {
	// gatesh finds gatesh-net beside itself.
	if err := goBuild(filepath.Join(filepath.Dir(gatesh), "gatesh-net"), "./cmd/gatesh-net"); err != nil {
		return nil, nil, err
	}
	home := filepath.Join(tmp, "network")
	if err := os.MkdirAll(home, 0o700); err != nil {
		return nil, nil, err
	}
	if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte("network = \"allowlist\"\n"), 0o600); err != nil {
		return nil, nil, err
	}
	env := append(os.Environ(), "GATESH_HOME="+home)
	stop := func() {
		data, _ := os.ReadFile(filepath.Join(home, "audit.jsonl"))
		for _, pid := range holders(string(data)) {
			// The holder's parent is the daemon; the holder ends with it.
			if ppid := parentOf(pid); ppid > 1 {
				syscall.Kill(ppid, syscall.SIGTERM)
			}
		}
	}
	return &program{label: "gatesh, network", path: gatesh, env: env}, stop, nil
}

// holders are the namespace holders the log's decisions name.
func holders(log string) []int {
	seen := map[int]bool{}
	var out []int
	for _, line := range strings.Split(log, "\n") {
		_, rest, ok := strings.Cut(line, "held by pid ")
		if !ok {
			continue
		}
		end := strings.IndexAny(rest, "\";")
		if end < 0 {
			continue
		}
		if pid, err := strconv.Atoi(rest[:end]); err == nil && !seen[pid] {
			seen[pid] = true
			out = append(out, pid)
		}
	}
	return out
}

func parentOf(pid int) int {
	f := statFields(pid)
	if len(f) < 2 {
		return 0
	}
	ppid, _ := strconv.Atoi(f[1])
	return ppid
}

// statFields are the fields of /proc/PID/stat after the program's name,
// from the state on (none when pid is gone).
func statFields(pid int) []string {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return nil
	}
	return strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
}

// stopLandlockDaemons ends the Landlock daemons whose pid files lie in
// home's runtime folder.
func stopLandlockDaemons(home string) {
	files, _ := filepath.Glob(filepath.Join(home, "net", "*", "landlock-*.pid"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		if pid, err := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && pid > 1 {
			syscall.Kill(pid, syscall.SIGTERM)
		}
	}
}
