package shim

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"gatesh/internal/ctime"
	"gatesh/rules"
)

// On the PATH route gatesh is `bash` first on PATH, so every installed
// `#!/usr/bin/env bash` program (pyenv's and rbenv's shims, nvm, any bash
// tool) starts as `bash FILE ARGS`. A program the agent's command ran by
// name is the program that command's decision already judged: installed
// programs on disk are not read (README, "what gatesh does not see").
// installedProgram tells that case from `bash x.sh` typed by the agent,
// and from a script the same command wrote, which stay classified.

// installedSlack is how much older than the command an installed program
// must be: start times are known to a clock tick.
const installedSlack = 50 * time.Millisecond

// installedProgram reports whether file, which this gatesh runs as `bash
// FILE`, is an installed program that the command ran by name: an
// absolute path whose bash shebang line started it, that PATH finds by
// its name, and that existed (its inode unchanged) before the command
// began. Anything it cannot tell is false: the script is then read and
// classified.
func (r *runtime) installedProgram(file string) bool {
	if !filepath.IsAbs(file) {
		return false
	}
	var st syscall.Stat_t
	if syscall.Stat(file, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Mode&0o111 == 0 {
		return false
	}
	if !bashShebang(file) || !onPath(file, r.env.get("PATH")) {
		return false
	}
	began, ok := r.commandStart()
	if !ok {
		return false
	}
	// ctime, which no one can set back: a file written, moved or chmod-ed
	// by the command itself is as new as the command.
	changed, ok := ctime.Of(&st)
	if !ok {
		return false
	}
	return changed.Before(began.Add(-installedSlack))
}

// bashShebang reports whether file's first line starts it with bash:
// #!/bin/bash, #!/usr/bin/bash or #!/usr/bin/env bash, with options.
func bashShebang(file string) bool {
	f, err := os.Open(file)
	if err != nil {
		return false
	}
	defer f.Close()
	var buf [256]byte
	n, _ := f.Read(buf[:])
	line, _, _ := bytes.Cut(buf[:n], []byte("\n"))
	rest, ok := bytes.CutPrefix(line, []byte("#!"))
	if !ok {
		return false
	}
	words := strings.Fields(string(rest))
	if len(words) == 0 {
		return false
	}
	if filepath.Base(words[0]) == "env" {
		words = words[1:]
		for len(words) > 0 && strings.HasPrefix(words[0], "-") {
			words = words[1:] // env -S bash
		}
		return len(words) > 0 && words[0] == "bash"
	}
	return words[0] == "/bin/bash" || words[0] == "/usr/bin/bash"
}

// onPath reports whether looking up file's name in PATH finds file.
func onPath(file, pathList string) bool {
	want, err := os.Stat(file)
	if err != nil {
		return false
	}
	name := filepath.Base(file)
	for _, dir := range filepath.SplitList(pathList) {
		if dir == "" || !filepath.IsAbs(dir) {
			continue
		}
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil || !info.Mode().IsRegular() || info.Mode()&0o111 == 0 {
			continue
		}
		return os.SameFile(info, want) // the first one found is the one run
	}
	return false
}

// commandStart is when the agent's command began: the start of the
// oldest process between the agent and this one (this one, when the
// agent started it). Under gatesh loop the agent is the loop's worker,
// whatever program it is.
func (r *runtime) commandStart() (time.Time, bool) {
	agent, ok := r.procs.loopWorker(r.ppid)
	if !ok {
		// Without the agent's process (make, a terminal) the command's
		// start is not known: a script it wrote could pass for installed.
		agent, ok = r.procs.agentProcess(r.ppid)
		ok = ok && agent.agent != ""
	}
	if !ok {
		return time.Time{}, false
	}
	top := r.pid
	for pid, n := r.pid, 0; pid != agent.pid; n++ {
		st, err := r.procs.statFields(pid)
		if err != nil || st.ppid <= 1 || n > maxAncestors {
			return time.Time{}, false
		}
		top, pid = pid, st.ppid
	}
	return r.procs.startedAt(top)
}

// loopWorker walks from pid upward to the worker of a gatesh loop: the
// process whose parent is `gatesh loop`. The loop starts its worker
// itself, so each command the worker runs begins in a child of it, as
// an agent's command begins in a child of the agent.
func (p procFS) loopWorker(pid int) (procEntry, bool) {
	for range maxAncestors {
		if pid <= 1 {
			break
		}
		st, err := p.statFields(pid)
		if err != nil || st.ppid <= 1 {
			break
		}
		parent, err := p.statFields(st.ppid)
		if err != nil {
			break
		}
		if parent.comm == "gatesh" && p.runsLoop(st.ppid) {
			return procEntry{pid: pid, start: st.start}, true
		}
		pid = st.ppid
	}
	return procEntry{}, false
}

// runsLoop reports whether pid, a gatesh, runs `gatesh loop`.
func (p procFS) runsLoop(pid int) bool {
	var buf [256]byte
	data, err := readProc(p.root+"/"+strconv.Itoa(pid)+"/cmdline", buf[:])
	if err != nil {
		return false
	}
	args := strings.Split(string(data), "\x00")
	return len(args) > 1 && args[1] == "loop"
}

// startedAt is when pid started, to a clock tick: from its start time and
// the system's uptime, both in /proc.
func (p procFS) startedAt(pid int) (time.Time, bool) {
	now := time.Now()
	st, err := p.statFields(pid)
	if err != nil {
		return time.Time{}, false
	}
	var buf [64]byte
	data, err := readProc(p.root+"/uptime", buf[:])
	if err != nil {
		return time.Time{}, false
	}
	up, _, _ := strings.Cut(string(data), " ")
	uptime, err := strconv.ParseFloat(up, 64)
	if err != nil {
		return time.Time{}, false
	}
	age := time.Duration(uptime*float64(time.Second)) - time.Duration(st.start)*time.Second/clockTicks
	return now.Add(-age), true
}

// installedDecision is the decision on an installed program's own script.
func installedDecision(file string) rules.Decision {
	return rules.Decision{Tier: rules.Green, Verdict: rules.AutoPass, Hits: []rules.Hit{{ID: "installed_program", Tier: rules.Green,
		Reason: "the bash script of an installed program that the command ran by name (" + file + "): the command's own decision judged it"}}}
}
