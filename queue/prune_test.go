package queue

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"
	"time"
)

// finishedQueue holds one request in each state: pending, approved,
// used, rejected (unexpired), rejected past its expiry, expired.
type finishedQueue struct {
	pending, approved, used, rejected, rejectedOld, expired Request
}

func fillStates(f *fixture) finishedQueue {
	var s finishedQueue
	s.rejectedOld = f.submit("cmd rejected-old", "/w")
	if _, err := f.q.Reject(s.rejectedOld.ID, f.signer, "alice", "no"); err != nil {
		f.t.Fatal(err)
	}
	s.expired = f.submit("cmd expired", "/w")
	f.clock.Add(2 * time.Hour) // both are past their expiry now
	s.pending = f.submit("cmd pending", "/w")
	s.approved = f.approve(f.submit("cmd approved", "/w").ID)
	s.used = f.approve(f.submit("cmd used", "/w").ID)
	if _, err := f.q.Use(s.used.ID, s.used.CommandDigest, "/w", f.verifier); err != nil {
		f.t.Fatal(err)
	}
	s.rejected = f.submit("cmd rejected", "/w")
	if _, err := f.q.Reject(s.rejected.ID, f.signer, "alice", "no"); err != nil {
		f.t.Fatal(err)
	}
	return s
}

func (f *fixture) hot() []string {
	ids, _, err := listDir(f.q.Dir())
	if err != nil {
		f.t.Fatal(err)
	}
	sort.Strings(ids)
	return ids
}

func sorted(ids ...string) []string {
	sort.Strings(ids)
	return ids
}

func TestFinishedRequestsMoveOutOfTheQueueFolder(t *testing.T) {
	f := newFixture(t, time.Hour)
	j := &failingJournal{}
	f.q.Journal(j.record)
	s := fillStates(f)
	if _, err := f.q.List(f.verifier); err != nil {
		t.Fatal(err)
	}
	if got, want := f.hot(), sorted(s.pending.ID, s.approved.ID, s.rejected.ID); !slices.Equal(got, want) {
		t.Fatalf("queue folder holds %v, want %v", got, want)
	}
	var archived []string
	for _, c := range j.seen {
		if c.Event == EventArchived {
			archived = append(archived, c.Request.ID+" "+string(c.Request.Status))
		}
	}
	want := sorted(s.used.ID+" used", s.rejectedOld.ID+" rejected", s.expired.ID+" expired")
	if sort.Strings(archived); !slices.Equal(archived, want) {
		t.Fatalf("archived %v, want %v", archived, want)
	}
	// Archived requests are still found, and stay final.
	if st, err := f.q.Get(s.used.ID[:6], f.verifier); err != nil || st.Status != Used {
		t.Fatalf("get archived: %v %v", st.Status, err)
	}
	if _, err := f.q.Use(s.used.ID, s.used.CommandDigest, "/w", f.verifier); !errors.Is(err, ErrUsed) {
		t.Fatalf("use archived: %v", err)
	}
	if _, err := f.q.Approve(s.expired.ID, f.signer, "alice", ""); !errors.Is(err, ErrExpired) {
		t.Fatalf("approve archived: %v", err)
	}
	// A rejection still stops the same command until it expires.
	if st, err := f.q.Lookup("cmd rejected", "/w", f.verifier); err != nil || st.Status != Rejected {
		t.Fatalf("lookup rejected: %v %v", st.Status, err)
	}
	all, err := f.q.ListAll(f.verifier)
	if err != nil || len(all.States) != 6 {
		t.Fatalf("ListAll: %d %v", len(all.States), err)
	}
	// Listed once each, also while List moves them.
	f.clock.Add(2 * time.Hour)
	all, err = f.q.ListAll(f.verifier)
	if err != nil || len(all.States) != 6 {
		t.Fatalf("ListAll: %d %v", len(all.States), err)
	}
	f.q.List(f.verifier)
	if got := f.hot(); len(got) != 0 { // all expired by now
		t.Fatalf("queue folder holds %v", got)
	}
}

