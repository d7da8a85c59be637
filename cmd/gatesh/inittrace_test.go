package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// packageInit is one line of GODEBUG=inittrace=1: a package whose
// initialisation did some work.
type packageInit struct {
	pkg           string
	bytes, allocs int
}

var shellTrace struct {
	once  sync.Once
	inits []packageInit
	out   string
	err   error
}

// shellInits builds gatesh once and returns the package initialisations
// `gatesh -c true` runs, in the order they run.
func shellInits(t *testing.T) []packageInit {
	t.Helper()
	if testing.Short() {
		t.Skip("builds gatesh")
	}
	shellTrace.once.Do(func() {
		dir, err := os.MkdirTemp("", "gatesh-inittrace-")
		if err != nil {
			shellTrace.err = err
			return
		}
		defer os.RemoveAll(dir)
		bin := filepath.Join(dir, "gatesh")
		if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
			shellTrace.out, shellTrace.err = string(out), err
			return
		}
		cmd := exec.Command(bin, "-c", "true")
		cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "GATESH_HOME="+filepath.Join(dir, "home"), "HOME="+dir)
		out, err := cmd.CombinedOutput()
		shellTrace.out, shellTrace.err = string(out), err
		// "init PACKAGE @0.3 ms, 0.01 ms clock, 312 bytes, 7 allocs"
		for line := range strings.Lines(string(out)) {
			f := strings.Fields(line)
			if len(f) != 11 || f[0] != "init" || f[8] != "bytes," || f[10] != "allocs" {
				continue
			}
			b, err1 := strconv.Atoi(f[7])
			a, err2 := strconv.Atoi(f[9])
			if err1 == nil && err2 == nil {
				shellTrace.inits = append(shellTrace.inits, packageInit{f[1], b, a})
			}
		}
	})
	if shellTrace.err != nil {
		t.Fatalf("gatesh -c true with inittrace: %v\n%s", shellTrace.err, shellTrace.out)
	}
	if len(shellTrace.inits) == 0 {
		t.Fatalf("no inittrace lines:\n%s", shellTrace.out)
	}
	return shellTrace.inits
}

// Go runs every linked package's initialisation at every start, and
// gatesh starts before every command an agent runs: a package-level map
// literal, regexp or list read from an embedded file costs every command,
// although most runs never look at it. gatesh's own packages build such
// values on first use (internal/lazy), so their initialisations allocate
// nothing.
func TestShellStartInitialisesLittle(t *testing.T) {
	for _, in := range shellInits(t) {
		if strings.HasPrefix(in.pkg, "gatesh/") && (in.allocs > 0 || in.bytes > 0) {
			t.Errorf("%s allocates %d bytes in %d allocations at start-up; build its package-level values on first use (gatesh/internal/lazy)", in.pkg, in.bytes, in.allocs)
		}
	}
}

// Other modules' initialisations cannot be made lazy from here: each one
// that allocates is listed with what it builds, so that a new dependency
// with costly initialisation on the shell's path is a decision, not an
// accident. The standard library's are Go's own business.
func TestShellStartDependencyInits(t *testing.T) {
	known := map[string]string{
		"github.com/BurntSushi/toml/internal": "reads the local time zone for TOML's local date-times",
		"github.com/BurntSushi/toml":          "its error values",
		"mvdan.cc/sh/v3/fileutil":             "two regexps, imported by mvdan.cc/sh/v3/syntax",
		"golang.org/x/sys/unix":               "its error values",
	}
	for _, in := range shellInits(t) {
		first, _, _ := strings.Cut(in.pkg, "/")
		if !strings.Contains(first, ".") || in.allocs == 0 {
			continue // the standard library, or no allocation
		}
		if _, ok := known[in.pkg]; !ok {
			t.Errorf("%s allocates %d bytes at every start of gatesh; keep it off the shell's path, or list it here with the reason", in.pkg, in.bytes)
		}
	}
}
