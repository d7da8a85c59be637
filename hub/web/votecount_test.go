package web

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// A request's card counts the approvals the hub counts when it settles,
// and strikes through, with why, one that no longer counts: here of a
// member removed after approving. Before, the card said "1 of 2" while
// the hub waited for two more approvals.
func TestCardCountsOnlyStandingApprovals(t *testing.T) {
	h := newHub(t, 1)
	ctx := context.Background()
	m := h.join("runner-1", "ci")
	h.member("alice@example.com", "approver", "ci", "alice")
	h.member("mallory@example.com", "approver", "ci", "mallory")
	r := m.hold("countreq1", "rm -rf build-cache", "carol")
	if err := h.st.SetQuorum(ctx, m.id, r.ID, 2); err != nil {
		t.Fatal(err)
	}
	malloryPage := newClient(t)
	malloryPage.signIn(h.url(), mallory)
	path := "/r/" + m.id + "/" + r.ID + "/approve"
	if st, body := malloryPage.post(h.url(), path, url.Values{"csrf": {malloryPage.formToken(h.url(), "gatesh_hub", "POST "+path)}}); st != http.StatusSeeOther {
		t.Fatalf("mallory's approval: %d\n%s", st, body)
	}
	if err := h.st.RemoveMember(ctx, "mallory@example.com"); err != nil {
		t.Fatal(err)
	}

	alicePage := newClient(t)
	alicePage.signIn(h.url(), alice)
	for _, target := range []string{"/", "/r/" + m.id + "/" + r.ID} {
		st, body := alicePage.get(h.url() + target)
		if st != http.StatusOK {
			t.Fatalf("%s: %d", target, st)
		}
		_, card, ok := strings.Cut(body, `data-id="`+r.ID+`"`)
		if !ok {
			t.Fatalf("%s shows no card of %s:\n%s", target, r.ID, body)
		}
		card, _, _ = strings.Cut(card, "</article>")
		for _, want := range []string{"<strong>0 of 2</strong>",
			`<s class="not-counted">mallory@example.com approved</s> (not counted: removed from the team since)`} {
			if !strings.Contains(card, want) {
				t.Errorf("the card at %s lacks %q:\n%s", target, want, card)
			}
		}
	}
}
