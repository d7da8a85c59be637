package queue

import (
	"bytes"
	"maps"
	"os"
	"testing"
	"time"
)

// Snapshot judges expiry at the time it is given and changes no file, so
// a report never records an expiry that nobody logged.
func TestSnapshotReadsWithoutWriting(t *testing.T) {
	f := newFixture(t, time.Hour)
	pending := f.submit("git push --force origin main", "/repo")
	f.clock.Add(time.Minute)
	approved := f.submit("git push --force origin dev", "/repo")
	if _, err := f.q.Approve(approved.ID, f.signer, "alice", "ok"); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(f.q.path(pending.ID))
	if err != nil {
		t.Fatal(err)
	}

	l, err := f.q.Snapshot(f.verifier, start.Add(30*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if got := statuses(l); got != "pending approved" {
		t.Errorf("at +30m: statuses %q, want %q", got, "pending approved")
	}
	l, err = f.q.Snapshot(f.verifier, start.Add(2*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if got := statuses(l); got != "expired expired" {
		t.Errorf("at +2h: statuses %q, want %q", got, "expired expired")
	}
	after, err := os.ReadFile(f.q.path(pending.ID))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("Snapshot rewrote the request file:\n%s", after)
	}
}

// A file that claims a decision without a valid signature is forged and
// counts as pending; a corrupt file is reported, not skipped silently.
func TestSnapshotForgedAndCorrupt(t *testing.T) {
	f := newFixture(t, time.Hour)
	req := f.submit("rm -rf build", "/repo")
	req.Status = Approved
	req.DecidedBy = "mallory"
	if err := f.q.write(req); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.q.path("aaaaaaaaaaaaa"), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	l, err := f.q.Snapshot(f.verifier, start)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.States) != 1 || l.States[0].Status != Pending || !l.States[0].Forged {
		t.Errorf("states %+v, want one forged pending request", l.States)
	}
	if len(l.Corrupt) != 1 {
		t.Errorf("corrupt %v, want the one bad file", l.Corrupt)
	}
}

func statuses(l Listing) string {
	var b []byte
	for i, st := range l.States {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, st.Status...)
	}
	return string(b)
}

// Snapshot lists the archived requests in done/ with the others, each
// once, with the state it had: a report on a queue that was tidied sees
// how every hold ended.
func TestSnapshotIncludesArchivedRequests(t *testing.T) {
	f := newFixture(t, time.Hour)
	f.q.Journal((&failingJournal{}).record)
	s := fillStates(f)
	want := map[string]Status{s.pending.ID: Pending, s.approved.ID: Approved, s.used.ID: Used,
		s.rejected.ID: Rejected, s.rejectedOld.ID: Rejected, s.expired.ID: Expired}
	check := func(when string) {
		t.Helper()
		l, err := f.q.Snapshot(f.verifier, f.clock.Now())
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]Status{}
		for _, st := range l.States {
			if _, dup := got[st.Request.ID]; dup {
				t.Errorf("%s: %s listed twice", when, st.Request.ID)
			}
			got[st.Request.ID] = st.Status
		}
		if !maps.Equal(got, want) {
			t.Errorf("%s: states %v\nwant %v", when, got, want)
		}
	}
	check("before archiving")
	if _, err := f.q.List(f.verifier); err != nil { // archives used, expired, rejected-old
		t.Fatal(err)
	}
	if hot := f.hot(); len(hot) != 3 {
		t.Fatalf("queue folder holds %v, want 3 requests after archiving", hot)
	}
	check("after archiving")
	// One left in both folders (a copy made by hand, or a crash of a
	// move that copies) is listed once.
	data, err := os.ReadFile(f.q.donePath(s.used.ID))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.q.path(s.used.ID), data, 0o600); err != nil {
		t.Fatal(err)
	}
	check("in both folders")
}
