package queue

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"strings"
	"testing"
	"time"

	"gatesh/internal/dirwatch"
	"gatesh/internal/needs"
	"gatesh/teamapi"
)

// teamFixture is a queue that trusts a team key, as machine "m1".
type teamFixture struct {
	*fixture
	pub  ed25519.PublicKey
	priv ed25519.PrivateKey
	j    *failingJournal
}

func newTeamFixture(t *testing.T) *teamFixture {
	t.Helper()
	f := newFixture(t, 24*time.Hour)
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	f.q.TrustTeam(&Team{Key: pub, Fingerprint: teamapi.Fingerprint(pub), Machine: "m1"})
	j := &failingJournal{}
	f.q.Journal(j.record)
	return &teamFixture{fixture: f, pub: pub, priv: priv, j: j}
}

// decision is what the hub would sign for req: edit changes it before
// signing, as a hub that was lied to or compromised could.
func (f *teamFixture) decision(req Request, verdict string, edit func(*teamapi.Decision)) teamapi.Decision {
	now := f.clock.Now()
	d := teamapi.Decision{Team: teamapi.Fingerprint(f.pub), Machine: "m1", Request: req.ID,
		Subject: req.SubjectDigest(), Cwd: req.Cwd, Verdict: verdict, ExpiresAt: req.ExpiresAt,
		DecidedAt: now, Approvers: []string{"bob@example.com"}}
	if edit != nil {
		edit(&d)
	}
	d.Sign(f.priv)
	return d
}

func (f *teamFixture) decide(d teamapi.Decision) (Request, bool, error) {
	return f.q.TeamDecide(d, f.verifier)
}

func (f *teamFixture) status(id string) State {
	f.t.Helper()
	st, err := f.q.Get(id, f.verifier)
	if err != nil {
		f.t.Fatal(err)
	}
	return st
}

func TestTeamApprovalRunsOnce(t *testing.T) {
	f := newTeamFixture(t)
	req := f.submit("git push --force", "/w")
	d := f.decision(req, teamapi.Approved, nil)
	got, applied, err := f.decide(d)
	if err != nil || !applied {
		t.Fatalf("TeamDecide: %v, applied %v", err, applied)
	}
	if got.Via != ViaTeam || got.DecidedBy != "bob@example.com" || got.Signature != "" || got.TeamDecision == nil {
		t.Errorf("recorded %+v", got)
	}
	st := f.status(req.ID)
	if st.Status != Approved || st.Forged {
		t.Fatalf("state %v forged %v", st.Status, st.Forged)
	}
	if disk := f.onDisk(req.ID); disk.Via != ViaTeam || disk.TeamDecision.Approvers[0] != "bob@example.com" {
		t.Errorf("the file does not say how it was decided: %+v", disk)
	}
	// Delivered again before it ran: nothing changes. After it ran:
	// refused as a replay, and nothing changes either.
	if _, applied, err := f.decide(d); err != nil || applied {
		t.Errorf("second delivery: applied %v, %v", applied, err)
	}
	if _, err := f.q.Use(req.ID, Digest("git push --force"), "/w", f.verifier); err != nil {
		t.Fatalf("Use: %v", err)
	}
	var refused *RefusedError
	if _, applied, err := f.decide(d); !errors.As(err, &refused) || !errors.Is(err, ErrUsed) || applied {
		t.Errorf("delivery after use: applied %v, %v", applied, err)
	}
	if _, err := f.q.Use(req.ID, Digest("git push --force"), "/w", f.verifier); !errors.Is(err, ErrUsed) {
		t.Errorf("second Use: %v", err)
	}
	want := []string{"held " + req.ID, "approved " + req.ID, "used " + req.ID}
	if got := f.j.events(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("journal %v, want %v", got, want)
	}
	if f.j.seen[1].Request.Via != ViaTeam {
		t.Errorf("the journal was not told it was the team's: %+v", f.j.seen[1].Request)
	}
}

