package daemon

import (
	"errors"
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
