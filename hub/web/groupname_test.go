package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"gatesh/teamapi"
)

// A policy push takes every group name that enrol takes, so a group
// named with a '.' can have a policy of its own; a name enrol refuses is
// refused here too, and stores nothing. Before, the push refused
// "ci.prod", whose machines had joined.
func TestPolicyPushTakesEveryGroupEnrolTakes(t *testing.T) {
	h := newHub(t, 1)
	m := h.join("runner-1", "ci.prod")
	h.member("alice@example.com", "admin", "*")
	admin := newClient(t)
	admin.signIn(h.url(), alice)
	cookie := h.replicas[0].web.CookieName()
	push := func(group, body string) (int, string) {
		t.Helper()
		v := url.Values{"group": {group}, "body": {body}, "csrf": {admin.formToken(h.url(), cookie, "POST /policy")}}
		return admin.post(h.url(), "/policy", v)
	}
	own := "[quorum]\ntiers = { red = 2 }\n"
	if code, body := push("ci.prod", own); code != http.StatusSeeOther {
		t.Fatalf("the push for group ci.prod: %d\n%s", code, body)
	}
	var st teamapi.State
	if code := m.signed("GET", teamapi.PathMachineState, nil, &st); code != http.StatusOK {
		t.Fatalf("state: %d", code)
	}
	if st.Policy != own || st.PolicyGroup != "ci.prod" {
		t.Errorf("the machine of group ci.prod holds %q of group %q", st.Policy, st.PolicyGroup)
	}

	for _, bad := range []string{"ci/prod", "ci prod", strings.Repeat("g", 65)} {
		code, body := push(bad, own)
		if code != http.StatusBadRequest || !strings.Contains(body, "group") {
			t.Errorf("the push for group %q: %d\n%s", bad, code, body)
		}
	}
	list, err := h.st.Policies(t.Context(), false)
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Policies) != 1 {
		t.Errorf("%d policies stored, want the one for ci.prod: %+v", len(list.Policies), list.Policies)
	}
}
