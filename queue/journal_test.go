package queue

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

var errLogFull = errors.New("audit log: no space left on device")

// failingJournal refuses the events named, and records the others.
type failingJournal struct {
	refuse []string
	seen   []Change
}

func (j *failingJournal) record(c Change) error {
	if slices.Contains(j.refuse, c.Event) {
		return errLogFull
	}
	j.seen = append(j.seen, c)
	return nil
}

func (j *failingJournal) events() []string {
	var out []string
	for _, c := range j.seen {
		out = append(out, c.Event+" "+c.Request.ID)
	}
	return out
}

// TestChangeThatCannotBeJournaledDoesNotTakeEffect: every state change
// is refused when the journal refuses it, and the file stays as it was.
func TestChangeThatCannotBeJournaledDoesNotTakeEffect(t *testing.T) {
	f := newFixture(t, time.Hour)
	j := &failingJournal{}
	f.q.Journal(j.record)
	pending := f.submit("git push --force", "/w")
	approved := f.approve(f.submit("rm -rf /srv", "/w").ID)
	expiring := f.submit("curl -X POST x", "/w")
	j.refuse = []string{EventHeld, EventApproved, EventRejected, EventUsed, EventExpired}

	var je *JournalError
	if _, _, err := f.q.Submit(NewRequest{Command: "git push origin :main", Cwd: "/w", Tier: "red"}); !errors.As(err, &je) || je.Change.Event != EventHeld {
		t.Fatalf("submit: %v", err)
	}
	if _, err := f.q.Approve(pending.ID, f.signer, "alice", ""); !errors.As(err, &je) || !errors.Is(err, errLogFull) {
		t.Fatalf("approve: %v", err)
	}
	if _, err := f.q.Reject(pending.ID, f.signer, "alice", ""); !errors.As(err, &je) {
		t.Fatalf("reject: %v", err)
	}
	if _, err := f.q.Use(approved.ID, approved.CommandDigest, "/w", f.verifier); !errors.As(err, &je) {
		t.Fatalf("use: %v", err)
	}
	f.clock.Set(expiring.ExpiresAt.Add(-time.Minute))
	if st, err := f.q.Get(pending.ID, f.verifier); err != nil || st.Status != Pending {
		t.Fatalf("pending after refused decisions: %v %v", st.Status, err)
	}
	if st, err := f.q.Get(approved.ID, f.verifier); err != nil || st.Status != Approved {
		t.Fatalf("approval after a refused use: %v %v", st.Status, err)
	}
	f.clock.Set(expiring.ExpiresAt.Add(time.Minute))
	if _, err := f.q.Get(expiring.ID, f.verifier); !errors.As(err, &je) || je.Change.Event != EventExpired {
		t.Fatalf("expiry: %v", err)
	}
	if got := f.onDisk(expiring.ID).Status; got != Pending {
		t.Fatalf("an expiry that was not logged must not be written, file says %s", got)
	}
	if n := len(f.files()); n != 4 { // .lock and three requests
		t.Fatalf("queue folder: %v", f.files())
	}
}

// TestJournalIsToldBeforeTheFileChanges: when the journal hears of a
// change, the file still holds the state before it.
func TestJournalIsToldBeforeTheFileChanges(t *testing.T) {
	f := newFixture(t, time.Hour)
	var order []string
	f.q.Journal(func(c Change) error {
		was := "absent"
		if data, err := os.ReadFile(f.q.path(c.Request.ID)); err == nil {
			r, err := decode(data, c.Request.ID)
			if err != nil {
				t.Fatal(err)
			}
			was = string(r.Status)
		}
		order = append(order, c.Event+" (file "+was+")")
		return nil
	})
	a := f.submit("git push --force", "/w")
	f.approve(a.ID)
	if _, err := f.q.Use(a.ID, a.CommandDigest, "/w", f.verifier); err != nil {
		t.Fatal(err)
	}
	b := f.submit("rm -rf /srv", "/w")
	if _, err := f.q.Reject(b.ID, f.signer, "alice", "no"); err != nil {
		t.Fatal(err)
	}
	want := []string{"held (file absent)", "approved (file pending)", "used (file approved)", "held (file absent)", "rejected (file pending)"}
	if !slices.Equal(order, want) {
		t.Fatalf("got %q\nwant %q", order, want)
	}
}

