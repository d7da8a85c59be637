package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"gatesh/teamapi"
)

// TestTeamPagePolicy: an admin stops and resumes the team's machines and
// pushes a policy from the page, each reaching the machine's signed
// state; an approver is shown no such form and is refused one sent
// anyway; a policy with an unknown key is refused and stores nothing.
func TestTeamPagePolicy(t *testing.T) {
	h := newHub(t, 1)
	m := h.join("runner-1", "ci")
	h.member("alice@example.com", "admin", "*")
	h.member("bob@example.com", "approver", "*")
	state := func() teamapi.State {
		var st teamapi.State
		if code := m.signed("GET", teamapi.PathMachineState, nil, &st); code != http.StatusOK {
			t.Fatalf("state: %d", code)
		}
		if err := teamapi.VerifyState(h.pub, st, teamapi.Fingerprint(h.pub), m.id); err != nil {
			t.Fatalf("the state does not verify: %v", err)
		}
		return st
	}
	admin := newClient(t)
	admin.signIn(h.url(), alice)
	_, body := admin.get(h.url() + "/")
	if !strings.Contains(body, `action="/stop"`) || !strings.Contains(body, `action="/policy"`) || !strings.Contains(body, "No policy pushed") {
		t.Fatalf("the admin's page has no policy forms:\n%s", body)
	}
	cookie := h.replicas[0].web.CookieName()
	form := func(c *browserless, path string, v url.Values) (int, string) {
		v.Set("csrf", c.formToken(h.url(), cookie, "POST "+path))
		return c.post(h.url(), path, v)
	}
	if code, body := form(admin, "/stop", url.Values{"group": {"*"}, "reason": {"drill"}}); code != http.StatusSeeOther {
		t.Fatalf("stop: %d\n%s", code, body)
	}
	if st := state(); !st.Stopped || st.StopReason != "drill" || st.StoppedBy != "alice@example.com" {
		t.Fatalf("after the page's stop: %+v", st)
	}
	_, body = admin.get(h.url() + "/")
	if !strings.Contains(body, "Group * is stopped") || !strings.Contains(body, `action="/resume"`) {
		t.Errorf("the page does not show the stop with its resume button")
	}

	approver := newClient(t)
	approver.signIn(h.url(), bob)
	if _, body := approver.get(h.url() + "/"); strings.Contains(body, `action="/stop"`) || strings.Contains(body, `action="/resume"`) || strings.Contains(body, `action="/policy"`) {
		t.Error("an approver's page offers an admin's forms")
	}
	if code, _ := form(approver, "/resume", url.Values{"group": {"*"}}); code != http.StatusForbidden {
		t.Errorf("an approver's resume: %d", code)
	}
	if code, _ := form(approver, "/policy", url.Values{"group": {"*"}, "body": {"# nothing\n"}}); code != http.StatusForbidden {
		t.Errorf("an approver's push: %d", code)
	}
	if !state().Stopped {
		t.Fatal("an approver lifted the stop")
	}
	if code, _ := form(admin, "/resume", url.Values{"group": {"*"}}); code != http.StatusSeeOther {
		t.Fatalf("resume: %d", code)
	}
	if state().Stopped {
		t.Fatal("still stopped after the page's resume")
	}

	if code, body := form(admin, "/policy", url.Values{"group": {"ci"}, "body": {"[require]\ncolour = \"blue\"\n"}}); code != http.StatusBadRequest || !strings.Contains(body, "unknown key require.colour") {
		t.Fatalf("a bad policy: %d\n%s", code, body)
	}
	if st := state(); st.PolicyVersion != "" {
		t.Fatalf("a refused policy reached the machine: %+v", st)
	}
	policy := "[[rule]]\r\nid = \"team-deploy\"\r\ntier = \"red\"\r\nreason = \"ships from CI\"\r\ncommand = [\"make\"]\r\nargs = [\"deploy\"]\r\n"
	if code, body := form(admin, "/policy", url.Values{"group": {"ci"}, "body": {policy}}); code != http.StatusSeeOther {
		t.Fatalf("push: %d\n%s", code, body)
	}
	st := state()
	if st.PolicyVersion == "" || st.PolicyGroup != "ci" || st.Policy != strings.ReplaceAll(policy, "\r\n", "\n") {
		t.Fatalf("after the page's push: %+v", st)
	}
	if code, _ := form(admin, "/policy", url.Values{"group": {"ci"}, "body": {"# v2\n"}, "shadow": {"on"}}); code != http.StatusSeeOther {
		t.Fatalf("shadow push: %d", code)
	}
	if st2 := state(); st2.ShadowVersion == "" || st2.Shadow != "# v2\n" || st2.PolicyVersion != st.PolicyVersion {
		t.Fatalf("after the page's shadow push: %+v", st2)
	}
}
