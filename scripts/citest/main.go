// Command citest runs `go test -json` for CI and fails the run on what a
// plain `go test` lets pass:
//
//	go run ./scripts/citest [go test flags and packages]
//
// It prints what `go test` would (each package's result, the output of
// every failed test), then every skipped test, and fails when a skip is
// not explained by a capability that .ci/run named absent on this runner
// (GATESH_CI_ABSENT, see internal/needs), or when a skip bypassed
// internal/needs.
//
// It also fails when the run leaves something behind: a process (it is
// the child subreaper of the tests, so a daemon that detached still ends
// up its child, and is listed and killed), or a file in the temporary
// folders or in the work tree. The tests get a TMPDIR of their own, which
// must be empty at the end, and /tmp, /var/tmp and the work tree are
// compared before and after. As root the run has a mount namespace of its
// own where /tmp and /var/tmp start empty, so that what is left there is
// the run's, even where others work on the same machine.
package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"gatesh/internal/needs"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if ran, status := private(args); ran {
		return status
	}
	if err := mountPrivate(); err != nil {
		fmt.Fprintf(os.Stderr, "citest: error: %v\n", err)
		return 1
	}
	absent := split(os.Getenv(needs.AbsentEnv))
	if len(absent) > 0 {
		fmt.Printf("== capabilities named absent on this runner: %s\n", strings.Join(absent, ", "))
	}

	// A test that signals a process it did not start (its parent, say,
	// which the subreaper may be) must not end the report silently.
	signals := make(chan os.Signal, 8)
	signal.Notify(signals, syscall.SIGTERM, syscall.SIGHUP)

	before, err := snapshotTree()
	if err != nil {
		fmt.Fprintf(os.Stderr, "citest: error: %v\n", err)
		return 1
	}
	sb, err := newSandbox()
	if err != nil {
		fmt.Fprintf(os.Stderr, "citest: error: %v\n", err)
		return 1
	}
	defer sb.remove()
	fmt.Printf("== go test -json %s (%s)\n", strings.Join(args, " "), sb.describe())

	rep := newReport(os.Stdout, absent)
	status, left, err := sb.run(append([]string{"test", "-json"}, args...), func(r io.Reader) { rep.read(r) })
	if err != nil {
		fmt.Fprintf(os.Stderr, "citest: error: %v\n", err)
		return 1
	}
	rep.summary()

	bad := status != 0
	if u := rep.unexpected(); len(u) > 0 {
		bad = true
		fmt.Printf("\nFAIL: %d skips that no absent capability explains; in CI every test runs, "+
			"unless .ci/run names what it could not set up in %s\n", len(u), needs.AbsentEnv)
	}
	if len(left) > 0 {
		bad = true
		fmt.Printf("\nFAIL: the tests left %d processes running (killed now); a test ends what it starts:\n", len(left))
		for _, p := range left {
			fmt.Printf("    %s\n", p)
		}
	}
	for len(signals) > 0 {
		bad = true
		fmt.Printf("\nFAIL: citest received %v during the run: a test signalled a process it did not start\n", <-signals)
	}
	files := sb.leftovers()
	if after, err := snapshotTree(); err == nil {
		files = append(files, newEntries(before, after)...)
	}
	if len(files) > 0 {
		bad = true
		fmt.Printf("\nFAIL: the tests left %d files behind; temporary files go under t.TempDir():\n", len(files))
		for _, f := range files {
			fmt.Printf("    %s\n", f)
		}
	}
	if bad {
		return 1
	}
	fmt.Println("\n== no unexpected skip, no process and no file left behind")
	return 0
}

// snapshotTree lists what git sees changed or new in the work tree,
// ignored files included.
func snapshotTree() ([]string, error) {
	out, err := exec.Command("git", "status", "--porcelain", "--untracked-files=all", "--ignored").Output()
	if err != nil {
		return nil, fmt.Errorf("git status: %w", err)
	}
	return strings.Split(strings.TrimRight(string(out), "\n"), "\n"), nil
}

// newEntries are the entries of after that before lacks.
func newEntries(before, after []string) []string {
	var out []string
	for _, a := range after {
		if a != "" && !slices.Contains(before, a) {
			out = append(out, "work tree: "+a)
		}
	}
	return out
}

func split(list string) []string {
	var out []string
	for _, s := range strings.Split(list, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
