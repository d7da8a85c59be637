// Command mutate checks that the tests guard what the documentation
// promises: for each guarantee it removes the code that keeps it, in a
// scratch copy of the tree, and runs the tests named for it, which must
// fail.
//
//	go run ./scripts/mutate [-run REGEXP] [-table FILE] [-todo-ok] [-discover]
//
// Each mutation in the table (scripts/mutate/mutations.toml) names a file,
// an exact snippet, its replacement, the package and the tests that must
// fail. The snippet must occur exactly once: when the code moves, the
// mutation reports "missing" rather than passing quietly. An entry with a
// todo in place of a snippet is a guarantee still waiting for its
// mutation; it reports "missing" too, and fails the run unless -todo-ok
// says to go on (CI, until the code that keeps it lands). With -discover
// it lists, for each mutation, every test of the package that fails.
// Before mutating anything it runs
// the named tests on the unchanged copy, which must pass.
//
// It prints one line per mutation, killed, survived or missing, and exits
// non-zero unless every mutation was killed.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
)

// A mutation removes the code that keeps one guarantee.
type mutation struct {
	Name      string   `toml:"name"`      // the guarantee, as the docs state it
	Doc       string   `toml:"doc"`       // where the docs state it
	File      string   `toml:"file"`      // relative to the repository root
	Find      string   `toml:"find"`      // the exact snippet, which must occur once
	Replace   string   `toml:"replace"`   // what it becomes
	Package   string   `toml:"package"`   // ./shim/
	Tests     []string `toml:"tests"`     // tests, each of which must fail: top-level, or subtests of one test (TestScripts/NAME)
	Todo      string   `toml:"todo"`      // set: not written yet, and why
	TestFlags []string `toml:"testflags"` // extra flags for go test
}

