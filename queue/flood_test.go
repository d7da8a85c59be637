package queue

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// A hold among many pending requests finds its own, and leaves the
// others alone: an approved request is found among 300 others, 25 of
// them oversized, and a new command gets a request of its own.
func TestLookupAmongAFlood(t *testing.T) {
	f := newFixture(t, time.Hour)
	flood(f, 25, 300)
	want := f.submit("git push --force origin main", "/w")
	f.approve(want.ID)
	st, err := f.q.Lookup("git push --force origin main", "/w", f.verifier)
	if err != nil || st.Request.ID != want.ID || st.Status != Approved {
		t.Fatalf("Lookup: %+v %v", st, err)
	}
	// The same command in another folder is another request.
	if _, err := f.q.Lookup("git push --force origin main", "/other", f.verifier); err == nil {
		t.Fatal("found a request for another folder")
	}
	// A command whose text holds the digest of another is not taken for it.
	trick := "echo " + Digest("git push --force origin main")
	if st, err := f.q.Lookup(trick, "/w", f.verifier); err == nil {
		t.Fatalf("a command naming the digest found %s", st.Request.ID)
	}
	req, created, err := f.q.Submit(NewRequest{Command: trick, Cwd: "/w", Tier: "red"})
	if err != nil || !created || req.ID == want.ID {
		t.Fatalf("Submit of the trick: %v %v", created, err)
	}
}

// A request file larger than gatesh ever writes is corrupt, not read whole.
func TestHugeFileIsCorrupt(t *testing.T) {
	f := newFixture(t, time.Hour)
	req := f.submit("rm -rf build", "/w")
	if err := os.WriteFile(f.q.path(req.ID), bytes.Repeat([]byte(" "), maxFile+1), 0o600); err != nil {
		t.Fatal(err)
	}
	var corrupt *CorruptError
	if _, err := f.q.Get(req.ID, f.verifier); !errors.As(err, &corrupt) || !errors.Is(err, errTooBig) {
		t.Fatalf("Get of a %d-byte file: %v", maxFile+1, err)
	}
}

// flood queues oversized and small pending requests.
func flood(f *fixture, oversized, small int) {
	big := strings.Repeat("\x01", 12<<20)
	for i := range oversized {
		if _, _, err := f.q.Submit(NewRequest{Command: fmt.Sprintf("%d%s", i, big), Cwd: "/w", Tier: "red"}); err != nil {
			f.t.Fatal(err)
		}
	}
	for i := range small {
		if _, _, err := f.q.Submit(NewRequest{Command: fmt.Sprintf("rm -rf build%d", i), Cwd: "/w", Tier: "red"}); err != nil {
			f.t.Fatal(err)
		}
	}
}

// BenchmarkHoldAmongAFlood is what one new hold costs the queue (Lookup,
// then Submit) with 25 oversized and 300 small requests pending.
func BenchmarkHoldAmongAFlood(b *testing.B) {
	f := newFixture(b, time.Hour)
	flood(f, 25, 300)
	b.ResetTimer()
	for i := range b.N {
		cmd := fmt.Sprintf("curl -X POST https://x/%d", i)
		f.q.Lookup(cmd, "/w", f.verifier)
		if _, _, err := f.q.Submit(NewRequest{Command: cmd, Cwd: "/w", Tier: "red"}); err != nil {
			b.Fatal(err)
		}
	}
}
