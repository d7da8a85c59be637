package api

import (
	"context"
	"strings"
	"testing"
	"time"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// A bearer token the hub knows and refuses says why (expired, or
// revoked, and when), and the refusal is in the hub's record in the same
// words; a token the hub does not know, or one whose secret is wrong,
// learns nothing about which tokens exist.
func TestRefusedTokenSaysWhy(t *testing.T) {
	h := newHub(t)
	ctx := context.Background()
	if err := h.st.AddMember(ctx, "alice@example.com", "approver", "*", nil); err != nil {
		t.Fatal(err)
	}
	expiring, expiringTok, err := h.st.NewToken(ctx, "alice@example.com", store.ScopeApprove, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	device, deviceTok, deviceExpires, err := h.st.NewSession(ctx, "alice@example.com", store.KindDevice, nil, "laptop", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	revoked, revokedTok, err := h.st.NewToken(ctx, "alice@example.com", store.ScopeApprove, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, page, _, err := h.st.NewSession(ctx, "alice@example.com", store.KindWeb, nil, "browser", 24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	var who teamapi.Member
	for _, tok := range []string{expiringTok, deviceTok, revokedTok} {
		if st := h.as(tok, "GET", teamapi.PathWhoAmI, nil, &who); st != 200 {
			t.Fatalf("a live token: %d", st)
		}
	}
	if err := h.st.RevokeToken(ctx, revoked); err != nil {
		t.Fatal(err)
	}
	revokedAt := h.clock.Now()
	h.clock.Add(time.Hour + time.Second)
	stamp := func(at time.Time) string { return at.UTC().Format(time.RFC3339) }
	wrongSecret := expiringTok[:strings.LastIndexByte(expiringTok, '.')+1] + strings.Repeat("A", 43)

	for _, c := range []struct{ name, token, want string }{
		{"an expired personal access token", expiringTok, "the personal access token " + expiring + " expired at " + stamp(revokedAt.Add(time.Hour))},
		{"an expired session of gatesh team login", deviceTok, "the session of gatesh team login " + device + " expired at " + stamp(deviceExpires)},
		{"a revoked personal access token", revokedTok, "the personal access token " + revoked + " was revoked at " + stamp(revokedAt)},
		{"a known id with a wrong secret", wrongSecret, store.ErrBadToken.Error()},
		{"an unknown token", "gatesh-pat-v1.nope.nope", store.ErrBadToken.Error()},
		{"a page session's cookie as a bearer token", page, store.ErrBadToken.Error()},
	} {
		before := len(h.refusals())
		var e teamapi.Error
		if st := h.as(c.token, "GET", teamapi.PathRequests, nil, &e); st != 401 || e.Error != c.want || !strings.Contains(e.Hint, "gatesh team login") {
			t.Errorf("%s: %d %+v, want 401 with %q", c.name, st, e, c.want)
			continue
		}
		r := h.refusals()
		if len(r) != before+1 || r[len(r)-1].Detail != c.want || r[len(r)-1].Action != "GET "+teamapi.PathRequests {
			t.Errorf("%s: the refusal is not in the hub's record: %+v", c.name, r[before:])
		}
	}
}
