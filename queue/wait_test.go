package queue

import (
	"context"
	"errors"
	"testing"
	"time"

	"gatesh/internal/dirwatch"
	"gatesh/internal/needs"
)

// contextDone returns a context that has already ended.
func contextDone() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx, cancel
}

func TestWait(t *testing.T) {
	const cmd, cwd = "gh issue comment 4 --body hi", "/w"
	tests := []struct {
		name    string
		decide  func(f *fixture, id string) // run while Wait waits
		status  Status
		forged  bool
		timeout bool
	}{
		{"approved", func(f *fixture, id string) { f.approve(id) }, Approved, false, false},
		{"rejected", func(f *fixture, id string) {
			if _, err := f.q.Reject(id, f.signer, "alice", "no"); err != nil {
				f.t.Error(err)
			}
		}, Rejected, false, false},
		{"expired", func(f *fixture, id string) { f.clock.Add(time.Hour) }, Expired, false, false},
		{"forged", func(f *fixture, id string) { f.edit(id, func(r *Request) { r.Status = Approved }) }, Pending, true, true},
		{"nothing", func(*fixture, string) {}, Pending, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, time.Hour)
			id := f.submit(cmd, cwd).ID
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			decided := make(chan struct{})
			if tt.timeout {
				// Nothing will change later: decide first and give Wait an ended context.
				tt.decide(f, id)
				close(decided)
				cancel()
			} else {
				go func() {
					tt.decide(f, id)
					close(decided)
				}()
			}
			st, err := f.q.Wait(ctx, id, f.verifier, 5*time.Millisecond)
			<-decided
			if tt.timeout != errors.Is(err, context.Canceled) || !tt.timeout && err != nil {
				t.Errorf("err = %v, timeout expected: %v", err, tt.timeout)
			}
			if st.Status != tt.status || st.Forged != tt.forged || st.Request.ID != id {
				t.Errorf("Wait = %s forged=%v id=%s, want %s forged=%v", st.Status, st.Forged, st.Request.ID, tt.status, tt.forged)
			}
			if tt.status == Expired && f.onDisk(id).Status != Expired {
				t.Error("Wait did not record the expiry")
			}
		})
	}
}

func TestWaitLooksOnceAfterContextEnded(t *testing.T) {
	f := newFixture(t, time.Hour)
	id := f.submit("x", "/w").ID
	ctx, cancel := contextDone()
	defer cancel()
	if st, err := f.q.Wait(ctx, id, f.verifier, 0); st.Status != Pending || !errors.Is(err, context.Canceled) {
		t.Errorf("pending: %s, %v", st.Status, err)
	}
	f.approve(id)
	if st, err := f.q.Wait(ctx, id, f.verifier, 0); st.Status != Approved || err != nil {
		t.Errorf("approved before the wait: %s, %v", st.Status, err)
	}
	if _, err := f.q.Wait(ctx, "nonexistentid", f.verifier, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown id: %v", err)
	}
	if _, err := f.q.Wait(ctx, id[:4], f.verifier, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("prefix: %v", err)
	}
}

// The watch wakes on a decision written into the folder, not on a timer:
// with an hour to wait, it returns once the approval is renamed into place.
func TestWatchWakesOnDecision(t *testing.T) {
	f := newFixture(t, time.Hour)
	id := f.submit("rm -rf build", "/w").ID
	w := dirwatch.Open(f.q.dir, false)
	if w == nil {
		needs.Skip(t, needs.FileEvents, "no inotify here")
	}
	defer w.Close()
	// The approval may still be writing (its journal, its log) when the
	// request already reads approved: the test waits for it, so that its
	// folder is not removed under it.
	approved := make(chan struct{})
	defer func() { <-approved }()
	go func() {
		defer close(approved)
		time.Sleep(20 * time.Millisecond)
		f.approve(id)
	}()
	// Each wait may wake on an earlier write of the approval (its lock,
	// its journal), but with an hour each, only events can end the loop.
	for range 50 {
		w.Wait(context.Background(), time.Hour)
		if st, err := f.q.Get(id, f.verifier); err == nil && st.Status == Approved {
			return
		}
	}
	t.Fatal("50 wakes, and the request is still not approved")
}

// BenchmarkApprovalLatency is the time from an approval to the return of
// a Wait that waits for it: the watch makes it a few milliseconds, where
// polling took up to MaxPoll.
func BenchmarkApprovalLatency(b *testing.B) {
	f := newFixture(b, time.Hour)
	var total time.Duration
	for range b.N {
		id := f.submit("rm -rf build "+time.Now().String(), "/w").ID
		done := make(chan time.Time)
		go func() {
			f.q.Wait(context.Background(), id, f.verifier, MaxPoll)
			done <- time.Now()
		}()
		time.Sleep(5 * time.Millisecond) // Wait is watching
		start := time.Now()
		f.approve(id)
		total += (<-done).Sub(start)
	}
	b.ReportMetric(float64(total.Microseconds())/float64(b.N)/1000, "ms/approval")
}