// TestTeamDecisionRefused: each decision the machine must not take is
// refused, changes nothing, and says why.
func TestTeamDecisionRefused(t *testing.T) {
	otherPub, otherPriv, _ := ed25519.GenerateKey(rand.Reader)
	cases := []struct {
		name   string
		make   func(f *teamFixture, req Request) teamapi.Decision
		want   error
		forged bool
	}{
		{"signed by another key", func(f *teamFixture, req Request) teamapi.Decision {
			d := f.decision(req, teamapi.Approved, nil)
			d.Sign(otherPriv)
			return d
		}, teamapi.ErrBadSignature, true},
		{"another team", func(f *teamFixture, req Request) teamapi.Decision {
			d := f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Team = teamapi.Fingerprint(otherPub) })
			d.Sign(otherPriv)
			return d
		}, teamapi.ErrOtherTeam, true},
		{"verdict edited in transit", func(f *teamFixture, req Request) teamapi.Decision {
			d := f.decision(req, teamapi.Rejected, nil)
			d.Verdict = teamapi.Approved
			return d
		}, teamapi.ErrBadSignature, true},
		{"another machine", func(f *teamFixture, req Request) teamapi.Decision {
			return f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Machine = "m2" })
		}, teamapi.ErrOtherMachine, false},
		{"another command's digest", func(f *teamFixture, req Request) teamapi.Decision {
			return f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Subject = Digest("git push") })
		}, teamapi.ErrOtherAction, false},
		{"the same command as a tool call", func(f *teamFixture, req Request) teamapi.Decision {
			return f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Subject = Subject{Tool: "Bash", Command: req.Command}.Digest() })
		}, teamapi.ErrOtherAction, false},
		{"another folder", func(f *teamFixture, req Request) teamapi.Decision {
			return f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Cwd = "/w/other" })
		}, teamapi.ErrOtherAction, false},
		{"no approver", func(f *teamFixture, req Request) teamapi.Decision {
			return f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Approvers = nil })
		}, teamapi.ErrNoApprover, false},
		{"unknown request", func(f *teamFixture, req Request) teamapi.Decision {
			return f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Request = "aaaaaaaaaaaaa" })
		}, ErrNotFound, false},
		{"another machine's request, unknown here", func(f *teamFixture, req Request) teamapi.Decision {
			return f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Machine, d.Request = "m2", "aaaaaaaaaaaaa" })
		}, teamapi.ErrOtherMachine, false},
		{"a forged decision for a request unknown here", func(f *teamFixture, req Request) teamapi.Decision {
			d := f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Request = "aaaaaaaaaaaaa" })
			d.Sign(otherPriv)
			return d
		}, teamapi.ErrBadSignature, true},
		{"a path for an id", func(f *teamFixture, req Request) teamapi.Decision {
			return f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.Request = "../../keys/x" })
		}, ErrNotFound, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newTeamFixture(t)
			req := f.submit("git push --force", "/w")
			before := f.onDisk(req.ID)
			_, applied, err := f.decide(c.make(f, req))
			var refused *RefusedError
			if applied || !errors.As(err, &refused) || !errors.Is(err, c.want) {
				t.Fatalf("applied %v, err %v; want a refusal for %v", applied, err, c.want)
			}
			if refused.Forged() != c.forged {
				t.Errorf("Forged() = %v", refused.Forged())
			}
			if st := f.status(req.ID); st.Status != Pending || st.Forged {
				t.Errorf("the request became %v", st.Status)
			}
			if after := f.onDisk(req.ID); after.Status != before.Status || after.Via != "" {
				t.Errorf("the file changed: %+v", after)
			}
		})
	}
}

func TestTeamWithoutTrustDecidesNothing(t *testing.T) {
	f := newTeamFixture(t)
	req := f.submit("git push --force", "/w")
	d := f.decision(req, teamapi.Approved, nil)
	f.q.TrustTeam(nil)
	if _, _, err := f.decide(d); !errors.Is(err, ErrNoTeam) {
		t.Fatalf("no team trusted: %v", err)
	}
	// A file that carries a valid team approval is not approved either.
	f.q.TrustTeam(&Team{Key: f.pub, Fingerprint: teamapi.Fingerprint(f.pub), Machine: "m1"})
	if _, _, err := f.decide(d); err != nil {
		t.Fatal(err)
	}
	f.q.TrustTeam(nil)
	if st := f.status(req.ID); st.Status != Pending || !st.Forged {
		t.Errorf("team approval without a trusted team: %v forged %v", st.Status, st.Forged)
	}
}

