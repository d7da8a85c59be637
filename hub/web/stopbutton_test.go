package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// The team page offers Resume only to whoever may lift the stop (the
// store's rule: its stopper, or an admin of every group), and says who
// placed it and who may lift it. Before, the admin of group ci saw a
// Resume button on the stop an admin of every group put on ci, and the
// click was refused.
func TestStopShowsResumeOnlyToWhoMayLiftIt(t *testing.T) {
	h := newHub(t, 1)
	h.member("alice@example.com", "admin", "*")
	h.member("mallory@example.com", "admin", "ci")
	h.member("mallory@example.com", "admin", "qa")
	alicePage, malloryPage := newClient(t), newClient(t)
	alicePage.signIn(h.url(), alice)
	malloryPage.signIn(h.url(), mallory)
	cookie := h.replicas[0].web.CookieName()
	form := func(c *browserless, path string, v url.Values) (int, string) {
		t.Helper()
		v.Set("csrf", c.formToken(h.url(), cookie, "POST "+path))
		return c.post(h.url(), path, v)
	}
	if code, body := form(alicePage, "/stop", url.Values{"group": {"ci"}, "reason": {"runner compromised"}}); code != http.StatusSeeOther {
		t.Fatalf("alice's stop of ci: %d\n%s", code, body)
	}
	if code, body := form(malloryPage, "/stop", url.Values{"group": {"qa"}, "reason": {"deploy freeze"}}); code != http.StatusSeeOther {
		t.Fatalf("mallory's stop of qa: %d\n%s", code, body)
	}

	stop := func(c *browserless, group string) string {
		t.Helper()
		code, body := c.get(h.url() + "/")
		if code != http.StatusOK {
			t.Fatalf("the team page: %d", code)
		}
		_, rest, ok := strings.Cut(body, `class="notice t-red stopped" data-group="`+group+`"`)
		if !ok {
			t.Fatalf("the page shows no stop of group %s:\n%s", group, body)
		}
		block, _, _ := strings.Cut(rest, "</div>")
		return block
	}
	for _, c := range []struct {
		who           string
		page          *browserless
		group, by     string
		resumeOffered bool
	}{
		{"mallory", malloryPage, "ci", "alice@example.com", false},
		{"mallory", malloryPage, "qa", "mallory@example.com", true},
		{"alice", alicePage, "ci", "alice@example.com", true},
		{"alice", alicePage, "qa", "mallory@example.com", true},
	} {
		block := stop(c.page, c.group)
		if got := strings.Contains(block, `action="/resume"`); got != c.resumeOffered {
			t.Errorf("%s sees Resume on group %s's stop: %t, want %t\n%s", c.who, c.group, got, c.resumeOffered, block)
		}
		for _, want := range []string{"Stopped by " + c.by, "Lifted by " + c.by + ", who placed it, or an admin of every group"} {
			if !strings.Contains(block, want) {
				t.Errorf("%s's page on group %s's stop lacks %q:\n%s", c.who, c.group, want, block)
			}
		}
	}
}
