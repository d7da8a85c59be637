package team

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/config"
)

// lockedBuffer is a bytes.Buffer that a running sync and the test can
// share.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// machineT is one machine (or an approver's laptop) in a temporary home.
type machineT struct {
	t              testing.TB
	home           string // GATESH_HOME
	stdout, stderr *lockedBuffer
	e              *env
}

func newMachine(t testing.TB, name string) *machineT {
	t.Helper()
	return newMachineIn(t, t.TempDir(), name)
}

// newMachineIn is newMachine with its HOME at dir.
func newMachineIn(t testing.TB, dir, name string) *machineT {
	t.Helper()
	home := filepath.Join(dir, ".gatesh")
	m := &machineT{t: t, home: home, stdout: &lockedBuffer{}, stderr: &lockedBuffer{}}
	vars := map[string]string{"GATESH_HOME": home, "HOME": dir}
	m.e = &env{getenv: func(k string) string { return vars[k] }, stdin: strings.NewReader(""),
		stdout: m.stdout, stderr: m.stderr, now: time.Now, client: &http.Client{Timeout: 10 * time.Second, CheckRedirect: noRedirect},
		stream: &http.Client{CheckRedirect: noRedirect}, hostname: func() (string, error) { return name, nil }, ctx: context.Background(),
		sleep: func(ctx context.Context, _ time.Duration) bool { return ctx.Err() == nil }}
	return m
}

// run runs a gatesh team command, with fresh output buffers.
func (m *machineT) run(args ...string) int {
	m.t.Helper()
	m.stdout.mu.Lock()
	m.stdout.b.Reset()
	m.stdout.mu.Unlock()
	m.stderr.mu.Lock()
	m.stderr.b.Reset()
	m.stderr.mu.Unlock()
	return run(m.e, args)
}

func (m *machineT) mustRun(args ...string) {
	m.t.Helper()
	if code := m.run(args...); code != 0 {
		m.t.Fatalf("gatesh team %s: exit %d\n%s%s", strings.Join(args, " "), code, m.stdout, m.stderr)
	}
}

func (m *machineT) config() *config.Config {
	m.t.Helper()
	cfg, err := config.Load(m.home)
	if err != nil {
		m.t.Fatal(err)
	}
	return cfg
}

// exists reports whether the file at home/rel is there.
func (m *machineT) exists(rel string) bool {
	_, err := os.Lstat(filepath.Join(m.home, rel))
	return err == nil
}

// eventually polls cond until it holds, failing after a generous while:
// it only bounds a hang, it asserts nothing about speed.
func eventually(t testing.TB, what string, cond func() bool) {
	t.Helper()
	within(t, 20*time.Second, what, cond)
}

// within is eventually with a bound of its own, for a fleet's setup.
func within(t testing.TB, bound time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(bound)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