// TestRejectionNeverBecomesApproval: once rejected, by the operator or by
// the team, or revoked, no team approval turns the request around; and
// an approval that ran is never approved again, even when the operator's
// key that approved it is gone.
func TestRejectionNeverBecomesApproval(t *testing.T) {
	t.Run("team rejection then approval", func(t *testing.T) {
		f := newTeamFixture(t)
		req := f.submit("git push --force", "/w")
		if _, _, err := f.decide(f.decision(req, teamapi.Rejected, nil)); err != nil {
			t.Fatal(err)
		}
		f.clock.Add(time.Second)
		_, _, err := f.decide(f.decision(req, teamapi.Approved, nil))
		if !errors.Is(err, ErrAlreadyDecided) {
			t.Fatalf("approval after rejection: %v", err)
		}
		if st := f.status(req.ID); st.Status != Rejected {
			t.Errorf("status %v", st.Status)
		}
	})
	t.Run("local rejection then team approval", func(t *testing.T) {
		f := newTeamFixture(t)
		req := f.submit("git push --force", "/w")
		if _, err := f.q.Reject(req.ID, f.signer, "alice", "no"); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.decide(f.decision(req, teamapi.Approved, nil)); !errors.Is(err, ErrAlreadyDecided) {
			t.Fatalf("team approval after local rejection: %v", err)
		}
		// Even read without the operator's key, where the rejection looks forged.
		if _, _, err := f.q.TeamDecide(f.decision(req, teamapi.Approved, nil), nil); !errors.Is(err, ErrAlreadyDecided) {
			t.Fatalf("team approval after local rejection, no operator key: %v", err)
		}
	})
	t.Run("revoke after approve", func(t *testing.T) {
		f := newTeamFixture(t)
		req := f.submit("git push --force", "/w")
		approval := f.decision(req, teamapi.Approved, nil)
		if _, _, err := f.decide(approval); err != nil {
			t.Fatal(err)
		}
		f.clock.Add(time.Second)
		got, applied, err := f.decide(f.decision(req, teamapi.Rejected, func(d *teamapi.Decision) { d.Reason = "wrong branch" }))
		if err != nil || !applied || got.DecisionReason != "approval revoked: wrong branch" {
			t.Fatalf("revocation: %+v %v %v", got, applied, err)
		}
		if _, err := f.q.Use(req.ID, Digest("git push --force"), "/w", f.verifier); !errors.Is(err, ErrRejected) {
			t.Errorf("Use after revocation: %v", err)
		}
		// The approval delivered again (a reconnect that resumes early) is refused.
		if _, _, err := f.decide(approval); !errors.Is(err, ErrAlreadyDecided) {
			t.Errorf("old approval redelivered: %v", err)
		}
		if st := f.status(req.ID); st.Status != Rejected {
			t.Errorf("status %v", st.Status)
		}
		if ev := f.j.events(); ev[len(ev)-1] != "revoked "+req.ID {
			t.Errorf("journal %v", ev)
		}
	})
	t.Run("revoke after use", func(t *testing.T) {
		f := newTeamFixture(t)
		req := f.submit("git push --force", "/w")
		f.decide(f.decision(req, teamapi.Approved, nil))
		if _, err := f.q.Use(req.ID, Digest("git push --force"), "/w", f.verifier); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.decide(f.decision(req, teamapi.Rejected, nil)); !errors.Is(err, ErrUsed) {
			t.Errorf("revocation after use: %v", err)
		}
	})
	t.Run("local approval used, operator key gone", func(t *testing.T) {
		f := newTeamFixture(t)
		req := f.approve(f.submit("git push --force", "/w").ID)
		if _, err := f.q.Use(req.ID, Digest("git push --force"), "/w", f.verifier); err != nil {
			t.Fatal(err)
		}
		if _, applied, err := f.q.TeamDecide(f.decision(req, teamapi.Approved, nil), nil); !errors.Is(err, ErrUsed) || applied {
			t.Fatalf("team approval of a used request: applied %v, %v", applied, err)
		}
	})
	t.Run("team approval of a local approval", func(t *testing.T) {
		f := newTeamFixture(t)
		req := f.approve(f.submit("git push --force", "/w").ID)
		if _, _, err := f.decide(f.decision(req, teamapi.Approved, nil)); !errors.Is(err, ErrAlreadyDecided) {
			t.Fatalf("%v", err)
		}
	})
	t.Run("expired", func(t *testing.T) {
		f := newTeamFixture(t)
		req := f.submit("git push --force", "/w")
		d := f.decision(req, teamapi.Approved, nil)
		f.clock.Add(25 * time.Hour)
		if _, _, err := f.decide(d); !errors.Is(err, ErrExpired) {
			t.Fatalf("%v", err)
		}
	})
}