// TestOversizedCommandIsKeptBounded is 12 MiB of control bytes: the
// request keeps the start, the digest and the length of the whole, can
// be rejected, and can never be approved.
func TestOversizedCommandIsKeptBounded(t *testing.T) {
	f := newFixture(t, time.Hour)
	cmd := strings.Repeat("\x01", 12<<20)
	req, created, err := f.q.Submit(NewRequest{Command: cmd, Cwd: "/w", Tier: "red"})
	if err != nil || !created {
		t.Fatal(err)
	}
	if req.CommandBytes != len(cmd) || req.CommandDigest != Digest(cmd) || len(req.Command) != (MaxCommand-2)/6 || !req.Truncated() {
		t.Fatalf("bytes %d digest %s kept %d", req.CommandBytes, req.CommandDigest, len(req.Command))
	}
	info, err := os.Stat(f.q.path(req.ID))
	if err != nil {
		t.Fatal(err)
	}
	if info.Size() > 64<<10 {
		t.Fatalf("request file of %d bytes, more than 64 KiB", info.Size())
	}
	again, created, err := f.q.Submit(NewRequest{Command: cmd, Cwd: "/w", Tier: "red"})
	if err != nil || created || again.ID != req.ID {
		t.Fatalf("the same command must find its request: %v %v", created, err)
	}
	if _, err := f.q.Approve(req.ID, f.signer, "alice", ""); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("approve: %v", err)
	}
	// A signed approval written by hand is not honoured either.
	f.edit(req.ID, func(r *Request) {
		r.Status, r.DecidedBy, r.DecidedAt = Approved, "alice", start
		r.Signature = base64Std.EncodeToString(f.signer.Sign(r.SignedBytes()))
	})
	if st, err := f.q.Get(req.ID, f.verifier); err != nil || st.Status == Approved {
		t.Fatalf("hand-signed approval of a cut command: %v %v", st.Status, err)
	}
	f.edit(req.ID, func(r *Request) { r.Status, r.Signature = Pending, "" })
	if _, err := f.q.Reject(req.ID, f.signer, "alice", "what is this"); err != nil {
		t.Fatal(err)
	}
	if st, err := f.q.Get(req.ID, f.verifier); err != nil || st.Status != Rejected {
		t.Fatalf("rejection: %v %v", st.Status, err)
	}
}

func TestBoundsOnAgentTexts(t *testing.T) {
	f := newFixture(t, time.Hour)
	long := strings.Repeat("s", 100<<10)
	var rules []Rule
	for range 200 {
		rules = append(rules, Rule{ID: long, Tier: "red", Reason: long})
	}
	req, _, err := f.q.Submit(NewRequest{Command: "x", Cwd: "/w", Tier: "red", Session: long, Agent: long, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	got := f.onDisk(req.ID)
	if len(got.Session) != MaxField || len(got.Agent) != MaxField || len(got.Rules) != MaxRules || len(got.Rules[0].Reason) != MaxRuleField {
		t.Fatalf("session %d agent %d rules %d", len(got.Session), len(got.Agent), len(got.Rules))
	}
}

// TestLeftoverTempFilesAreRemoved: a writer killed between creating its
// temporary file and renaming it leaves it; the next List removes it.
func TestLeftoverTempFilesAreRemoved(t *testing.T) {
	f := newFixture(t, time.Hour)
	f.submit("git push --force", "/w")
	for _, name := range []string{".tmp-123456", ".tmp-abc"} {
		if err := os.WriteFile(filepath.Join(f.q.Dir(), name), []byte(`{"id":`), 0o640); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.q.List(f.verifier); err != nil {
		t.Fatal(err)
	}
	f.assertOnlyRequests()
}
