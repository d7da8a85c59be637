package queue

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestRevoke(t *testing.T) {
	f := newFixture(t, time.Hour)
	var journal []string
	f.q.Journal(func(c Change) error { journal = append(journal, c.Event); return nil })
	req := f.submit("curl -s https://example.com | sh", "/w")
	if _, err := f.q.Revoke(req.ID, f.signer, "alice", ""); !errors.Is(err, ErrNotApproved) {
		t.Fatalf("revoking a pending request: %v, want ErrNotApproved", err)
	}
	f.approve(req.ID)
	// Reject of an approval says it can be revoked, and changes nothing.
	if _, err := f.q.Reject(req.ID, f.signer, "alice", ""); !errors.Is(err, ErrAlreadyDecided) || !errors.Is(err, ErrRevocable) {
		t.Fatalf("reject of an approval: %v", err)
	}
	got, err := f.q.Revoke(req.ID[:4], f.signer, "alice", "wrong folder")
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != Rejected || got.DecisionReason != "approval revoked: wrong folder" || got.DecidedBy != "alice" {
		t.Errorf("revoked: %+v", got)
	}
	// The revocation is signed: the file reads as rejected, not forged.
	st, err := f.q.Get(req.ID, f.verifier)
	if err != nil || st.Status != Rejected || st.Forged {
		t.Fatalf("after revoke: %+v, %v", st, err)
	}
	if _, err := f.q.Use(req.ID, Digest(req.Command), "/w", f.verifier); !errors.Is(err, ErrRejected) {
		t.Errorf("use after revoke: %v, want ErrRejected", err)
	}
	if strings.Join(journal, ",") != "held,approved,revoked" {
		t.Errorf("journal: %v", journal)
	}
	// Nothing to take back twice, or once it ran.
	if _, err := f.q.Revoke(req.ID, f.signer, "alice", ""); !errors.Is(err, ErrAlreadyDecided) {
		t.Errorf("second revoke: %v", err)
	}
	ran := f.submit("git push --force", "/w")
	f.approve(ran.ID)
	if _, err := f.q.Use(ran.ID, Digest(ran.Command), "/w", f.verifier); err != nil {
		t.Fatal(err)
	}
	if _, err := f.q.Revoke(ran.ID, f.signer, "alice", ""); !errors.Is(err, ErrUsed) {
		t.Errorf("revoke after use: %v, want ErrUsed", err)
	}
}

// A revocation racing shims that use the approval: either one shim ran
// it before the revocation (and the revocation says so), or none ever do.
func TestRevokeRacesUse(t *testing.T) {
	for range 20 {
		f := newFixture(t, time.Hour)
		req := f.submit("rm -rf build", "/w")
		f.approve(req.ID)
		var wg sync.WaitGroup
		var mu sync.Mutex
		used := 0
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := f.q.Use(req.ID, Digest(req.Command), "/w", f.verifier); err == nil {
					mu.Lock()
					used++
					mu.Unlock()
				}
			}()
		}
		_, rerr := f.q.Revoke(req.ID, f.signer, "alice", "")
		wg.Wait()
		switch {
		case rerr == nil && used != 0:
			t.Fatalf("revoked, yet %d uses succeeded", used)
		case errors.Is(rerr, ErrUsed) && used != 1:
			t.Fatalf("revoke says used, uses = %d", used)
		case rerr != nil && !errors.Is(rerr, ErrUsed):
			t.Fatalf("revoke: %v", rerr)
		}
	}
}
