package teamapi

import (
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"strings"
	"testing"
	"time"
)

func newKey(t *testing.T) (ed25519.PublicKey, ed25519.PrivateKey) {
	t.Helper()
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return pub, priv
}

func signed(t *testing.T, priv ed25519.PrivateKey, pub ed25519.PublicKey) (Decision, Bound) {
	t.Helper()
	at := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	d := Decision{
		Team: Fingerprint(pub), Machine: "m1", Request: "abcdefghijklm",
		Subject: strings.Repeat("a", 64), Cwd: "/repo", Verdict: Approved,
		ExpiresAt: at.Add(time.Hour), DecidedAt: at,
		Approvers: []string{"bob@example.com", "alice@example.com"}, Policy: "3",
	}
	d.Sign(priv)
	return d, Bound{Team: d.Team, Machine: "m1", Request: d.Request, Subject: d.Subject, Cwd: "/repo"}
}

func TestVerifyDecision(t *testing.T) {
	pub, priv := newKey(t)
	otherPub, otherPriv := newKey(t)
	d, b := signed(t, priv, pub)
	if err := VerifyDecision(pub, d, b); err != nil {
		t.Fatalf("a valid decision: %v", err)
	}
	if d.Approvers[0] != "alice@example.com" {
		t.Errorf("Sign did not sort the approvers: %v", d.Approvers)
	}

	forOther, _ := signed(t, otherPriv, otherPub)
	cases := []struct {
		name string
		key  ed25519.PublicKey
		edit func(*Decision, *Bound)
		want error
	}{
		{"another team's key", otherPub, func(*Decision, *Bound) {}, ErrOtherTeam},
		{"signed by another team", pub, func(d *Decision, _ *Bound) { *d = forOther }, ErrOtherTeam},
		{"another machine", pub, func(_ *Decision, b *Bound) { b.Machine = "m2" }, ErrOtherMachine},
		{"another request", pub, func(_ *Decision, b *Bound) { b.Request = "zzzzzzzzzzzzz" }, ErrOtherAction},
		{"another action", pub, func(_ *Decision, b *Bound) { b.Subject = strings.Repeat("b", 64) }, ErrOtherAction},
		{"another folder", pub, func(_ *Decision, b *Bound) { b.Cwd = "/repo/sub" }, ErrOtherAction},
		{"verdict edited", pub, func(d *Decision, _ *Bound) { d.Verdict = Rejected }, ErrBadSignature},
		{"verdict unknown", pub, func(d *Decision, _ *Bound) { d.Verdict = "approve" }, ErrBadVerdict},
		{"approver dropped", pub, func(d *Decision, _ *Bound) { d.Approvers = d.Approvers[:1] }, ErrBadSignature},
		{"no approver", pub, func(d *Decision, _ *Bound) { d.Approvers = nil }, ErrNoApprover},
		{"approvers unsorted", pub, func(d *Decision, _ *Bound) { d.Approvers[0], d.Approvers[1] = d.Approvers[1], d.Approvers[0] }, ErrBadSignature},
		{"expiry pushed out", pub, func(d *Decision, _ *Bound) { d.ExpiresAt = d.ExpiresAt.Add(time.Hour) }, ErrBadSignature},
		{"policy changed", pub, func(d *Decision, _ *Bound) { d.Policy = "2" }, ErrBadSignature},
		{"signature garbled", pub, func(d *Decision, _ *Bound) { d.Signature = "!" }, ErrBadSignature},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, b := signed(t, priv, pub)
			c.edit(&d, &b)
			if err := VerifyDecision(c.key, d, b); !errors.Is(err, c.want) {
				t.Errorf("got %v, want %v", err, c.want)
			}
		})
	}
}

// A value holding a newline and a field name must not let one decision's
// bytes stand for another's.
func TestSignedBytesFieldsCannotShift(t *testing.T) {
	a := Decision{Cwd: "/a\nverdict 8 approved", Verdict: Rejected, Approvers: []string{"x"}}
	b := Decision{Cwd: "/a", Verdict: Approved, Approvers: []string{"x"}}
	if string(a.SignedBytes()) == string(b.SignedBytes()) {
		t.Fatal("two different decisions have the same signed bytes")
	}
	c := Decision{Approvers: []string{"a,b"}}
	e := Decision{Approvers: []string{"a", "b"}}
	if string(c.SignedBytes()) == string(e.SignedBytes()) {
		t.Fatal("one approver and two approvers sign the same bytes")
	}
}

