package egress

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
)

// What the shim and the network daemon say to each other. The daemon is
// a program of its own, gatesh-net, installed beside gatesh: it links the
// proxy (package net and net/http), which gatesh, starting before every
// command, must not.

// DaemonProgram is the daemon's file name, beside gatesh.
const DaemonProgram = "gatesh-net"

// DaemonArg and HolderArg are the first argument of gatesh-net as the
// daemon and as the namespace holder.
const (
	DaemonArg = "__network-daemon"
	HolderArg = "__network-holder"
)

// ErrUnavailable is wrapped when this machine cannot make the namespace:
// user namespaces are switched off or limited to none, or nsenter is
// missing. The command then runs unrestricted and the log says so.
var ErrUnavailable = errors.New("network namespaces are unavailable")

// DaemonSpec is what the shim tells a daemon it starts, as one JSON line
// on stdin. The daemon answers one line on stdout: "ready",
// "unavailable REASON" or "error REASON". It works out its key itself
// (KeyOf), from what it will enforce, and binds its socket under that
// name in Dir.
type DaemonSpec struct {
	Home    string      `json:"home"`
	Project string      `json:"project"`
	Dir     string      `json:"dir"`
	Allow   []EntrySpec `json:"allow"`
}

// KeyOf names the daemon of a gatesh folder, project and allowlist, run
// from the program file exe (ExeID): a new gatesh-net, like a new list,
// gets a daemon of its own. The daemon reports the key it worked out
// from its own list, so a shim can tell that what answers enforces the
// list it asked for.
func KeyOf(home, project string, allow *Allowlist, exe string) string {
	// Appended to one buffer on the stack and hashed once: fmt's first
	// use cost a command 24 µs, and a []byte made of each string, two
	// for each entry, showed in its profile as much again.
	var buf [2048]byte
	b := buf[:0]
	for _, w := range []string{home, project, exe} {
		b = append(append(b, w...), 0)
	}
	if allow != nil {
		for _, e := range allow.Entries {
			b = append(append(b, e.Text...), 0)
			b = append(append(b, e.Why...), 0)
		}
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// EntrySpec is an allowlist entry and its reason.
type EntrySpec struct {
	Text string `json:"text"`
	Why  string `json:"why"`
}

// Origin is the command a proxy client belongs to, for the log.
type Origin struct {
	Decision string `json:"decision"`
	Command  string `json:"command"`
	Cwd      string `json:"cwd"`
	Session  string `json:"session,omitempty"`
	Agent    string `json:"agent,omitempty"`
}

// Request is one line a shim sends on the daemon's control socket.
type Request struct {
	Op     string `json:"op"` // "hello" or "register"
	Token  string `json:"token,omitempty"`
	Origin Origin `json:"origin"`
}

// Reply is the daemon's answer: where the namespace and the proxy are,
// and the key of the list it enforces.
type Reply struct {
	Pid   int    `json:"pid"`
	Port  int    `json:"port"`
	Netns string `json:"netns"`
	Key   string `json:"key"`
	Error string `json:"error,omitempty"`
}

// ToSpec is the allowlist as a daemon receives it.
func (a *Allowlist) ToSpec() []EntrySpec {
	var out []EntrySpec
	if a != nil {
		for _, e := range a.Entries {
			out = append(out, EntrySpec{Text: e.Text, Why: e.Why})
		}
	}
	return out
}

// FromSpec reads the allowlist a daemon received.
func FromSpec(specs []EntrySpec) (*Allowlist, error) {
	var a Allowlist
	for _, s := range specs {
		e, err := ParseEntry(s.Text)
		if err != nil {
			return nil, err
		}
		e.Why = s.Why
		a.Entries = append(a.Entries, e)
	}
	return &a, nil
}

// RuntimeFolder is the folder in the gatesh folder that holds, for each
// user, the daemons' control sockets, locks and logs.
const RuntimeFolder = "net"

// SocketName is the control socket of the daemon with key in dir.
func SocketName(dir, key string) string { return dir + "/" + key + ".sock" }

// registerLine is the line that registers token for the command o, the
// JSON encoding/json would write for Request{Op: "register", ...}, but
// written by hand: encoding/json's first use cost a command 70 µs.
func registerLine(token string, o Origin) []byte {
	b := make([]byte, 0, 128+len(o.Command)+len(o.Cwd))
	b = append(b, `{"op":"register","token":`...)
	b = appendJSONString(b, token)
	b = append(b, `,"origin":{"decision":`...)
	b = appendJSONString(b, o.Decision)
	b = append(b, `,"command":`...)
	b = appendJSONString(b, o.Command)
	b = append(b, `,"cwd":`...)
	b = appendJSONString(b, o.Cwd)
	if o.Session != "" {
		b = append(b, `,"session":`...)
		b = appendJSONString(b, o.Session)
	}
	if o.Agent != "" {
		b = append(b, `,"agent":`...)
		b = appendJSONString(b, o.Agent)
	}
	return append(b, "}}\n"...)
}

// appendJSONString appends s as a JSON string. Bytes that are not UTF-8
// go as they are; the decoder reads each as U+FFFD, as it would read
// what encoding/json writes for them.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}
