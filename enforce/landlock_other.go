//go:build !linux

package enforce

import (
	"errors"
	"fmt"
	"runtime"
)

// Landlock is Linux's. Elsewhere every plan is unavailable: the command
// runs unrestricted and the audit record says so, as on a Linux kernel
// without Landlock. Nothing here can enforce, so nothing claims to.

// MinABI is the oldest Landlock ABI gatesh enforces.
const MinABI = 2

// Supported tells whether this system has Landlock at all.
const Supported = false

// ProbeABI returns 0: there is no Landlock here.
func ProbeABI() int { return 0 }

// Ruleset is never made here.
type Ruleset struct{ abi int }

// ErrUnavailable means the kernel's Landlock cannot enforce a plan.
var ErrUnavailable = errors.New("landlock unavailable")

// Prepare always fails with ErrUnavailable.
func (p *Plan) Prepare(abi int) (*Ruleset, error) {
	return nil, fmt.Errorf("%w: Landlock is Linux only, and this is %s", ErrUnavailable, runtime.GOOS)
}

// ABI is the ABI the ruleset was made for.
func (rs *Ruleset) ABI() int { return rs.abi }

// Close releases nothing.
func (rs *Ruleset) Close() error { return nil }

// Enforce fails: a ruleset cannot exist here, and a caller that has one
// anyway must not run the command believing it restricted.
func (rs *Ruleset) Enforce() error {
	return fmt.Errorf("landlock_restrict_self: Landlock is Linux only, and this is %s", runtime.GOOS)
}

// Exec fails as Enforce does, and runs nothing.
func (rs *Ruleset) Exec(path string, argv, env []string) error {
	return &RestrictError{rs.Enforce()}
}
