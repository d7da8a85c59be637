package shim

import (
	"fmt"
	"path"
	"strconv"
	"strings"
	"syscall"

	"gatesh/audit"
)

// identity names the agent and the session of this run: what the
// environment says (audit.Identify), and, when it gives no session id,
// one derived from the agent's own process. It is worked out once per
// run.
func (r *runtime) identity() (agent, session string) {
	if r.ident == nil {
		agent, session := audit.Identify(r.env.get, r.env)
		if session == "" {
			if p, ok := r.procs.agentProcess(r.ppid); ok {
				session = p.session()
				if agent == "" {
					agent = p.agent
				}
			}
		}
		r.ident = &[2]string{agent, session}
	}
	return r.ident[0], r.ident[1]
}

// Gemini CLI gives its shell no session id, nor do Claude Code and Codex
// for their session-start calls; all of them run gatesh as a child of the
// agent's own process. That process's pid and start time (field 22 of
// /proc/PID/stat, in clock ticks since boot) name the run: every command
// of one run has the same, and a reused pid has another start time.

// procEntry is what agentProcess found.
type procEntry struct {
	pid   int
	start uint64 // clock ticks after boot
	agent string // "" for the fallback: the nearest ancestor that is not a shell
}

func (p procEntry) session() string {
	return "proc-" + strconv.Itoa(p.pid) + "-" + strconv.FormatUint(p.start, 10)
}

// maxAncestors bounds the walk up the process tree.
const maxAncestors = 32

// agentProcess walks from pid upward to the agent's process: the first
// ancestor that is a known agent, else the nearest one that is not a
// shell. Each step reads one small stat file, plus the command line of
// an interpreter (node, python) that may be running an agent. It gives
// up, reporting nothing, at init or a process it cannot read.
func (p procFS) agentProcess(pid int) (procEntry, bool) {
	var fallback *procEntry
	for range maxAncestors {
		if pid <= 1 {
			break
		}
		st, err := p.statFields(pid)
		if err != nil {
			break
		}
		e := procEntry{pid: pid, start: st.start}
		if e.agent = agentByName(st.comm); e.agent == "" && interpreters[interpreterName(st.comm)] {
			e.agent = p.agentByCmdline(pid)
		}
		if e.agent != "" {
			return e, true
		}
		if fallback == nil && !shellComms[st.comm] {
			fallback = &e
		}
		pid = st.ppid
	}
	if fallback != nil {
		return *fallback, true
	}
	return procEntry{}, false
}

// procStat is the part of /proc/PID/stat that agentProcess reads.
type procStat struct {
	comm  string
	ppid  int
	start uint64
}

// statFields reads the command name, the parent and the start time of pid.
func (p procFS) statFields(pid int) (procStat, error) {
	var buf [512]byte
	data, err := readProc(p.root+"/"+strconv.Itoa(pid)+"/stat", buf[:])
	if err != nil {
		return procStat{}, err
	}
	s := string(data)
	// The command name in parentheses may hold spaces and parentheses.
	i, j := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
	if i < 0 || j < i {
		return procStat{}, fmt.Errorf("malformed stat of process %d", pid)
	}
	// After the name: state (3), ppid (4), ..., starttime (22).
	f := strings.Fields(s[j+1:])
	if len(f) < 20 {
		return procStat{}, fmt.Errorf("malformed stat of process %d", pid)
	}
	ppid, err1 := strconv.Atoi(f[1])
	start, err2 := strconv.ParseUint(f[19], 10, 64)
	if err1 != nil || err2 != nil {
		return procStat{}, fmt.Errorf("malformed stat of process %d", pid)
	}
	return procStat{comm: s[i+1 : j], ppid: ppid, start: start}, nil
}

// readProc reads up to len(buf) bytes of a /proc file with three system
// calls and no allocation: this runs for every command that has no
// session id in its environment.
func readProc(path string, buf []byte) ([]byte, error) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	defer syscall.Close(fd)
	n := 0
	for n < len(buf) {
		k, err := syscall.Read(fd, buf[n:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, err
		}
		if k == 0 {
			break
		}
		n += k
	}
	return buf[:n], nil
}

// agentComms are agents by their process name (the kernel keeps 15
// bytes of it): the native Claude Code and Codex binaries, and scripts
// named after the agent.
var agentComms = map[string]string{
	"claude": "claude-code", "claude.exe": "claude-code",
	"codex":  "codex",
	"gemini": "gemini",
	"cursor": "cursor", "cursor-agent": "cursor",
	"aider": "aider",
}

func agentByName(name string) string { return agentComms[name] }

// interpreters may run an agent's script: Gemini CLI runs under node.
var interpreters = map[string]bool{"node": true, "nodejs": true, "bun": true, "deno": true, "python": true, "python3": true}

// interpreterName drops a version from an interpreter's name: python3.12
// is python3.
func interpreterName(comm string) string {
	if strings.HasPrefix(comm, "python3") {
		return "python3"
	}
	return comm
}

// agentByCmdline recognises an agent run by an interpreter from the
// script it runs: the first argument that is not an option, by its base
// name (…/.bin/gemini, …/bin/aider) or its package folder
// (@google/gemini-cli, @anthropic-ai/claude-code, @openai/codex).
func (p procFS) agentByCmdline(pid int) string {
	var buf [4096]byte // enough for the interpreter's options and script
	data, err := readProc(p.root+"/"+strconv.Itoa(pid)+"/cmdline", buf[:])
	if err != nil {
		return ""
	}
	args := strings.Split(strings.TrimRight(string(data), "\x00"), "\x00")
	for _, a := range args[1:] {
		if strings.HasPrefix(a, "-") {
			continue
		}
		if agent := agentByName(strings.TrimSuffix(path.Base(a), ".js")); agent != "" {
			return agent
		}
		for pkg, agent := range agentPackages {
			if strings.Contains(a, pkg) {
				return agent
			}
		}
		return ""
	}
	return ""
}

var agentPackages = map[string]string{
	"/@google/gemini-cli/":        "gemini",
	"/@anthropic-ai/claude-code/": "claude-code",
	"/@openai/codex/":             "codex",
}

// shellComms are skipped by the fallback: a shell between gatesh and the
// program that started it names no run (gatesh installed as bash shows
// as bash too).
var shellComms = map[string]bool{
	"bash": true, "sh": true, "dash": true, "zsh": true, "ksh": true, "mksh": true,
	"ash": true, "fish": true, "gatesh": true, "-bash": true, "-sh": true, "-zsh": true,
}
