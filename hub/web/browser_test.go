package web

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"gatesh/internal/browsertest"
	"gatesh/page"
	"gatesh/teamapi"
)

// TestTeamPageBrowser drives the team page in headless Chromium: sign in
// through the test provider's own login page (another site: localhost
// against the hub's 127.0.0.1), see a request a machine pushed, approve
// it, and find the signed decision on the machine's event stream; then
// try to approve one's own request and be refused.
func TestTeamPageBrowser(t *testing.T) {
	browsertest.Chromium(t)
	h := newHub(t, 1)
	m := h.join("runner-1", "ci")
	h.member("alice@example.com", "approver", "ci", "alice")
	ctx := browsertest.Browser(t)
	within := func(d time.Duration, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		browsertest.Within(t, ctx, d, steps...)
	}
	card := func(r teamapi.Request) string { return `article[data-machine="` + m.id + `"][data-id="` + r.ID + `"]` }

	t.Run("sign in at the provider", func(t *testing.T) {
		within(20*time.Second, chromedp.Navigate(h.url()+"/"), chromedp.WaitVisible(`#signin`), chromedp.Click(`#signin`),
			chromedp.WaitVisible(`#username`))
		if loc := browsertest.Eval[string](t, ctx, "location.href"); !strings.HasPrefix(loc, h.op.Issuer+"/login?") {
			t.Fatalf("the sign-in went to %s, want the provider's login page", loc)
		}
		within(20*time.Second, chromedp.SendKeys(`#username`, "alice"), chromedp.SendKeys(`#password`, password), chromedp.Click(`#submit`),
			chromedp.WaitVisible(`body[data-page="index"]`))
		if loc := browsertest.Eval[string](t, ctx, "location.href"); loc != h.url()+"/" {
			t.Errorf("after signing in the page is at %s, want %s/ (no code or state in the URL)", loc, h.url())
		}
		if who := browsertest.Eval[string](t, ctx, `document.getElementById("who").textContent`); who != "alice@example.com" {
			t.Errorf("signed in as %q", who)
		}
		cookies, err := chromedp.Call(ctx, network.GetCookies, network.GetCookiesParams{URLs: []string{h.url()}})
		if err != nil {
			t.Fatal(err)
		}
		var session *network.Cookie
		for _, c := range cookies.Cookies {
			switch c.Name {
			case "gatesh_hub":
				session = c
			case "gatesh_hub_login":
				t.Errorf("the sign-in's binding cookie outlived the sign-in")
			}
		}
		if session == nil || !session.HTTPOnly || session.SameSite != network.CookieSameSiteStrict {
			t.Fatalf("session cookie %+v, want HttpOnly and Strict", session)
		}
	})

	other := m.hold("brow1req", "rm -rf build-cache", "carol")
	t.Run("see the request a machine pushed, and approve it", func(t *testing.T) {
		within(20*time.Second, chromedp.WaitVisible(card(other))) // the page polls
		info := browsertest.Eval[string](t, ctx, `document.querySelector('`+card(other)+`').innerText`)
		for _, want := range []string{"rm -rf build-cache", "runner-1", "deletes a folder tree", "carol", "0 of 1", "/work/runner-1"} {
			if !strings.Contains(info, want) {
				t.Errorf("the card lacks %q:\n%s", want, info)
			}
		}
		within(20*time.Second, chromedp.Click(card(other)+` .btn-approve`), chromedp.WaitVisible(`.flash`))
		d := m.decision(other, 0)
		if d == nil || d.Verdict != teamapi.Approved || len(d.Approvers) != 1 || d.Approvers[0] != "alice@example.com" {
			t.Fatalf("the machine's event stream: %+v, want alice's signed approval", d)
		}
		within(20*time.Second, chromedp.WaitVisible(`#recent a[href="/r/`+m.id+`/`+other.ID+`"]`))
		hist := browsertest.Eval[string](t, ctx, `document.getElementById("recent").innerText`)
		if !strings.Contains(hist, "approved") || !strings.Contains(hist, "alice@example.com") {
			t.Errorf("the history lacks the approval and its approver:\n%s", hist)
		}
	})

	own := m.hold("brow2req", "git push --force origin main", "alice")
	t.Run("one's own request: the page says why, and the hub refuses", func(t *testing.T) {
		within(20*time.Second, chromedp.Navigate(h.url()+"/"), chromedp.WaitVisible(card(own)))
		note := browsertest.Eval[string](t, ctx, `document.querySelector('`+card(own)+` .why').textContent`)
		if !strings.Contains(note, "You made this request (login alice on runner-1)") {
			t.Errorf("note %q", note)
		}
		if n := browsertest.Eval[int](t, ctx, `document.querySelectorAll('`+card(own)+` form').length`); n != 0 {
			t.Errorf("%d forms on one's own request", n)
		}
		// Sent anyway, from the page, with a valid form token: refused.
		cookies, err := chromedp.Call(ctx, network.GetCookies, network.GetCookiesParams{URLs: []string{h.url()}})
		if err != nil {
			t.Fatal(err)
		}
		var value string
		for _, c := range cookies.Cookies {
			if c.Name == "gatesh_hub" {
				value = c.Value
			}
		}
		path := "/r/" + m.id + "/" + own.ID + "/approve"
		js := fmt.Sprintf(`fetch(%q, {method: "POST", body: new URLSearchParams({csrf: %q})}).then(r => r.text().then(t => r.status + " " + t))`,
			path, page.FormToken(formKey(value), "POST "+path))
		tctx, cancel := browsertest.ContextTimeout(ctx, 10*time.Second)
		defer cancel()
		got, err := chromedp.Run(tctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(got, fmt.Sprint(http.StatusForbidden)) || !strings.Contains(got, "nobody decides their own request") {
			t.Errorf("approving one's own request: %.300s", got)
		}
		refused := false
		for _, e := range h.events("approve") {
			refused = refused || e.Outcome == "refused" && e.Request == own.ID && e.Actor == "alice@example.com"
		}
		if !refused {
			t.Error("the refusal is not in the hub's record")
		}
	})

	counted := m.hold("brow3req", "rm -rf release-cache", "carol")
	t.Run("an approval that no longer counts is struck through, and not counted", func(t *testing.T) {
		if err := h.st.SetQuorum(t.Context(), m.id, counted.ID, 2); err != nil {
			t.Fatal(err)
		}
		h.member("bob@example.com", "approver", "ci", "bob")
		bobPage := newClient(t)
		bobPage.signIn(h.url(), bob)
		path := "/r/" + m.id + "/" + counted.ID + "/approve"
		if st, body := bobPage.post(h.url(), path, url.Values{"csrf": {bobPage.formToken(h.url(), "gatesh_hub", "POST "+path)}}); st != http.StatusSeeOther {
			t.Fatalf("bob's approval: %d\n%s", st, body)
		}
		if err := h.st.RemoveMember(t.Context(), "bob@example.com"); err != nil {
			t.Fatal(err)
		}
		within(20*time.Second, chromedp.Navigate(h.url()+"/"), chromedp.WaitVisible(card(counted)))
		votes := browsertest.Eval[string](t, ctx, `document.querySelector('`+card(counted)+` .votes').innerText`)
		if !strings.Contains(votes, "0 of 2") || !strings.Contains(votes, "(not counted: removed from the team since)") {
			t.Errorf("the card's votes: %q", votes)
		}
		struck := browsertest.Eval[string](t, ctx, `(e => e ? e.textContent + "|" + getComputedStyle(e).textDecorationLine : "")(document.querySelector('`+card(counted)+` .not-counted'))`)
		if struck != "bob@example.com approved|line-through" {
			t.Errorf("the approval that no longer counts is drawn %q, want struck through", struck)
		}
	})

	t.Run("screenshot", func(t *testing.T) {
		within(20*time.Second, chromedp.Navigate(h.url()+"/"), chromedp.WaitVisible(card(own)))
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(browsertest.ScreenshotDir(t), "gatesh-team-page.png")
		if err := os.WriteFile(path, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", path)
	})
}
