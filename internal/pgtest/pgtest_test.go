package pgtest

import (
	"context"
	"os"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

func query(t *testing.T, dsn, q string) string {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var out string
	if err := conn.QueryRow(ctx, q).Scan(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// Each test gets a database of its own on the one server.
func TestDatabasesAreSeparate(t *testing.T) {
	a, b := DB(t), DB(t)
	if a == b {
		t.Fatal("two tests share a database")
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE TABLE x (n int)"); err != nil {
		t.Fatal(err)
	}
	if got := query(t, b, "SELECT count(*)::text FROM pg_tables WHERE tablename = 'x'"); got != "0" {
		t.Fatalf("a table of one database is in the other: %s", got)
	}
}

// A server of its own stops with nothing left running, and its socket
// is in its folder.
func TestStartStop(t *testing.T) {
	s := New(t)
	if got := query(t, s.DSN("postgres"), "SELECT current_setting('listen_addresses')"); got != "" {
		t.Errorf("listens on %q; want the Unix socket only", got)
	}
	pid := s.cmd.Process.Pid
	s.Stop()
	if err := syscall.Kill(pid, 0); err == nil {
		t.Fatalf("postgres (pid %d) still runs after Stop", pid)
	}
}

func TestRestart(t *testing.T) {
	s := Shared(t)
	dsn := s.NewDB(t)
	if err := s.Restart(); err != nil {
		t.Fatal(err)
	}
	if got := query(t, dsn, "SELECT 'up'"); got != "up" {
		t.Fatal(got)
	}
}