// TestTeamDecisionFileEdits: a request file edited by hand (or by a
// program the agent ran) gains nothing from a team decision in it.
func TestTeamDecisionFileEdits(t *testing.T) {
	f := newTeamFixture(t)
	a := f.submit("git push --force", "/w")
	b := f.submit("rm -rf /srv/data", "/w")
	if _, _, err := f.decide(f.decision(a, teamapi.Approved, nil)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := f.decide(f.decision(b, teamapi.Rejected, nil)); err != nil {
		t.Fatal(err)
	}
	approvedA := f.onDisk(a.ID)

	// b's rejection set to approved, keeping its team decision.
	f.edit(b.ID, func(r *Request) { r.Status = Approved })
	if st := f.status(b.ID); st.Status == Approved || !st.Forged {
		t.Errorf("rejection edited to approved: %v", st.Status)
	}
	// a's approval copied into b.
	f.edit(b.ID, func(r *Request) { r.Status, r.TeamDecision = Approved, approvedA.TeamDecision })
	if st := f.status(b.ID); st.Status == Approved || !st.Forged {
		t.Errorf("another request's approval: %v", st.Status)
	}
	// a's expiry pushed out: the decision's still ends it.
	f.edit(a.ID, func(r *Request) { r.ExpiresAt = r.ExpiresAt.Add(100 * time.Hour) })
	if st := f.status(a.ID); st.Status != Approved || !st.Request.Expiry().Equal(approvedA.TeamDecision.ExpiresAt) {
		t.Errorf("pushed expiry: %v until %v", st.Status, st.Request.Expiry())
	}
	f.clock.Add(25 * time.Hour)
	if st := f.status(a.ID); st.Status != Expired {
		t.Errorf("past the decision's expiry: %v", st.Status)
	}
}

func TestLocalApprovalsOff(t *testing.T) {
	f := newTeamFixture(t)
	old := f.approve(f.submit("git push --force", "/w").ID)
	f.q.LocalApprovals(false)
	if st := f.status(old.ID); st.Status != Pending || st.Forged {
		t.Errorf("a local approval with local approvals off: %v forged %v", st.Status, st.Forged)
	}
	if _, err := f.q.Use(old.ID, Digest("git push --force"), "/w", f.verifier); !errors.Is(err, ErrPending) {
		t.Errorf("Use of a local approval: %v", err)
	}
	req := f.submit("rm -rf /srv/data", "/w")
	if _, err := f.q.Approve(req.ID, f.signer, "alice", ""); !errors.Is(err, ErrLocalOff) {
		t.Errorf("local Approve: %v", err)
	}
	if _, err := f.q.Reject(req.ID, f.signer, "alice", "no"); err != nil {
		t.Errorf("local Reject must still work: %v", err)
	}
	// The team approves the request the operator's approval no longer covers.
	if _, _, err := f.decide(f.decision(old, teamapi.Approved, nil)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.q.Use(old.ID, Digest("git push --force"), "/w", f.verifier); err != nil {
		t.Errorf("Use of the team approval: %v", err)
	}
	if !f.q.CanApprove(nil) {
		t.Error("a queue trusting a team can approve without an operator key")
	}
	f.q.TrustTeam(nil)
	if f.q.CanApprove(f.verifier) {
		t.Error("with local approvals off and no team, nothing can approve")
	}
}

// The hub's clock is five minutes ahead: its decision, made "in the
// future", is taken as any other.
func TestTeamDecisionClockSkew(t *testing.T) {
	f := newTeamFixture(t)
	req := f.submit("git push --force", "/w")
	d := f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.DecidedAt = d.DecidedAt.Add(5 * time.Minute) })
	if _, _, err := f.decide(d); err != nil {
		t.Fatal(err)
	}
	if _, err := f.q.Use(req.ID, Digest("git push --force"), "/w", f.verifier); err != nil {
		t.Fatal(err)
	}
}

