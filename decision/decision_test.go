package decision

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/keys"
	"gatesh/queue"
)

type fixture struct {
	op   *Operator
	pub  string
	priv string
	log  string
}

func setup(t *testing.T) fixture {
	t.Helper()
	home := t.TempDir()
	priv, pub := keys.Paths(filepath.Join(home, "keys"))
	if err := keys.Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSigner(priv, pub)
	if err != nil {
		t.Fatal(err)
	}
	now := func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }
	q, err := queue.Open(filepath.Join(home, "queue"), now, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	logPath := filepath.Join(home, "audit.jsonl")
	return fixture{
		op:   &Operator{Queue: q, Signer: s, Log: &audit.Log{Path: logPath, Now: now}, Who: Who{User: "alice", Pid: 7, Ppid: 1}},
		pub:  pub,
		priv: priv,
		log:  logPath,
	}
}

func (f fixture) submit(t *testing.T, cmd string) queue.Request {
	t.Helper()
	req, _, err := f.op.Queue.Submit(queue.NewRequest{Command: cmd, Cwd: "/w", Tier: "red"})
	if err != nil {
		t.Fatal(err)
	}
	return req
}

func TestDecideSignsAndLogs(t *testing.T) {
	f := setup(t)
	a := f.submit(t, "rm -rf build")
	b := f.submit(t, "git push --force")
	v, _ := keys.LoadVerifier(f.pub)

	if _, err := f.op.Decide(Approve, a.ID[:5], "mine"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.op.Decide(Reject, b.ID, "not today"); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]queue.Status{a.ID: queue.Approved, b.ID: queue.Rejected} {
		st, err := f.op.Queue.Get(id, v)
		if err != nil || st.Status != want || st.Forged {
			t.Errorf("%s: %v %+v, want %s with a valid signature", id, err, st.Status, want)
		}
	}
	data, err := os.ReadFile(f.log)
	if err != nil {
		t.Fatal(err)
	}
	log := string(data)
	for _, want := range []string{`"event":"approved"`, `"reason":"mine"`, `"event":"rejected"`, `"reason":"not today"`, `"user":"alice"`, `"request":"` + a.ID + `"`} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %s:\n%s", want, log)
		}
	}
	// A decision is final.
	if _, err := f.op.Decide(Reject, a.ID, ""); !errors.Is(err, queue.ErrAlreadyDecided) {
		t.Errorf("second decision: %v, want ErrAlreadyDecided", err)
	}
	if _, err := f.op.Decide("allow", a.ID, ""); err == nil {
		t.Error("an unknown verb decided something")
	}
}

// A decision that stands but could not be logged is reported as such.
func TestDecideLogError(t *testing.T) {
	f := setup(t)
	req := f.submit(t, "rm -rf build")
	f.op.Log.Path = filepath.Join(t.TempDir(), "missing", "dir", "audit.jsonl")
	if err := os.WriteFile(filepath.Dir(filepath.Dir(f.op.Log.Path)), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := f.op.Decide(Approve, req.ID, "")
	var logErr *LogError
	if !errors.As(err, &logErr) || got.ID != req.ID {
		t.Fatalf("Decide = %v, %v; want the request and a *LogError", got.ID, err)
	}
}

func TestLoadSignerChecksThePair(t *testing.T) {
	f := setup(t)
	other := t.TempDir()
	priv2, pub2 := keys.Paths(other)
	if err := keys.Generate(priv2, pub2); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSigner(priv2, f.pub); err == nil || !strings.Contains(err.Error(), "does not match") {
		t.Errorf("another key pair's private key: %v, want a mismatch", err)
	}
	if _, err := LoadSigner(f.priv, filepath.Join(other, "none.pub")); err == nil {
		t.Error("a missing public key gave a signer")
	}
}
