package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"gatesh/teamapi"
)

// An admin of one group cannot set aside the team's policy for every
// group: a group's own live policy replaces that one on its machines, so
// pushing one while a policy for every group is in force needs the admin
// role of every group. A shadow push, which changes nothing, stays the
// group admin's. Before, the admin of group ci pushed an empty policy for
// ci and its machines ran without the team's [require] and [quorum].
func TestGroupAdminCannotSetAsideTeamPolicy(t *testing.T) {
	h := newHub(t, 1)
	m := h.join("runner-1", "ci")
	h.member("alice@example.com", "admin", "*")
	h.member("mallory@example.com", "admin", "ci")
	state := func() teamapi.State {
		var st teamapi.State
		if code := m.signed("GET", teamapi.PathMachineState, nil, &st); code != http.StatusOK {
			t.Fatalf("state: %d", code)
		}
		return st
	}
	cookie := h.replicas[0].web.CookieName()
	form := func(c *browserless, path string, v url.Values) (int, string) {
		v.Set("csrf", c.formToken(h.url(), cookie, "POST "+path))
		return c.post(h.url(), path, v)
	}
	teamWide := "[require]\nenforce = \"landlock\"\n\n[quorum]\ntiers = { red = 2 }\n"
	admin := newClient(t)
	admin.signIn(h.url(), alice)
	if code, body := form(admin, "/policy", url.Values{"group": {"*"}, "body": {teamWide}}); code != http.StatusSeeOther {
		t.Fatalf("the team-wide push: %d\n%s", code, body)
	}
	if st := state(); st.Policy != teamWide {
		t.Fatalf("the machine does not hold the team's policy: %+v", st)
	}

	groupAdmin := newClient(t)
	groupAdmin.signIn(h.url(), mallory)
	code, body := form(groupAdmin, "/policy", url.Values{"group": {"ci"}, "body": {"# nothing required\n"}})
	if st := state(); st.Policy != teamWide {
		t.Fatalf("a group admin set the team's policy aside (%d): the machine holds %q", code, st.Policy)
	}
	if code != http.StatusForbidden || !strings.Contains(body, "every group") {
		t.Errorf("the group admin's push: %d\n%s", code, body)
	}
	if code, body := form(groupAdmin, "/policy", url.Values{"group": {"ci"}, "body": {"# try\n"}, "shadow": {"on"}}); code != http.StatusSeeOther {
		t.Errorf("the group admin's shadow push: %d\n%s", code, body)
	}
	// The admin of every group may give ci a policy of its own.
	own := teamWide + "\n[[rule]]\nid = \"team-deploy\"\ntier = \"red\"\nreason = \"ships\"\ncommand = [\"make\"]\nargs = [\"deploy\"]\n"
	if code, body := form(admin, "/policy", url.Values{"group": {"ci"}, "body": {own}}); code != http.StatusSeeOther {
		t.Fatalf("the admin of every group's push for ci: %d\n%s", code, body)
	}
	if st := state(); st.Policy != own || st.PolicyGroup != "ci" {
		t.Fatalf("after ci's own policy: %+v", st)
	}
}
