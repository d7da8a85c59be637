package daemon

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"time"

	"gatesh/enforce"
)

// Arg is gatesh's first argument as the daemon: `gatesh __landlock-daemon
// start` starts one, detached, and exits once it serves;
// `gatesh __landlock-daemon serve` is the daemon.
const Arg = "__landlock-daemon"

// Request is the one line a shim sends: the policy of its command and
// the Landlock ABI of the kernel (or an older one, to act as it).
type Request struct {
	Policy enforce.Policy `json:"policy"`
	ABI    int            `json:"abi"`
	// Resolve are the trusted folders of the policy's inputs
	// (enforce.TrustedPaths): the daemon resolves their links, watches
	// what each was decided by, and publishes them with the plan, for
	// the next shim's enforce.Inputs.Links.
	Resolve []string `json:"resolve,omitempty"`
}

// Reply is the daemon's one line. Unless Error is set, the message also
// carries the new ruleset's descriptor (SCM_RIGHTS).
type Reply struct {
	// Summary is the plan's line for the audit log (enforce.Plan.Summary).
	Summary string `json:"summary,omitempty"`
	Error   string `json:"error,omitempty"`
}

// StartSpec is what `start` and `serve` read on stdin: the folder of
// the daemon's socket.
type StartSpec struct {
	Dir string `json:"dir"`
}

// ErrNoDaemon means no daemon answers for this user and program: start
// one (Start).
var ErrNoDaemon = errors.New("no Landlock ruleset daemon")

// ErrNotHere means this process may not use a daemon: it runs with
// no_new_privs (inside a command's restriction, or another sandbox), so
// it could not tell that what answers is the gate's own, and a daemon it
// started would be inside its restriction. It prepares its ruleset
// itself.
var ErrNotHere = errors.New("this process runs with no_new_privs")

// IdleExit is how long a daemon waits for a request before it exits.
const IdleExit = 15 * time.Minute

// askTimeout bounds a shim's wait for the daemon; past it, the shim
// prepares its ruleset itself.
const askTimeout = time.Second

// maxRequest bounds a request line.
const maxRequest = 1 << 20

// RequestKey names the plan of pol at abi, in the daemon's entries and
// its published index. Every field of the policy goes in, each string
// with its length, so that two policies never share a key; it is
// written by hand because encoding/json's first use cost a command
// 0.1 ms.
func RequestKey(pol enforce.Policy, abi int) string {
	b := make([]byte, 0, 4096)
	str := func(s string) {
		b = strconv.AppendInt(b, int64(len(s)), 10)
		b = append(b, ':')
		b = append(b, s...)
	}
	list := func(tag string, ss []string) {
		str(tag)
		b = strconv.AppendInt(b, int64(len(ss)), 10)
		for _, s := range ss {
			str(s)
		}
	}
	b = strconv.AppendInt(b, int64(abi), 10)
	str("project")
	str(pol.Project)
	str("write")
	b = strconv.AppendInt(b, int64(len(pol.Write)), 10)
	for _, r := range pol.Write {
		str(r.Path)
		str(r.Why)
	}
	list("hidden", pol.Hidden)
	list("except", pol.Except)
	list("protected", pol.Protected)
	list("devices", pol.Devices)
	str("home")
	str(pol.Home)
	list("notes", pol.Notes)
	if r := pol.Refused; r != nil {
		list("refused", []string{r.Project, r.Place, r.Why})
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
