// Package needs skips a test whose machine lacks what it needs, except in
// CI, where a missing capability fails the test unless .ci/run named it
// absent on this runner.
//
// Every skip for a missing capability goes through Skip, so that a green
// CI run means the strongest tests ran. Outside CI (CI unset) a missing
// capability skips, as before, with a message naming it:
//
//	needs root: mounting a tmpfs needs root
//
// In CI (CI=true), the same test fails, unless the capability is listed in
// GATESH_CI_ABSENT (comma-separated), which .ci/run sets after probing the
// runner and printing why each one is absent. GATESH_CI_SIMULATE_ABSENT
// makes the listed capabilities look missing even where they are present,
// to check by hand that a runner without them fails.
package needs

import (
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// A Capability is something a test needs from its machine. A program on
// PATH is a capability named after the program.
type Capability string

// The capabilities other than programs. .ci/run names them in
// GATESH_CI_ABSENT by these names.
const (
	RootUser       Capability = "root"       // uid 0: namespaces, mounts, another user
	LandlockABI    Capability = "landlock"   // a kernel with the Landlock ABI the test asks for
	UserNamespaces Capability = "userns"     // unprivileged user namespaces for this user
	AgentCLIs      Capability = "agent-clis" // the pinned agent CLIs (go run ./e2e/cmd/install-agents)
	Chromium       Capability = "chromium"   // Debian's headless Chromium
	SharedCorpora  Capability = "shared"     // ../shared beside the checkout (the peer corpora)
	Terminals      Capability = "pty"        // pseudo-terminals
	FileEvents     Capability = "inotify"    // inotify
	Mounts         Capability = "tmpfs"      // mounting a small tmpfs (a disk that fills up)
	GoProxy        Capability = "go-proxy"   // the Go module proxy, reachable
	NPMRegistry    Capability = "npm-registry"
	PyPI           Capability = "pypi"
	PostgreSQL     Capability = "postgres" // a PostgreSQL server the tests may start
)

// The variables that steer this package.
const (
	AbsentEnv   = "GATESH_CI_ABSENT"
	SimulateEnv = "GATESH_CI_SIMULATE_ABSENT"
)

// Prefix starts every skip message this package writes; the end-of-run
// report reads the capability from it.
const Prefix = "needs "

// tb is the part of testing.TB this package uses, so that its own tests
// can record what it does.
type tb interface {
	Helper()
	Skipf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Skip ends the test for want of c, saying why: a skip, or in CI a failure
// unless .ci/run named c absent. Prefer Check, which also lets
// GATESH_CI_SIMULATE_ABSENT make a present capability look missing.
func Skip(t testing.TB, c Capability, format string, args ...any) {
	t.Helper()
	skip(t, os.Getenv, c, fmt.Sprintf(format, args...))
}

func skip(t tb, getenv func(string) string, c Capability, why string) {
	t.Helper()
	switch {
	case !InCI(getenv):
		t.Skipf("%s%s: %s", Prefix, c, why)
	case listed(getenv(AbsentEnv), c):
		t.Skipf("%s%s: %s (named absent on this runner by .ci/run)", Prefix, c, why)
	default:
		t.Fatalf("%s%s: %s\nCI: %s does not name %q as absent on this runner; "+
			".ci/run sets it up, or names it absent and prints why", Prefix, c, why, AbsentEnv, c)
	}
}

// Check skips (or fails, in CI) when err says c is missing, or when c is
// simulated absent.
func Check(t testing.TB, c Capability, err error) {
	t.Helper()
	check(t, os.Getenv, c, err)
}

func check(t tb, getenv func(string) string, c Capability, err error) {
	t.Helper()
	if err == nil && listed(getenv(SimulateEnv), c) {
		err = fmt.Errorf("simulated absent by %s", SimulateEnv)
	}
	if err != nil {
		skip(t, getenv, c, err.Error())
	}
}

// Root needs the test to run as root.
func Root(t testing.TB) {
	t.Helper()
	var err error
	if os.Geteuid() != 0 {
		err = fmt.Errorf("runs as uid %d, not root (CI runs as root)", os.Geteuid())
	}
	Check(t, RootUser, err)
}

// Landlock needs the kernel's Landlock ABI (have, from enforce.ProbeABI)
// to be at least want.
func Landlock(t testing.TB, have, want int) {
	t.Helper()
	var err error
	if have < want {
		err = fmt.Errorf("the kernel has Landlock ABI %d; this test needs %d or later", have, want)
	}
	Check(t, LandlockABI, err)
}

// Program needs name on PATH and returns its path.
func Program(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		err = fmt.Errorf("%s is not installed: %w", name, err)
	}
	Check(t, Capability(name), err)
	return p
}

// InCI says whether the tests run in CI: CI is set and not false.
func InCI(getenv func(string) string) bool {
	v := getenv("CI")
	return v != "" && v != "false" && v != "0"
}

func listed(list string, c Capability) bool {
	return slices.ContainsFunc(strings.Split(list, ","), func(s string) bool {
		return strings.TrimSpace(s) == string(c)
	})
}
