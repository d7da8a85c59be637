package shim

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"gatesh/archivelist"
	"gatesh/e2e/mcpserver"
	"gatesh/enforce"
	"gatesh/mcphttp"
	"gatesh/secondopinion/client"
)

func gateshMain() {
	os.Exit(Main(os.Args, os.Stdin, os.Stdout, os.Stderr, os.Environ()))
}

// scriptCommands are the names this test binary answers to in scripts:
// gatesh under its own name, as a shell (bash) and as interposed
// programs (git, rm), and gatesh's other programs.
var scriptCommands = map[string]func(){
	"gatesh": gateshMain,
	"bash":   gateshMain,
	"git":    gateshMain,
	"rm":     gateshMain,
	// gatesh export runs it (report_script_test.go)
	"gatesh-export": exportMain,
	// gatesh starts it for network = "allowlist" (network_linux_test.go)
	"gatesh-net": netMain,
	// gatesh runs it for a model's second opinion (model_test.go)
	"gatesh-model": func() { os.Exit(client.Run()) },
	// gatesh runs it, beside itself, to list an archive (redteam4_test.go)
	archiveProgram: func() { os.Exit(archivelist.Run()) },
	// the MCP server gatesh mcp stands in front of (mcp_*.txtar)
	"mcpcomments": func() { os.Exit(mcpserver.Main(os.Args, os.Stdin, os.Stdout, os.Stderr)) },
	// gatesh mcp --url runs it (mcp_url.txtar)
	"gatesh-mcp": func() { os.Exit(mcphttp.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
}

// TestMain registers the script commands: each is this test binary,
// hard-linked into a folder that testscript makes in TMPDIR. gatesh
// refuses a program in a folder green commands may write, /tmp among
// them, and doctor fails an install there (enforce.CheckProgram), so that
// folder is made outside /tmp, where a real install is; the tests
// themselves keep the TMPDIR they were given.
//
// The commands must be links of the one binary that runs the tests:
// gatesh, and the tests, find the real git or bash by skipping every file
// that is this binary, and a copy is another file. testscript copies when
// it cannot link, as across filesystems (a tmpfs /tmp, where the go tool
// builds the test, beside a /var/tmp on disk), so the binary first copies
// itself into the folder and runs again from there.
func TestMain(m *testing.M) {
	h := ownHome{m: m, tmpdir: os.Getenv("TMPDIR")}
	if dir := os.Getenv(ownProgramsEnv); dir != "" {
		// Run again from the copy: the folder and TMPDIR are the first
		// run's, and the folder is this run's to remove.
		h.programs, h.tmpdir = dir, os.Getenv(ownTmpdirEnv)
		os.Unsetenv(ownProgramsEnv)
		os.Unsetenv(ownTmpdirEnv)
		// gatesh-archive beside the binary, as install.sh puts it beside
		// gatesh: the tests that run this binary as gatesh by a link to
		// it then list archives with it.
		if exe, err := os.Executable(); err == nil {
			os.Link(exe, filepath.Join(dir, archiveProgram))
		}
	} else if _, command := scriptCommands[filepath.Base(os.Args[0])]; !command && os.Getenv(programsEnv) == "" {
		// Once per test run: not in a test binary a test runs again.
		if dir, err := os.MkdirTemp("/var/tmp", "gatesh-shim-tests-"); err == nil {
			os.Setenv("TMPDIR", dir)
			os.Setenv(programsEnv, dir)
			if err := runFrom(dir, h.tmpdir); err != nil {
				fmt.Fprintf(os.Stderr, "running the tests from %s: %v\n", dir, err)
				os.RemoveAll(dir)
				os.Exit(1)
			}
		}
	}
	testscript.Main(h, scriptCommands)
}

// The variables by which the first run hands its folder and TMPDIR to the
// run from the copy.
const (
	ownProgramsEnv = "GATESH_SHIM_TEST_OWN_PROGRAMS"
	ownTmpdirEnv   = "GATESH_SHIM_TEST_TMPDIR"
)

// runFrom copies this test binary into dir and replaces this process with
// the copy, which then finds the folder in ownProgramsEnv.
func runFrom(dir, tmpdir string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	in, err := os.Open(self)
	if err != nil {
		return err
	}
	defer in.Close()
	copied := filepath.Join(dir, filepath.Base(self))
	out, err := os.OpenFile(copied, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	os.Setenv(ownProgramsEnv, dir)
	os.Setenv(ownTmpdirEnv, tmpdir)
	return syscall.Exec(copied, append([]string{copied}, os.Args[1:]...), os.Environ())
}

// programsEnv names the folder of the script commands, for the test
// binaries the tests start.
const programsEnv = "GATESH_SHIM_TEST_PROGRAMS"

// ownHome runs the tests with GATESH_HOME set to a folder of their own,
// so that a program a test starts with the inherited environment never
// writes the developer's ~/.gatesh. (Run is not called when the binary
// runs as one of the registered commands.)
type ownHome struct {
	m *testing.M
	// tmpdir is the TMPDIR the tests were given; programs is the folder
	// the script commands were put in instead, removed at the end.
	tmpdir, programs string
}

func (o ownHome) Run() int {
	if o.programs != "" {
		defer os.RemoveAll(o.programs)
		if o.tmpdir == "" {
			os.Unsetenv("TMPDIR")
		} else {
			os.Setenv("TMPDIR", o.tmpdir)
		}
	}
	dir, err := os.MkdirTemp("", "gatesh-tests-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	os.Setenv("GATESH_HOME", filepath.Join(dir, "gatesh"))
	return o.m.Run()
}

// The test process itself has a gatesh home of its own.
func TestOwnGateshHome(t *testing.T) {
	home := os.Getenv("GATESH_HOME")
	if home == "" || !strings.HasPrefix(home, os.TempDir()) {
		t.Fatalf("GATESH_HOME=%q: programs the tests start would write the real gatesh folder", home)
	}
}

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("GATESH_HOME", env.WorkDir+"/.gatesh")
			env.Setenv("HOME", env.WorkDir+"/home")
			// Holds park at once unless a script asks to wait.
			env.Setenv("GATESH_HOLD_WAIT", "0s")
			return os.MkdirAll(env.WorkDir+"/home", 0o700)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exits":       cmdExits,
			"waitrequest": cmdWaitRequest,
			"linkgatesh":  cmdLinkGatesh,
			"mcphttp":     cmdMCPHTTP,
		},
		Condition: func(cond string) (bool, error) {
			switch cond {
			case "landlock":
				return enforce.ProbeABI() >= enforce.MinABI, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		RequireExplicitExec: true,
	})
}

// cmdMCPHTTP serves the comments MCP server over streamable HTTP on a
// loopback port for the rest of the script, and sets $MCPURL to it:
//
//	mcphttp COMMENTS_FILE
func cmdMCPHTTP(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: mcphttp COMMENTS_FILE")
	}
	srv := httptest.NewServer(mcpserver.NewHTTP(ts.MkAbs(args[0])))
	ts.Defer(srv.Close)
	ts.Setenv("MCPURL", srv.URL+"/mcp")
}

// cmdExits runs a program and checks its exact exit status:
//
//	exits STATUS PROGRAM [ARG...]
//
// stdout and stderr are kept for the next stdout/stderr checks.
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits STATUS PROGRAM [ARG...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exits: %v", err)
	}
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		got = exitStatus(ee.ProcessState)
	case err != nil:
		ts.Fatalf("exits: %v", err)
	}
	if got != want {
		ts.Fatalf("exit status %d, want %d", got, want)
	}
}