type table struct {
	Mutation []mutation `toml:"mutation"`
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mutate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	only := fs.String("run", "", "only the mutations whose name matches this regular expression")
	tablePath := fs.String("table", "scripts/mutate/mutations.toml", "the table of mutations")
	todoOK := fs.Bool("todo-ok", false, "report a todo entry as missing without failing the run")
	discover := fs.Bool("discover", false, "run each mutation's whole package and list the tests that fail, to choose the ones to name")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	muts, err := load(*tablePath, *only)
	if err != nil {
		fmt.Fprintf(stderr, "mutate: error: %v\n", err)
		return 1
	}
	root, err := os.Getwd()
	if err != nil {
		fmt.Fprintf(stderr, "mutate: error: %v\n", err)
		return 1
	}
	scratch, err := os.MkdirTemp("", "gatesh-mutate-")
	if err != nil {
		fmt.Fprintf(stderr, "mutate: error: %v\n", err)
		return 1
	}
	defer os.RemoveAll(scratch)
	if err := copyTree(root, scratch); err != nil {
		fmt.Fprintf(stderr, "mutate: error: copying the tree: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "== %d mutations, in a copy of the tree at %s\n", len(muts), scratch)

	if *discover {
		for _, m := range muts {
			m.Tests = nil
			res, detail := apply(scratch, m)
			fmt.Fprintf(stdout, "%s: %s%s\n", m.Name, res, detail)
		}
		return 0
	}
	if bad := baseline(scratch, muts, stdout); bad {
		fmt.Fprintln(stderr, "mutate: error: the named tests fail on the unchanged tree; a mutation can only be judged against tests that pass")
		return 1
	}
	var killed, survived, missing, todo int
	for _, m := range muts {
		res, detail := apply(scratch, m)
		switch {
		case res == "killed":
			killed++
		case res == "survived":
			survived++
		case m.Todo != "":
			todo++
		default:
			missing++
		}
		fmt.Fprintf(stdout, "%-8s %s (%s)%s\n", res, m.Name, strings.Join(m.Tests, ", "), detail)
	}
	fmt.Fprintf(stdout, "\n%d killed, %d survived, %d missing (%d of them todo)\n", killed, survived, missing+todo, todo)
	if survived+missing > 0 || todo > 0 && !*todoOK {
		return 1
	}
	return 0
}

func load(path, only string) ([]mutation, error) {
	var t table
	md, err := toml.DecodeFile(path, &t)
	if err != nil {
		return nil, err
	}
	if u := md.Undecoded(); len(u) > 0 {
		return nil, fmt.Errorf("%s: unknown keys %v", path, u)
	}
	re, err := regexp.Compile(only)
	if err != nil {
		return nil, err
	}
	var out []mutation
	for i, m := range t.Mutation {
		if m.Name == "" || (m.Todo == "" && (m.File == "" || m.Find == "" || m.Package == "" || len(m.Tests) == 0)) {
			return nil, fmt.Errorf("%s: mutation %d needs name, file, find, package and tests (or a todo)", path, i+1)
		}
		if _, err := parent(m.Tests); err != nil {
			return nil, fmt.Errorf("%s: mutation %d: %w", path, i+1, err)
		}
		if re.MatchString(m.Name) {
			out = append(out, m)
		}
	}
	return out, nil
}

// parent is the test whose subtests tests name, or "" when they are all
// top-level tests; go test -run cannot pick both kinds at once.
func parent(tests []string) (string, error) {
	var top, sub []string
	for _, t := range tests {
		if p, _, ok := strings.Cut(t, "/"); ok {
			sub = append(sub, p)
		} else {
			top = append(top, t)
		}
	}
	switch sub = slices.Compact(slices.Sorted(slices.Values(sub))); {
	case len(sub) == 0:
		return "", nil
	case len(sub) > 1 || len(top) > 0:
		return "", fmt.Errorf("tests %q: name top-level tests, or subtests of one test, not both", tests)
	}
	return sub[0], nil
}

// baseline runs the named tests on the unchanged copy, once for each
// package (and each test whose subtests are named), and reports whether
// any failed.
func baseline(dir string, muts []mutation, stdout io.Writer) bool {
	type run struct{ pkg, parent string }
	tests := map[run][]string{}
	var runs []run
	for _, m := range muts {
		if m.Todo != "" {
			continue
		}
		p, _ := parent(m.Tests)
		k := run{m.Package, p}
		if _, ok := tests[k]; !ok {
			runs = append(runs, k)
		}
		tests[k] = append(tests[k], m.Tests...)
	}
	bad := false
	for _, k := range runs {
		out, err := goTest(dir, k.pkg, tests[k], nil)
		if err != nil {
			bad = true
			fmt.Fprintf(stdout, "baseline %s: %v\n%s\n", k.pkg, err, out)
		}
	}
	return bad
}

// apply makes the mutation, runs its tests and restores the file. It
// returns killed, survived or missing, and a detail to print.
func apply(dir string, m mutation) (string, string) {
	if m.Todo != "" {
		return "missing", ": todo: " + m.Todo
	}
	path := filepath.Join(dir, filepath.FromSlash(m.File))
	orig, err := os.ReadFile(path)
	if err != nil {
		return "missing", ": " + err.Error()
	}
	if n := bytes.Count(orig, []byte(m.Find)); n != 1 {
		return "missing", fmt.Sprintf(": the snippet occurs %d times in %s; the code moved, update the table", n, m.File)
	}
	mutated := bytes.Replace(orig, []byte(m.Find), []byte(m.Replace), 1)
	if err := os.WriteFile(path, mutated, 0o644); err != nil {
		return "missing", ": " + err.Error()
	}
	defer os.WriteFile(path, orig, 0o644)
	out, err := goTest(dir, m.Package, m.Tests, m.TestFlags)
	if err == nil {
		return "survived", ": every named test passed with the code removed"
	}
	if bytes.Contains(out, []byte("[build failed]")) || bytes.Contains(out, []byte("[setup failed]")) {
		return "missing", ": the mutated code does not build; fix the replacement\n" + string(out)
	}
	if len(m.Tests) == 0 {
		return "failing", ": " + strings.Join(failed(out), " ")
	}
	var passed []string
	for _, t := range m.Tests {
		if !slices.Contains(failed(out), t) {
			passed = append(passed, t)
		}
	}
	if len(passed) > 0 {
		return "survived", ": " + strings.Join(passed, ", ") + " did not fail"
	}
	return "killed", ""
}

// failed are the tests and subtests go test reported as failed, and
// those still running when it timed out: a mutation that makes a test
// hang kills it too.
func failed(out []byte) []string {
	var names []string
	for _, m := range failLine.FindAllSubmatch(out, -1) {
		names = append(names, string(m[1]))
	}
	if _, running, ok := bytes.Cut(out, []byte("panic: test timed out")); ok {
		for _, m := range runningLine.FindAllSubmatch(running, -1) {
			names = append(names, string(m[1]))
		}
	}
	return names
}

var (
	failLine    = regexp.MustCompile(`(?m)^\s*--- FAIL: (\S+) `)
	runningLine = regexp.MustCompile(`(?m)^\t\t(\S+) \(`)
)

// goTest runs the tests named in pkg (top-level tests, or subtests of
// one test), or all of them when none is named.
func goTest(dir, pkg string, tests, flags []string) ([]byte, error) {
	tests = slices.Compact(slices.Sorted(slices.Values(tests)))
	args := []string{"test", "-count=1", "-timeout=5m"}
	if p, _ := parent(tests); p != "" {
		var subs []string
		for _, t := range tests {
			subs = append(subs, regexp.QuoteMeta(strings.TrimPrefix(t, p+"/")))
		}
		args = append(args, "-run", "^"+regexp.QuoteMeta(p)+"$/^("+strings.Join(subs, "|")+")$")
	} else if len(tests) > 0 {
		args = append(args, "-run", "^("+strings.Join(tests, "|")+")$")
	}
	args = append(args, flags...)
	cmd := exec.Command("go", append(args, pkg)...)
	cmd.Dir = dir
	return cmd.CombinedOutput()
}

// copyTree copies the files git knows of (tracked, or new and not
// ignored) from root to dir: the tree as it is, uncommitted edits
// included.
func copyTree(root, dir string) error {
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		return fmt.Errorf("git ls-files: %w", err)
	}
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		src := filepath.Join(root, name)
		fi, err := os.Lstat(src)
		if errors.Is(err, fs.ErrNotExist) {
			continue // deleted in the work tree
		}
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			target, err := os.Readlink(src)
			if err != nil {
				return err
			}
			if err := os.Symlink(target, dst); err != nil {
				return err
			}
			continue
		}
		data, err := os.ReadFile(src)
		if err != nil {
			return err
		}
		if err := os.WriteFile(dst, data, fi.Mode().Perm()); err != nil {
			return err
		}
	}
	return nil
}
