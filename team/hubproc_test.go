//go:build linux

package team

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	gateshhub "gatesh/hub"
	"gatesh/hub/store"
	"gatesh/internal/pgtest"
)

// runAsHub makes this test binary gatesh-hub when set, so that a test
// runs replicas as processes of their own, which it may kill -9.
const runAsHub = "GATESH_TEST_RUN_AS_HUB"

func TestMain(m *testing.M) {
	if os.Getenv(runAsHub) == "1" {
		os.Exit(gateshhub.Main(append([]string{"gatesh-hub"}, os.Args[1:]...), os.Stdout, os.Stderr, os.Getenv))
	}
	os.Exit(m.Run())
}

// hubDB is a team's database on a PostgreSQL of the test's own, with the
// schema and the team key, and the hub's store to enrol machines and
// read what the hub holds.
type hubDB struct {
	t   testing.TB
	pg  *pgtest.Server
	dsn string
	key string // the team's private key file
	st  *store.Store
}

func newHubDB(t testing.TB) *hubDB {
	t.Helper()
	if testing.Short() {
		t.Skip("starts PostgreSQL")
	}
	pg := pgtest.New(t)
	d := &hubDB{t: t, pg: pg, dsn: pg.NewDB(t), key: filepath.Join(t.TempDir(), "team.key")}
	// pgtest runs PostgreSQL without waiting for the WAL at commit, for
	// speed; the hub's database commits as a real one does, so that a
	// server killed and started again keeps what it acknowledged. (Its
	// fsync stays off: the host does not crash here, its page cache keeps
	// the WAL.)
	conn, err := pgx.Connect(context.Background(), d.dsn)
	if err != nil {
		t.Fatal(err)
	}
	_, err = conn.Exec(context.Background(), `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET synchronous_commit = on', current_database()); END $$`)
	conn.Close(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	d.admin("keygen", "--out", d.key)
	d.admin("migrate", "--db", d.dsn, "--team-key", d.key)
	// The test's own connections are named apart from the hub's.
	st, err := store.Open(context.Background(), d.dsn+" application_name="+testApp)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	d.st = st
	return d
}

// admin runs a gatesh-hub admin command in this process.
func (d *hubDB) admin(args ...string) string {
	d.t.Helper()
	return hubAdmin(d.t, args...)
}

// enrol makes a one-time enrolment token, as gatesh-hub enrol does.
func (d *hubDB) enrol(group string) string {
	d.t.Helper()
	tok, err := d.st.Enrol(context.Background(), group, time.Hour)
	if err != nil {
		d.t.Fatal(err)
	}
	return tok.String()
}

// approver adds a member with the approver role in every group and
// returns their personal access token.
func (d *hubDB) approver(email string, logins ...string) string {
	d.t.Helper()
	args := []string{"member", "add", email, "--role", "approver", "--token", "--db", d.dsn}
	for _, l := range logins {
		args = append(args, "--login", l)
	}
	return lastLineOf(d.admin(args...))
}

func (d *hubDB) count(q string, args ...any) int64 {
	d.t.Helper()
	var n int64
	if err := d.st.Pool.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		d.t.Fatal(err)
	}
	return n
}

// testApp names the test's own connections to the database.
const testApp = "gatesh-test"

// replica is one `gatesh-hub serve` process.
type replica struct {
	cmd  *exec.Cmd
	url  string
	done chan struct{}
	log  *lockedBuffer
}

var servingRE = regexp.MustCompile(`serving (http://[0-9.:]+)`)

// serve starts a replica on the database; args come after the defaults
// (an address of its own on loopback) and may override them.
func (d *hubDB) serve(args ...string) *replica {
	d.t.Helper()
	full := append([]string{"serve", "--db", d.dsn + os.Getenv("GATESH_TEST_HUB_DSN_EXTRA"), "--team-key", d.key, "--listen", "127.0.0.1:0"}, args...)
	cmd := exec.Command(os.Args[0], full...)
	cmd.Env = append(os.Environ(), runAsHub+"=1")
	// The replica goes with the test binary, whatever ends it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		d.t.Fatal(err)
	}
	r := &replica{cmd: cmd, done: make(chan struct{}), log: &lockedBuffer{}}
	if err := cmd.Start(); err != nil {
		d.t.Fatal(err)
	}
	found := make(chan string, 1)
	var once sync.Once
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			fmt.Fprintln(r.log, sc.Text())
			if m := servingRE.FindStringSubmatch(sc.Text()); m != nil {
				once.Do(func() { found <- m[1] })
			}
		}
		io.Copy(io.Discard, stderr)
		cmd.Wait()
		close(r.done)
	}()
	d.t.Cleanup(r.kill)
	select {
	case r.url = <-found:
	case <-r.done:
		d.t.Fatalf("gatesh-hub serve exited: %s", r.log)
	case <-time.After(60 * time.Second):
		r.kill()
		d.t.Fatalf("gatesh-hub serve did not start: %s", r.log)
	}
	return r
}

// addr is the replica's host:port.
func (r *replica) addr() string { return strings.TrimPrefix(r.url, "http://") }

// kill ends the replica at once, as kill -9 does, and waits for it.
func (r *replica) kill() {
	if r.cmd.Process != nil {
		r.cmd.Process.Signal(syscall.SIGKILL)
	}
	<-r.done
}

// pid is the replica's process id.
func (r *replica) pid() int { return r.cmd.Process.Pid }
