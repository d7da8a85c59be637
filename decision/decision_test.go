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
	who := Who{User: "alice", Pid: 7, Ppid: 1}
	q.Journal(Journal(&audit.Log{Path: logPath, Now: now}, who))
	return fixture{
		op:   &Operator{Queue: q, Signer: s, Who: who},
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

// A decision that cannot be logged is not made.
func TestDecideUnloggedIsNotMade(t *testing.T) {
	f := setup(t)
	req := f.submit(t, "rm -rf build")
	blocked := filepath.Join(t.TempDir(), "not-a-folder")
	if err := os.WriteFile(blocked, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	f.op.Queue.Journal(Journal(&audit.Log{Path: filepath.Join(blocked, "audit.jsonl"), Now: time.Now}, f.op.Who))
	_, err := f.op.Decide(Approve, req.ID, "")
	var je *queue.JournalError
	if !errors.As(err, &je) {
		t.Fatalf("Decide = %v; want a *queue.JournalError", err)
	}
	v, _ := keys.LoadVerifier(f.pub)
	if st, err := f.op.Queue.Get(req.ID, v); err != nil || st.Status != queue.Pending {
		t.Errorf("after a decision that could not be logged: %v %v; want pending", st.Status, err)
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

// The record of each decision is sealed with the operator's key that
// signed it, which the public key checks; other changes are not.
func TestJournalSealsDecisionsWithTheOperatorsKey(t *testing.T) {
	f := setup(t)
	a := f.submit(t, "git push --force")
	r := f.submit(t, "rm -rf build")
	if _, err := f.op.Decide(Approve, a.ID, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := f.op.Decide(Reject, r.ID, "no"); err != nil {
		t.Fatal(err)
	}
	sealed := map[string]string{}
	if err := audit.Scan(f.log, func(rec audit.Record) error {
		sealed[rec.Event] = rec.Seal
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(sealed["approved"], "operator:") || !strings.HasPrefix(sealed["rejected"], "operator:") || sealed["held"] != "" {
		t.Fatalf("seals: %v", sealed)
	}
	v, err := keys.LoadVerifier(f.pub)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := (&audit.Log{Path: f.log}).Verify(v)
	if err != nil || len(rep.Problems) != 0 || rep.Seals.Operator != 2 {
		t.Fatalf("verify: %v %+v %v", rep.Problems, rep.Seals, err)
	}
}

// What any writer logs about a request (the review server's expiries,
// the loop's withdrawals) counts against the rate bound of the session
// that made the request, not of the writer, which has none.
func TestJournalMetersTheRequestsSession(t *testing.T) {
	home := t.TempDir()
	now := func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }
	q, err := queue.Open(filepath.Join(home, "queue"), now, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	meter := &audit.Meter{Dir: filepath.Join(home, "rate")}
	q.Journal(Journal(&audit.Log{Path: filepath.Join(home, "audit.jsonl"), Now: now, Meter: meter}, Who{User: "op"}))
	if _, _, err := q.Submit(queue.NewRequest{Command: "rm -rf x", Cwd: "/w", Tier: "red", Session: "flood"}); err != nil {
		t.Fatal(err)
	}
	flood := &audit.Meter{Dir: meter.Dir, Session: "flood"}
	if flood.Used(now()) == 0 {
		t.Fatal("the held record did not count for the request's session")
	}
}
