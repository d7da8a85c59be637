// Package pgtest starts a throwaway PostgreSQL server for tests: Debian's
// binaries, a cluster in a temporary folder owned by an ordinary user, a
// Unix socket in that folder and no TCP port, stopped when the tests end.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/internal/needs"
)

// Capability is the name under which a test that needs PostgreSQL skips
// when the machine has none (and fails, in CI, unless .ci/run named it
// absent; see internal/needs).
const Capability = needs.PostgreSQL

// Server is a running PostgreSQL cluster.
type Server struct {
	dir  string // the temporary folder: data, socket, log
	sock string
	cmd  *exec.Cmd
	done chan struct{}
	// ownDir is set when the server made dir and must remove it.
	ownDir bool
	n      int
	mu     sync.Mutex
}

// BinDir returns the newest /usr/lib/postgresql/*/bin that has initdb, or
// the folder of initdb on the PATH.
func BinDir() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			return d, nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			p = real
		}
		return filepath.Dir(p), nil
	}
	return "", errors.New("no PostgreSQL server binaries: initdb is not under /usr/lib/postgresql/*/bin nor on the PATH (apt-get install -y postgresql)")
}

func version(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

// Start starts a server whose files live in dir (made by the caller, and
// removed by the caller), as an unprivileged user when this process is
// root. Stop it with Stop. Settings come after the defaults and may
// override them ("-c", "listen_addresses=127.0.0.1" to listen on TCP too,
// in a network namespace of the test's own).
func Start(dir string, settings ...string) (*Server, error) {
	bin, err := BinDir()
	if err != nil {
		return nil, err
	}
	cred, err := runAs(dir)
	if err != nil {
		return nil, err
	}
	s := &Server{dir: dir, sock: filepath.Join(dir, "sock"), done: make(chan struct{})}
	data := filepath.Join(dir, "data")
	for _, d := range []string{data, s.sock} {
		if err := os.Mkdir(d, 0o700); err != nil {
			return nil, err
		}
		if cred != nil {
			if err := os.Chown(d, int(cred.Uid), int(cred.Gid)); err != nil {
				return nil, err
			}
		}
	}
	initdb := exec.Command(filepath.Join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	initdb.Env = []string{"PATH=/usr/bin:/bin", "HOME=" + dir, "LC_ALL=C"}
	if out, err := initdb.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("initdb: %v\n%s", err, out)
	}
	logFile, err := os.Create(filepath.Join(dir, "postgres.log"))
	if err != nil {
		return nil, err
	}
	defer logFile.Close()
	args := append([]string{"-D", data, "-k", s.sock,
		"-c", "listen_addresses=", "-c", "fsync=off", "-c", "synchronous_commit=off",
		"-c", "full_page_writes=off", "-c", "max_connections=200", "-c", "shared_buffers=32MB"}, settings...)
	s.cmd = exec.Command(filepath.Join(bin, "postgres"), args...)
	s.cmd.SysProcAttr = serverAttr(cred)
	s.cmd.Env = initdb.Env
	s.cmd.Stdout, s.cmd.Stderr = logFile, logFile
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	go func() { s.cmd.Wait(); close(s.done) }()
	if err := s.waitReady(30 * time.Second); err != nil {
		s.Stop()
		log, _ := os.ReadFile(filepath.Join(dir, "postgres.log"))
		return nil, fmt.Errorf("%v\n%s", err, log)
	}
	return s, nil
}

// New starts a server of t's own in a folder of t's, stopped when t ends.
// It skips t when PostgreSQL is not installed.
func New(t testing.TB) *Server {
	t.Helper()
	if _, err := BinDir(); err != nil {
		Skip(t, err.Error())
	}
	s, err := Start(t.TempDir())
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	t.Cleanup(s.Stop)
	return s
}

// runAs returns the credential to run PostgreSQL with: nil for an
// ordinary user, "nobody" for root (PostgreSQL refuses to run as root).
// It opens dir to that user.
func runAs(dir string) (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("nobody")
	if err != nil {
		return nil, fmt.Errorf("tests run as root and PostgreSQL will not: no user nobody to run it as: %w", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	// nobody must reach dir through its parents, which the test made 0700.
	for d := dir; d != "/" && d != "."; d = filepath.Dir(d) {
		if d == os.TempDir() {
			break
		}
		info, err := os.Stat(d)
		if err != nil {
			return nil, err
		}
		if info.Mode().Perm()&0o001 == 0 {
			if err := os.Chmod(d, info.Mode().Perm()|0o011); err != nil {
				return nil, err
			}
		}
	}
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

func (s *Server) waitReady(limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		conn, err := pgx.Connect(ctx, s.DSN("postgres"))
		if err == nil {
			conn.Close(ctx)
			cancel()
			return nil
		}
		cancel()
		select {
		case <-s.done:
			return errors.New("postgres exited while starting")
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("postgres did not accept connections in %v: %v", limit, err)
		}
	}
}

// DSN returns the connection string of database db.
func (s *Server) DSN(db string) string {
	return fmt.Sprintf("host=%s port=5432 user=postgres dbname=%s sslmode=disable", s.sock, db)
}

// Dir is the server's folder.
func (s *Server) Dir() string { return s.dir }

// Stop shuts the server down at once and waits for it to exit.
func (s *Server) Stop() {
	s.halt()
	if s.ownDir {
		os.RemoveAll(s.dir)
	}
}

func (s *Server) halt() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	s.cmd.Process.Signal(syscall.SIGQUIT)
	select {
	case <-s.done:
	case <-time.After(10 * time.Second):
		syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
		<-s.done
	}
}

// Restart stops the server and starts it again on the same files and
// socket, as a PostgreSQL restart does to its clients.
func (s *Server) Restart() error {
	s.halt()
	cmd := exec.Command(s.cmd.Path, s.cmd.Args[1:]...)
	cmd.SysProcAttr, cmd.Env, cmd.Stdout, cmd.Stderr = s.cmd.SysProcAttr, s.cmd.Env, s.cmd.Stdout, s.cmd.Stderr
	logFile, err := os.OpenFile(filepath.Join(s.dir, "postgres.log"), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	defer logFile.Close()
	cmd.Stdout, cmd.Stderr = logFile, logFile
	s.cmd, s.done = cmd, make(chan struct{})
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { cmd.Wait(); close(s.done) }()
	return s.waitReady(30 * time.Second)
}

// NewDB creates an empty database and returns its DSN; it is dropped when
// t ends.
func (s *Server) NewDB(t testing.TB) string {
	t.Helper()
	s.mu.Lock()
	s.n++
	var b [4]byte
	rand.Read(b[:])
	name := fmt.Sprintf("t%d_%s", s.n, hex.EncodeToString(b[:]))
	s.mu.Unlock()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, s.DSN("postgres"))
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	t.Cleanup(func() {
		conn, err := pgx.Connect(ctx, s.DSN("postgres"))
		if err != nil {
			return // the server is gone already
		}
		defer conn.Close(ctx)
		conn.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	})
	return s.DSN(name)
}

// shared is the server of a test package's TestMain, or why there is none.
var shared struct {
	s          *Server
	skip, fail string
}

// Main runs a test package's tests with one shared server, started only
// when PostgreSQL is installed; DB then skips with the reason. Use it as
// `func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }`.
func Main(m *testing.M) int {
	dir, err := os.MkdirTemp("", "pgtest-")
	if err != nil {
		shared.skip = err.Error()
		return m.Run()
	}
	if _, err := BinDir(); err != nil {
		os.RemoveAll(dir)
		shared.skip = err.Error()
		return m.Run()
	}
	s, err := Start(dir)
	if err != nil {
		// Installed but broken is a failure, not a skip.
		os.RemoveAll(dir)
		shared.fail = err.Error()
		return m.Run()
	}
	s.ownDir = true
	shared.s = s
	defer s.Stop()
	return m.Run()
}

// Shared returns the server Main started; it skips t when there is none.
func Shared(t testing.TB) *Server {
	t.Helper()
	if shared.fail != "" {
		t.Fatalf("pgtest: PostgreSQL is installed but did not start: %s", shared.fail)
	}
	if shared.s == nil {
		Skip(t, shared.skip)
	}
	return shared.s
}

// DB returns the DSN of a new database on the shared server, dropped when
// t ends; it skips t when PostgreSQL is not installed.
func DB(t testing.TB) string {
	t.Helper()
	return Shared(t).NewDB(t)
}

// Skip skips t for want of PostgreSQL, saying so in the capability's name.
func Skip(t testing.TB, reason string) {
	t.Helper()
	if reason == "" {
		reason = "pgtest.Main did not run"
	}
	needs.Skip(t, Capability, "%s", strings.TrimSpace(reason))
}