// The folder watch wakes a waiting shim on a team decision: with an hour
// to wait, only the decision's rename into place can end the loop.
func TestWatchWakesOnTeamDecision(t *testing.T) {
	f := newTeamFixture(t)
	req := f.submit("git push --force", "/w")
	w := dirwatch.Open(f.q.Dir(), false)
	if w == nil {
		needs.Skip(t, needs.FileEvents, "no inotify here")
	}
	defer w.Close()
	d := f.decision(req, teamapi.Approved, nil)
	go f.decide(d)
	for range 50 {
		w.Wait(context.Background(), time.Hour)
		if st, err := f.q.Get(req.ID, f.verifier); err == nil && st.Status == Approved {
			st, err := f.q.Wait(context.Background(), req.ID, f.verifier, MaxPoll)
			if err != nil || st.Status != Approved {
				t.Fatalf("Wait: %v %v", st.Status, err)
			}
			return
		}
	}
	t.Fatal("50 wakes, and the request is still not approved")
}

func TestTruncatedRequestTeamApproval(t *testing.T) {
	f := newTeamFixture(t)
	long := "echo " + strings.Repeat("x", MaxCommand+10)
	req := f.submit(long, "/w")
	if !req.Truncated() {
		t.Fatal("not truncated")
	}
	if _, _, err := f.decide(f.decision(req, teamapi.Approved, nil)); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("approval of a truncated request: %v", err)
	}
	if _, _, err := f.decide(f.decision(req, teamapi.Rejected, nil)); err != nil {
		t.Fatalf("rejection of a truncated request: %v", err)
	}
	if st := f.status(req.ID); st.Status != Rejected {
		t.Errorf("%v", st.Status)
	}
}

// The hub's approval expires sooner than the request: it ends there, and
// the request file keeps the expiry it was filed with (the hub keeps
// that). An approval that expired on its way is refused.
func TestTeamApprovalExpiry(t *testing.T) {
	f := newTeamFixture(t)
	req := f.submit("git push --force", "/w")
	short := f.decision(req, teamapi.Approved, func(d *teamapi.Decision) { d.ExpiresAt = f.clock.Now().Add(time.Hour) })
	if _, _, err := f.decide(short); err != nil {
		t.Fatal(err)
	}
	if disk := f.onDisk(req.ID); !disk.ExpiresAt.Equal(req.ExpiresAt) {
		t.Errorf("the file's expires_at changed: %v, filed %v", disk.ExpiresAt, req.ExpiresAt)
	}
	f.clock.Add(61 * time.Minute)
	if _, err := f.q.Use(req.ID, Digest("git push --force"), "/w", f.verifier); !errors.Is(err, ErrExpired) {
		t.Fatalf("Use past the decision's expiry: %v", err)
	}
	other := f.submit("rm -rf /srv", "/w")
	late := f.decision(other, teamapi.Approved, func(d *teamapi.Decision) { d.ExpiresAt = f.clock.Now().Add(-time.Second) })
	if _, _, err := f.decide(late); !errors.Is(err, ErrExpired) {
		t.Fatalf("an approval that expired on its way: %v", err)
	}
}