func TestEnrolToken(t *testing.T) {
	pub, _ := newKey(t)
	tok := EnrolToken{Team: Fingerprint(pub), Secret: strings.Repeat("Ab-_", 11)}
	got, err := ParseEnrolToken(" " + tok.String() + "\n")
	if err != nil || got != tok {
		t.Fatalf("round trip: %+v, %v", got, err)
	}
	for _, bad := range []string{
		"", tok.Team + "." + tok.Secret, "gatesh-enrol-v1." + tok.Team,
		"gatesh-enrol-v1." + strings.ToUpper(tok.Team) + "." + tok.Secret,
		"gatesh-enrol-v1." + tok.Team + ".short",
		"gatesh-enrol-v1." + tok.Team + "." + tok.Secret + "$(id)",
	} {
		if _, err := ParseEnrolToken(bad); err == nil {
			t.Errorf("ParseEnrolToken(%q) accepted it", bad)
		}
	}
}

func TestMachineCall(t *testing.T) {
	pub, priv := newKey(t)
	otherPub, _ := newKey(t)
	now := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	body := []byte(`{"lines":[]}`)
	h := MachineAuthHeader(priv, "m1", "POST", PathMachineAudit, now, body)
	a, err := ParseMachineAuth(h)
	if err != nil {
		t.Fatal(err)
	}
	if a.Machine != "m1" {
		t.Fatalf("machine %q", a.Machine)
	}
	if err := CheckMachineCall(a, pub, "POST", PathMachineAudit, body, now.Add(5*time.Minute)); err != nil {
		t.Fatalf("five minutes of skew: %v", err)
	}
	cases := []struct {
		name           string
		key            ed25519.PublicKey
		method, target string
		body           string
		at             time.Time
		want           error
	}{
		{"other key", otherPub, "POST", PathMachineAudit, string(body), now, ErrCallSignature},
		{"other method", pub, "GET", PathMachineAudit, string(body), now, ErrCallSignature},
		{"other path", pub, "POST", PathMachineRequests, string(body), now, ErrCallSignature},
		{"other body", pub, "POST", PathMachineAudit, `{"lines":[{}]}`, now, ErrCallSignature},
		{"too old", pub, "POST", PathMachineAudit, string(body), now.Add(MaxCallSkew + time.Second), ErrCallSkew},
		{"from the future", pub, "POST", PathMachineAudit, string(body), now.Add(-MaxCallSkew - time.Second), ErrCallSkew},
	}
	for _, c := range cases {
		if err := CheckMachineCall(a, c.key, c.method, c.target, []byte(c.body), c.at); !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
	nonce := strings.Repeat("n", 22)
	for _, bad := range []string{"", "Bearer x", "Gatesh-Machine m1:1:" + nonce + ":", "Gatesh-Machine :1:" + nonce + ":" + strings.Repeat("A", 86),
		"Gatesh-Machine m1:x:" + nonce + ":" + strings.Repeat("A", 86), "Gatesh-Machine m1:1::" + strings.Repeat("A", 86),
		"Gatesh-Machine m1:1:short:" + strings.Repeat("A", 86), "Gatesh-Machine m1:1:" + nonce + "$:" + strings.Repeat("A", 86)} {
		if _, err := ParseMachineAuth(bad); !errors.Is(err, ErrNoMachineAuth) {
			t.Errorf("ParseMachineAuth(%q) = %v", bad, err)
		}
	}
}

// Each header signs a fresh nonce, and the nonce is in the signed bytes:
// a header moved to another nonce does not verify, and the form before
// nonces is refused by name, so that its machine can be told to upgrade.
func TestMachineCallNonce(t *testing.T) {
	pub, priv := newKey(t)
	now := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	h1, h2 := MachineAuthHeader(priv, "m1", "GET", PathMachineState, now, nil), MachineAuthHeader(priv, "m1", "GET", PathMachineState, now, nil)
	a1, err := ParseMachineAuth(h1)
	if err != nil {
		t.Fatal(err)
	}
	a2, _ := ParseMachineAuth(h2)
	if a1.Nonce == a2.Nonce || len(a1.Nonce) < 16 {
		t.Fatalf("two headers with nonces %q and %q", a1.Nonce, a2.Nonce)
	}
	moved := a1
	moved.Nonce = a2.Nonce
	if err := CheckMachineCall(moved, pub, "GET", PathMachineState, nil, now); !errors.Is(err, ErrCallSignature) {
		t.Fatalf("a signature moved to another nonce: %v", err)
	}
	if !a1.NonceUntil().After(now.Add(MaxCallSkew)) {
		t.Fatalf("the nonce is forgotten at %s, before its call leaves the skew", a1.NonceUntil())
	}
	i := strings.LastIndex(h1, ":")
	old := h1[:strings.LastIndex(h1[:i], ":")] + h1[i:]
	if a, err := ParseMachineAuth(old); !errors.Is(err, ErrCallNoNonce) || a.Machine != "m1" {
		t.Fatalf("a header without a nonce: %v, machine %q", err, a.Machine)
	}
}

// TestVerifyState: a state verifies only for the machine and team it was
// signed for, and any edit (a policy's byte, the stop lifted) or a
// missing signature fails it.
func TestVerifyState(t *testing.T) {
	pub, priv := newKey(t)
	otherPub, otherPriv := newKey(t)
	at := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	mk := func(priv ed25519.PrivateKey, pub ed25519.PublicKey) State {
		s := State{Team: Fingerprint(pub), Machine: "m1", Group: "ci", IssuedAt: at, PolicyVersion: "4", PolicyGroup: "*",
			Policy: "[[rule]]\nid = \"x\"\n", Stopped: true, StopReason: "incident", StoppedBy: "alice@example.com", StoppedAt: at}
		s.SignWith(func(m []byte) []byte { return ed25519.Sign(priv, m) })
		return s
	}
	s := mk(priv, pub)
	fp := Fingerprint(pub)
	if err := VerifyState(pub, s, fp, "m1"); err != nil {
		t.Fatalf("a valid state: %v", err)
	}
	cases := []struct {
		name string
		key  ed25519.PublicKey
		edit func(*State)
		fp   string
		want error
	}{
		{"unsigned", pub, func(s *State) { s.Signature = "" }, fp, ErrStateUnsigned},
		{"another machine", pub, func(s *State) { s.Machine = "m2" }, fp, ErrStateOther},
		{"for m1 checked on m2", pub, func(s *State) {}, fp, nil},
		{"another team's key", otherPub, func(*State) {}, fp, ErrStateOther},
		{"signed by another key", pub, func(s *State) { *s = mk(otherPriv, otherPub); s.Team = fp }, fp, ErrStateForged},
		{"stop lifted", pub, func(s *State) { s.Stopped = false }, fp, ErrStateForged},
		{"policy edited", pub, func(s *State) { s.Policy = strings.Replace(s.Policy, "x", "y", 1) }, fp, ErrStateForged},
		{"shadow added", pub, func(s *State) { s.Shadow = "# nothing" }, fp, ErrStateForged},
		{"version edited", pub, func(s *State) { s.PolicyVersion = "5" }, fp, ErrStateForged},
		{"bad base64", pub, func(s *State) { s.Signature = "!!" }, fp, ErrStateForged},
	}
	for _, c := range cases {
		x := s
		c.edit(&x)
		machine := "m1"
		if c.name == "for m1 checked on m2" {
			machine, c.want = "m2", ErrStateOther
		}
		if err := VerifyState(c.key, x, c.fp, machine); !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
	// A decision's bytes and a state's never coincide.
	d, _ := signed(t, priv, pub)
	if strings.HasPrefix(string(s.SignedBytes()), strings.SplitN(string(d.SignedBytes()), "\n", 2)[0]) {
		t.Error("a state's signed bytes start as a decision's")
	}
}