// exitStatus is the status as a shell reports it: 128+N for death by
// signal N.
func exitStatus(ps *os.ProcessState) int {
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ps.ExitCode()
}

// cmdWaitRequest waits until the queue holds exactly one request with the
// status (default pending) and sets VAR to its id:
//
//	waitrequest [-status STATUS] VAR
func cmdWaitRequest(ts *testscript.TestScript, neg bool, args []string) {
	status := "pending"
	if len(args) == 3 && args[0] == "-status" {
		status, args = args[1], args[2:]
	}
	if neg || len(args) != 1 {
		ts.Fatalf("usage: waitrequest [-status STATUS] VAR")
	}
	dir := filepath.Join(ts.Getenv("GATESH_HOME"), "queue")
	var ids []string
	for range 600 {
		ids = ids[:0]
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		done, _ := filepath.Glob(filepath.Join(dir, "done", "*.json")) // finished requests move there
		files = append(files, done...)
		for _, f := range files {
			var req struct{ ID, Status string }
			data, err := os.ReadFile(f)
			if err == nil && json.Unmarshal(data, &req) == nil && req.Status == status {
				ids = append(ids, req.ID)
			}
		}
		if len(ids) == 1 {
			ts.Setenv(args[0], ids[0])
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	ts.Fatalf("waitrequest: %d %s requests, want 1", len(ids), status)
}

// cmdLinkGatesh installs gatesh as install/install.sh does, for install
// and doctor: $GATESH_HOME/bin/gatesh (a link to this test program, or
// to a copy of it installed in DIR) and bash -> gatesh beside it.
//
//	linkgatesh [DIR]
func cmdLinkGatesh(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) > 1 {
		ts.Fatalf("usage: linkgatesh [DIR]")
	}
	var prog string
	for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
		if p := filepath.Join(dir, "gatesh"); prog == "" {
			if _, err := os.Stat(p); err == nil {
				prog = p
			}
		}
	}
	if prog == "" {
		ts.Fatalf("linkgatesh: no gatesh on PATH")
	}
	if len(args) == 1 {
		// Installed in DIR: a hard link, else a copy.
		dir := ts.MkAbs(args[0])
		ts.Check(os.MkdirAll(dir, 0o755))
		installed := filepath.Join(dir, "gatesh")
		if err := os.Link(prog, installed); err != nil {
			data, err := os.ReadFile(prog)
			ts.Check(err)
			ts.Check(os.WriteFile(installed, data, 0o755))
		}
		prog = installed
	}
	bin := filepath.Join(ts.Getenv("GATESH_HOME"), "bin")
	ts.Check(os.MkdirAll(bin, 0o700))
	for name, target := range map[string]string{"gatesh": prog, "bash": "gatesh"} {
		os.Remove(filepath.Join(bin, name))
		ts.Check(os.Symlink(target, filepath.Join(bin, name)))
	}
}
