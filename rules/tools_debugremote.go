package rules

import (
	"strings"

	"gatesh/toolcall"
)

// debuggerRemote reports whether a debugger's call connects it to a
// debug server on another machine: a gdbserver, an lldb-server or a
// DAP adapter named by an argument (endpoint, target, remote, host,
// address: "prod-db-1:2345") or by a command (gdb's target remote
// HOST:PORT and target extended-remote, LLDB's gdb-remote HOST:PORT).
// The debugger then reads and can change a process that runs there, as
// an attach does here. A server on this machine (localhost:2345, :2345)
// is the program under test.
func debuggerRemote(ts *toolSet, own []string, args map[string]any) bool {
	connects := false
	for _, w := range own {
		switch w {
		case "connect", "remote", "target", "gdbserver", "attach",
			// A session given a host (create_debug_session {host,
			// port}) connects to it: a launch runs here and names none.
			"session", "sessions", "debugging":
			connects = true
		}
	}
	connects = connects || attachRequest(args)
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		if keyIn(k, ts.args.Shell) {
			if h, ok := remoteTargetCommand(v); ok && h != "" && !hostIsLoopback(h) {
				return true
			}
			continue
		}
		if !connects || !debugEndpointKey(toolcall.Words(k)) {
			continue
		}
		h := endpointHost(v)
		if h == "" && hostOnlyKey(toolcall.Words(k)) {
			// A host given apart from its port ({"host": ..., "port": 2345}).
			h = bareHost(v)
		}
		if h != "" && !hostIsLoopback(h) {
			return true
		}
	}
	return false
}

// debugEndpointKey reports whether a key names where a debug server
// listens.
func debugEndpointKey(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "endpoint", "target", "remote", "host", "hostname", "address", "addr", "server", "gdbserver":
			return true
		}
	}
	return false
}

// hostOnlyKey reports whether a key names a host alone, without its port.
func hostOnlyKey(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "host", "hostname", "address", "addr", "server":
			return true
		}
	}
	return false
}

// bareHost returns a value that is a host's name or address alone; ""
// for a path, a pipe or text.
func bareHost(v string) string {
	v = strings.TrimSpace(v)
	if v == "" || strings.ContainsAny(v, "/| \t") {
		return ""
	}
	return strings.ToLower(strings.Trim(v, "[]"))
}

// remoteTargetCommand returns the host of a debugger command that
// connects to a debug server (target remote HOST:PORT, target
// extended-remote HOST:PORT, gdb-remote HOST:PORT, process connect
// connect://HOST:PORT).
// gdb takes a command or a word of it by any unique prefix (tar rem,
// target ext); "target remote | CMD" runs CMD, which may reach anywhere
// (| ssh HOST gdbserver -), so its host is not known: "?". LLDB's
// platform connect reaches a remote platform as process connect does.
func remoteTargetCommand(line string) (string, bool) {
	for cmd := range strings.SplitSeq(line, "\n") {
		f := strings.Fields(cmd)
		switch {
		case len(f) >= 3 && gdbPrefix(f[0], "target", 3) && (gdbPrefix(f[1], "remote", 3) || gdbPrefix(f[1], "extended-remote", 3)):
			if strings.HasPrefix(f[2], "|") {
				return "?", true
			}
			return endpointHost(f[2]), true
		case len(f) >= 2 && f[0] == "gdb-remote":
			return endpointHost(f[1]), true
		case len(f) >= 3 && (f[0] == "process" || f[0] == "platform") && f[1] == "connect":
			return endpointHost(f[len(f)-1]), true
		}
	}
	return "", false
}

// gdbPrefix reports whether w is word or a prefix of it at least least
// letters long, as gdb reads an abbreviated command.
func gdbPrefix(w, word string, least int) bool {
	return len(w) >= least && strings.HasPrefix(word, w)
}

// endpointHost returns the host of HOST:PORT, tcp:HOST:PORT or a URL's
// host; "" for a bare port, a device path or a pipe (| ssh ...).
func endpointHost(v string) string {
	v = strings.TrimSpace(v)
	if i := strings.Index(v, "://"); i >= 0 {
		v = v[i+3:]
	}
	// gdb's target remote takes tcp:, tcp4:, tcp6:, udp:, udp4: and udp6:.
	for _, p := range []string{"tcp:", "tcp4:", "tcp6:", "udp:", "udp4:", "udp6:"} {
		v = strings.TrimPrefix(v, p)
	}
	if strings.HasPrefix(v, "/") || strings.HasPrefix(v, "|") || strings.ContainsAny(v, " \t") {
		return ""
	}
	// HOST:PORT, or [V6]:PORT; a bare address names no port to reach.
	i := strings.LastIndexByte(v, ':')
	if i < 0 {
		return ""
	}
	host := v[:i]
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		host = host[1 : len(host)-1]
	} else if strings.Contains(host, ":") {
		return ""
	}
	return strings.ToLower(host)
}
