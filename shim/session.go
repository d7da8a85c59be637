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
		if session == "" || agent == "" {
			if p, ok := r.procs.agentProcess(r.ppid); ok {
				if session == "" {
					session = p.session()
				}
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
	fallbackComm := ""
	for range maxAncestors {
		if pid <= 1 {
			break
		}
		st, err := p.statFields(pid)
		if err != nil {
			break
		}
		e := procEntry{pid: pid, start: st.start}
		if e.agent = agentByName(st.comm); e.agent == "" && isInterpreter(interpreterName(st.comm)) {
			e.agent = p.agentByCmdline(pid)
		}
		if e.agent != "" {
			return e, true
		}
		if fallback == nil && !isShellComm(st.comm) {
			fallback, fallbackComm = &e, st.comm
		}
		pid = st.ppid
	}
	if fallback != nil {
		// No agent gatesh knows by name: an agent all the same, named after
		// its program, unless the program is one that people and build
		// tools run commands from (a terminal, tmux, make, npm).
		fallback.agent = p.programName(fallback.pid, fallbackComm)
		return *fallback, true
	}
	return procEntry{}, false
}

// programName names the program of an ancestor that runs shell commands
// and is no known agent (goose, opencode, an agent CLI from npm): its
// command name, or the installed script an interpreter runs. "" for the
// programs that are not agents, and for an interpreter running a script
// that is not installed (node server.js).
func (p procFS) programName(pid int, comm string) string {
	if isInterpreter(interpreterName(comm)) {
		return p.installedScript(pid)
	}
	if notAgent(comm) || strings.ContainsAny(comm, " :/") || strings.HasSuffix(comm, ".test") {
		return ""
	}
	return comm
}

// installedScript is the base name of the script an interpreter runs when
// it lives in a bin folder or an npm package: an installed CLI.
func (p procFS) installedScript(pid int) string {
	var buf [4096]byte
	data, err := readProc(p.root+"/"+strconv.Itoa(pid)+"/cmdline", buf[:])
	if err != nil {
		return ""
	}
	args := strings.Split(strings.TrimRight(string(data), "\x00"), "\x00")
	for _, a := range args[1:] {
		if strings.HasPrefix(a, "-") {
			continue
		}
		if i := strings.LastIndex(a, "/node_modules/"); i >= 0 {
			// The package: /node_modules/@scope/name/... or /node_modules/name/...
			parts := strings.Split(a[i+len("/node_modules/"):], "/")
			name := parts[0]
			if strings.HasPrefix(name, "@") && len(parts) > 1 {
				name = parts[1]
			}
			if name == ".bin" && len(parts) > 1 {
				name = parts[1]
			}
			if notAgent(name) {
				return ""
			}
			return name
		}
		if dir := path.Base(path.Dir(a)); dir == "bin" {
			name := strings.TrimSuffix(path.Base(a), ".js")
			if notAgent(name) {
				return ""
			}
			return name
		}
		return ""
	}
	return ""
}

// notAgent tells the programs that run shell commands for a person or a
// build, not for an agent: gatesh names no agent after them.
func notAgent(name string) bool {
	switch name {
	case "tmux", "screen", "sshd", "sudo", "su", "doas", "login", "systemd", "init", "cron", "crond",
		"script", "expect", "make", "gmake", "xargs", "env", "timeout", "nohup", "watch", "setsid",
		"npm", "npx", "yarn", "pnpm", "corepack", "go", "cargo", "pip", "pip3", "uv", "poetry",
		"code", "vim", "nvim", "emacs", "nano", "git", "ssh", "docker", "podman", "sshd-session",
		"xterm", "gnome-terminal-", "konsole", "alacritty", "kitty", "wezterm-gui", "foot",
		"gatesh-serve", "gatesh-export", "python", "python3", "node":
		return true
	}
	return false
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
	ppidField, startField := field(s[j+1:], 1), field(s[j+1:], 19)
	ppid, err1 := strconv.Atoi(ppidField)
	start, err2 := strconv.ParseUint(startField, 10, 64)
	if err1 != nil || err2 != nil {
		return procStat{}, fmt.Errorf("malformed stat of process %d", pid)
	}
	return procStat{comm: s[i+1 : j], ppid: ppid, start: start}, nil
}

// field returns the nth (from 0) of the fields of s that spaces and
// newlines separate, or "" if s has fewer. Unlike strings.Fields it
// allocates nothing: this runs for every ancestor at every start.
func field(s string, n int) string {
	start := -1
	for i := 0; i <= len(s); i++ {
		sep := i == len(s) || s[i] == ' ' || s[i] == '\n'
		switch {
		case !sep && start < 0:
			start = i
		case sep && start >= 0:
			if n == 0 {
				return s[start:i]
			}
			n, start = n-1, -1
		}
	}
	return ""
}

// readProc reads up to len(buf) bytes of a /proc file with few system
// calls and no allocation: this runs for every command that has no
// session id in its environment. A short read that ends a line ends the
// file: the kernel writes a stat file's one line in one read, so the read
// that would return 0 is saved.
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
		if n < len(buf) && buf[n-1] == '\n' {
			break
		}
	}
	return buf[:n], nil
}

// agentByName names an agent by its process name (the kernel keeps 15
// bytes of it): the native Claude Code and Codex binaries, and scripts
// named after the agent. This and the other tables here are switches
// rather than maps, which Go would build at every start.
func agentByName(name string) string {
	switch name {
	case "claude", "claude.exe":
		return "claude-code"
	case "codex":
		return "codex"
	case "gemini":
		return "gemini"
	case "cursor", "cursor-agent":
		return "cursor"
	case "aider":
		return "aider"
	case "goose":
		return "goose"
	}
	return ""
}

// isInterpreter tells whether a program may run an agent's script:
// Gemini CLI runs under node.
func isInterpreter(name string) bool {
	switch name {
	case "node", "nodejs", "bun", "deno", "python", "python3":
		return true
	}
	return false
}

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
		for _, p := range agentPackages {
			if strings.Contains(a, p.folder) {
				return p.agent
			}
		}
		return ""
	}
	return ""
}

var agentPackages = [...]struct{ folder, agent string }{
	{"/@google/gemini-cli/", "gemini"},
	{"/@anthropic-ai/claude-code/", "claude-code"},
	{"/@openai/codex/", "codex"},
	{"/cursor-agent/", "cursor"}, // ~/.local/share/cursor-agent/versions/V/index.js
}

// isShellComm tells the shells that the fallback skips: a shell between
// gatesh and the program that started it names no run (gatesh installed
// as bash shows as bash too).
func isShellComm(comm string) bool {
	switch comm {
	case "bash", "sh", "dash", "zsh", "ksh", "mksh",
		"ash", "fish", "gatesh", "-bash", "-sh", "-zsh":
		return true
	}
	return false
}
