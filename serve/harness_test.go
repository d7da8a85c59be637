package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gatesh/internal/browsertest"
	"gatesh/internal/waitfor"
)

// The tests run the real programs: gatesh, built from ./cmd/gatesh, holds
// commands and waits; gatesh serve, built from ./cmd/gatesh-serve, serves
// the page; headless Chromium clicks.

var (
	buildOnce sync.Once
	binDir    string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// binaries builds gatesh and gatesh-serve once, into one folder.
func binaries(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "gatesh-serve-bin-")
		if buildErr != nil {
			return
		}
		for _, pkg := range []string{"gatesh", "gatesh-serve"} {
			out, err := exec.Command("go", "build", "-o", filepath.Join(binDir, pkg), "gatesh/cmd/"+pkg).CombinedOutput()
			if err != nil {
				buildErr = fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
				return
			}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binDir
}

// scene is a gatesh folder with an operator key, a work folder, and the
// built programs.
type scene struct {
	bin  string
	home string
	work string
	env  []string
}

func newScene(t *testing.T) *scene {
	t.Helper()
	bin := binaries(t)
	// Short: the server's socket path must fit in 107 bytes.
	base, err := os.MkdirTemp("", "gs-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	s := &scene{bin: bin, home: filepath.Join(base, "home"), work: filepath.Join(base, "work")}
	if err := os.MkdirAll(s.work, 0o755); err != nil {
		t.Fatal(err)
	}
	s.env = []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + base,
		"USER=alice",
		"GATESH_HOME=" + s.home,
		"GATESH_HOLD_WAIT=120s",
	}
	if out, err := s.gatesh("init"); err != nil {
		t.Fatalf("gatesh init: %v\n%s", err, out)
	}
	return s
}

// gatesh runs gatesh in the work folder and returns its combined output.
func (s *scene) gatesh(args ...string) (string, error) {
	cmd := exec.Command(filepath.Join(s.bin, "gatesh"), args...)
	cmd.Dir = s.work
	cmd.Env = s.env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// victim makes a folder with a file in the work folder for a command to delete.
func (s *scene) victim(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(s.work, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "keep.txt"), []byte("precious\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// server is a running `gatesh serve`.
type server struct {
	url    string // http://127.0.0.1:PORT
	login  string // the one-time login URL it printed
	out    *bytes.Buffer
	cmd    *exec.Cmd
	errOut *syncBuffer
	done   chan error
}

// kill ends the server with SIGKILL, as a crash would: it cleans up
// nothing.
func (srv *server) kill(t *testing.T) {
	t.Helper()
	srv.cmd.Process.Kill()
	select {
	case <-srv.done:
	case <-time.After(10 * time.Second):
		t.Fatal("gatesh serve did not die on SIGKILL")
	}
}

// serve starts `gatesh serve` on a free loopback port and stops it with
// SIGTERM when the test ends.
func (s *scene) serve(t *testing.T, args ...string) *server {
	t.Helper()
	cmd := exec.Command(filepath.Join(s.bin, "gatesh"), append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)...)
	cmd.Dir = s.work
	cmd.Env = s.env
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	errOut := &syncBuffer{}
	cmd.Stderr = errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	srv := &server{out: &bytes.Buffer{}, cmd: cmd, errOut: errOut, done: make(chan error, 1)}
	go func() { srv.done <- cmd.Wait(); close(srv.done) }()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-srv.done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Error("gatesh serve did not stop on SIGTERM")
		}
	})
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	timeout := time.After(20 * time.Second)
	for srv.login == "" {
		select {
		case line, ok := <-lines:
			if !ok {
				t.Fatalf("gatesh serve ended:\n%s\n%s", srv.out, errOut.String())
			}
			srv.out.WriteString(line + "\n")
			if v, ok := strings.CutPrefix(line, "review page: "); ok {
				srv.url = v
			}
			if _, v, ok := strings.Cut(line, "within 15 minutes: "); ok {
				srv.login = v
			}
		case <-timeout:
			t.Fatalf("gatesh serve printed no login URL:\n%s\n%s", srv.out, errOut.String())
		}
	}
	go func() {
		for range lines {
		}
	}()
	return srv
}

// shim is a `gatesh -c` that waits for a decision.
type shim struct {
	id     string
	cmd    *exec.Cmd
	stderr *syncBuffer
	done   chan struct{}
	status int
}

// hold starts `gatesh -c text` in the work folder, with extra
// environment entries, and waits until its request is pending.
func (s *scene) hold(t *testing.T, text string, extraEnv ...string) *shim {
	t.Helper()
	before := s.requestIDs(t)
	cmd := exec.Command(filepath.Join(s.bin, "gatesh"), "-c", text)
	cmd.Dir = s.work
	cmd.Env = append(append([]string{}, s.env...), extraEnv...)
	sh := &shim{cmd: cmd, stderr: &syncBuffer{}, done: make(chan struct{})}
	cmd.Stdout = io.Discard
	cmd.Stderr = sh.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		cmd.Wait()
		sh.status = cmd.ProcessState.ExitCode()
		close(sh.done)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-sh.done
	})
	deadline := waitfor.Deadline(t)
	for sh.id == "" {
		for id, req := range s.requests(t) {
			if !before[id] && req.Command == text && req.Status == "pending" {
				sh.id = id
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no request appeared for %q; gatesh said:\n%s", text, sh.stderr.String())
		}
		select {
		case <-sh.done:
			t.Fatalf("gatesh -c %q ended before a decision (%d):\n%s", text, sh.status, sh.stderr.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
	return sh
}

// exit waits for the shim to end and returns its status and stderr.
func (sh *shim) exit(t *testing.T) (int, string) {
	t.Helper()
	select {
	case <-sh.done:
		return sh.status, sh.stderr.String()
	case <-time.After(30 * time.Second):
		t.Fatalf("gatesh -c did not end after the decision:\n%s", sh.stderr.String())
	}
	return 0, ""
}

// running reports whether the shim still waits.
func (sh *shim) running() bool {
	select {
	case <-sh.done:
		return false
	default:
		return true
	}
}

type queued struct {
	Command string `json:"command"`
	Status  string `json:"status"`
}

func (s *scene) requests(t *testing.T) map[string]queued {
	t.Helper()
	// A finished request may already be moved to queue/done by the
	// operator's side tidying the queue.
	files, _ := filepath.Glob(filepath.Join(s.home, "queue", "*.json"))
	done, _ := filepath.Glob(filepath.Join(s.home, "queue", "done", "*.json"))
	files = append(done, files...)
	out := map[string]queued{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var q queued
		if json.Unmarshal(data, &q) == nil {
			out[strings.TrimSuffix(filepath.Base(f), ".json")] = q
		}
	}
	return out
}

func (s *scene) requestIDs(t *testing.T) map[string]bool {
	ids := map[string]bool{}
	for id := range s.requests(t) {
		ids[id] = true
	}
	return ids
}

func (s *scene) status(t *testing.T, id string) string {
	t.Helper()
	return s.requests(t)[id].Status
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func chromium(t *testing.T) string { return browsertest.Chromium(t) }

func browser(t *testing.T) context.Context { return browsertest.Browser(t) }

func within(t *testing.T, ctx context.Context, d time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	browsertest.Within(t, ctx, d, steps...)
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	return browsertest.Eval[T](t, ctx, js)
}

func contextTimeout(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	return browsertest.ContextTimeout(ctx, d)
}