// TestArchivingNeedsAJournal: a Queue that cannot log a move does not move.
func TestArchivingNeedsAJournal(t *testing.T) {
	f := newFixture(t, time.Hour)
	fillStates(f)
	before := f.hot()
	f.q.List(f.verifier)
	if got := f.hot(); !slices.Equal(got, before) {
		t.Fatalf("moved without a journal: %v", got)
	}
	j := &failingJournal{refuse: []string{EventArchived}}
	f.q.Journal(j.record)
	l, err := f.q.List(f.verifier)
	if err != nil || !errors.Is(l.TidyErr, errLogFull) || len(l.States) != 6 {
		t.Fatalf("a move that cannot be logged is reported, and the listing is whole: %v %v %d", err, l.TidyErr, len(l.States))
	}
	if got := f.hot(); !slices.Equal(got, before) {
		t.Fatalf("moved without logging: %v", got)
	}
}

func TestArchivedRequestsArePurgedAfterTheRetention(t *testing.T) {
	f := newFixture(t, time.Hour)
	j := &failingJournal{}
	f.q.Journal(j.record)
	f.q.Retain(48 * time.Hour)
	s := fillStates(f)
	f.q.List(f.verifier)
	f.clock.Add(47 * time.Hour)
	f.q.List(f.verifier)
	if _, err := os.Stat(f.q.donePath(s.used.ID)); err != nil {
		t.Fatalf("purged before its time: %v", err)
	}
	f.clock.Add(2 * time.Hour)
	f.q.List(f.verifier)
	for _, id := range []string{s.used.ID, s.expired.ID, s.rejectedOld.ID} {
		if _, err := os.Stat(f.q.donePath(id)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s not purged: %v", id, err)
		}
		if !slices.Contains(j.events(), EventPurged+" "+id) {
			t.Errorf("purge of %s not logged: %v", id, j.events())
		}
	}
	if _, err := f.q.Get(s.used.ID, f.verifier); !errors.Is(err, ErrNotFound) {
		t.Fatalf("purged request: %v", err)
	}
}

// manyFinished writes n used requests straight to the queue folder, as a
// queue that was never pruned holds them.
func manyFinished(tb testing.TB, f *fixture, n int) {
	for i := range n {
		cmd := fmt.Sprintf("git push --force origin b%d", i)
		r := Request{ID: fmt.Sprintf("aaaa%09d", i), CreatedAt: start, ExpiresAt: start.Add(time.Hour), Status: Used,
			Command: cmd, CommandDigest: Digest(cmd), Cwd: "/w", Tier: "red", Rules: []Rule{},
			DecidedBy: "alice", DecidedAt: start, UsedAt: start}
		for j, c := range r.ID {
			if c >= '0' && c <= '9' {
				r.ID = r.ID[:j] + string(rune('a'+(c-'0'))) + r.ID[j+1:]
			}
		}
		r.Signature = base64Std.EncodeToString(f.signer.Sign(r.SignedBytes()))
		data, err := encode(r)
		if err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(f.q.Dir(), r.ID+fileSuffix), data, 0o640); err != nil {
			tb.Fatal(err)
		}
	}
}

// BenchmarkLookup is the lookup every red command does, in a queue of
// 3,000 used requests, before and after they are archived.
func BenchmarkLookup(b *testing.B) {
	for _, pruned := range []bool{false, true} {
		b.Run(fmt.Sprintf("pruned=%v", pruned), func(b *testing.B) {
			f := newFixture(b, time.Hour)
			manyFinished(b, f, 3000)
			f.submit("git push --force", "/w")
			if pruned {
				f.q.Journal(func(Change) error { return nil })
				if _, err := f.q.List(f.verifier); err != nil {
					b.Fatal(err)
				}
				f.q.Journal(nil)
			}
			for b.Loop() {
				if _, err := f.q.Lookup("git push --force", "/w", f.verifier); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
