package serve

import (
	"context"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"gatesh/internal/browsertest"
	"gatesh/internal/waitfor"
)

// TestBrowser drives the page in headless Chromium against `gatesh serve`
// and real `gatesh -c` processes that wait for its decisions. The steps
// share one server and one browser and run in order.
func TestBrowser(t *testing.T) {
	chromium(t)
	s := newScene(t)
	srv := s.serve(t)
	ctx := browser(t)
	card := func(id string) string { return `article[data-id="` + id + `"]` }

	t.Run("1 login through the one-time URL", func(t *testing.T) {
		within(t, ctx, 20*time.Second, chromedp.Navigate(srv.login), chromedp.WaitVisible(`body[data-page="index"]`))
		loc := eval[string](t, ctx, "location.href")
		if loc != srv.url+"/" {
			t.Errorf("after login the page is at %s, want %s/ (no code in the URL)", loc, srv.url)
		}
		hist, err := chromedp.Run(ctx, chromedp.NavigationEntries())
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range hist.Entries {
			if strings.Contains(e.URL, "code=") {
				t.Errorf("the login code stayed in the history: %s", e.URL)
			}
		}
		cookies, err := chromedp.Call(ctx, network.GetCookies, network.GetCookiesParams{URLs: []string{srv.url}})
		if err != nil {
			t.Fatal(err)
		}
		if len(cookies.Cookies) != 1 {
			t.Fatalf("cookies: %d, want one session cookie", len(cookies.Cookies))
		}
		c := cookies.Cookies[0]
		if !c.HTTPOnly || c.SameSite != network.CookieSameSiteStrict || strings.Contains(srv.login, c.Value) {
			t.Errorf("session cookie %s: HttpOnly %v, SameSite %q; want HttpOnly, Strict, and not the login code", c.Name, c.HTTPOnly, c.SameSite)
		}
		// The URL works once.
		resp, err := chromedp.Run(ctx, chromedp.NavigateResponse(srv.login))
		if err != nil {
			t.Fatal(err)
		}
		body := eval[string](t, ctx, "document.body.innerText")
		if resp.Status != http.StatusUnauthorized || !strings.Contains(body, "already used") {
			t.Errorf("second use of the login URL: %d %q, want 401 and a refusal", resp.Status, body)
		}
	})

	t.Run("2 see a held request from a waiting gatesh", func(t *testing.T) {
		within(t, ctx, 20*time.Second, chromedp.Navigate(srv.url+"/"), chromedp.WaitVisible(`#pending`))
		eval[bool](t, ctx, "window.sameDocument = true")
		if n := eval[int](t, ctx, `document.querySelectorAll("#pending article").length`); n != 0 {
			t.Fatalf("%d requests before any was held", n)
		}
		victim := s.victim(t, "victim-approve")
		sh := s.hold(t, "rm -rf victim-approve")
		// The page learns of it by polling, without a reload.
		within(t, ctx, 15*time.Second, chromedp.WaitVisible(card(sh.id)))
		if !eval[bool](t, ctx, "window.sameDocument === true") {
			t.Error("the page reloaded to show the request")
		}
		text := eval[string](t, ctx, `document.querySelector('`+card(sh.id)+` pre.cmd').textContent`)
		if text != "rm -rf victim-approve" {
			t.Errorf("command shown as %q", text)
		}
		info := eval[string](t, ctx, `document.querySelector('`+card(sh.id)+`').innerText`)
		for _, want := range []string{"deletes a folder tree", "rm-recursive", filepath.Base(s.work), "What it would do", "expires in"} {
			if !strings.Contains(info, want) {
				t.Errorf("the request's card lacks %q:\n%s", want, info)
			}
		}
		waitTitle(t, ctx, "(1) gatesh review")
		if !sh.running() {
			t.Fatal("the shim stopped waiting")
		}
		if _, err := os.Stat(victim); err != nil {
			t.Fatal("the victim is gone before any decision")
		}

		t.Run("3 approve and watch the shim run it", func(t *testing.T) {
			within(t, ctx, 20*time.Second, chromedp.Click(card(sh.id)+` .btn-approve`), chromedp.WaitVisible(`.flash`))
			status, stderr := sh.exit(t)
			if status != 0 || !strings.Contains(stderr, "approved: request "+sh.id+" by alice") {
				t.Fatalf("shim after approval: %d\n%s", status, stderr)
			}
			if _, err := os.Stat(victim); !os.IsNotExist(err) {
				t.Error("the approved command did not run")
			}
			if got := s.status(t, sh.id); got != "used" {
				t.Errorf("request is %s, want used", got)
			}
			flash := eval[string](t, ctx, `document.querySelector(".flash").textContent`)
			if !strings.Contains(flash, "Approved "+sh.id) {
				t.Errorf("flash %q", flash)
			}
		})
	})

	t.Run("4 reject with a reason", func(t *testing.T) {
		victim := s.victim(t, "victim-reject")
		sh := s.hold(t, "rm -rf victim-reject")
		within(t, ctx, 20*time.Second, chromedp.Navigate(srv.url+"/"), chromedp.WaitVisible(card(sh.id)),
			chromedp.SendKeys(card(sh.id)+` input[name="reason"]`, "not that folder, it has the fixtures"),
			chromedp.Click(card(sh.id)+` .btn-reject`), chromedp.WaitVisible(`.flash`))
		if flash := eval[string](t, ctx, `document.querySelector(".flash").textContent`); !strings.Contains(flash, "Rejected "+sh.id) {
			t.Errorf("flash %q", flash)
		}
		status, stderr := sh.exit(t)
		if status != 77 || !strings.Contains(stderr, "rejected by alice: not that folder, it has the fixtures") {
			t.Fatalf("shim after rejection: %d\n%s", status, stderr)
		}
		if _, err := os.Stat(filepath.Join(victim, "keep.txt")); err != nil {
			t.Error("a rejected command ran")
		}
		log, _ := os.ReadFile(filepath.Join(s.home, "audit.jsonl"))
		if !regexp.MustCompile(`"event":"rejected".*"request":"` + sh.id + `","reason":"not that folder, it has the fixtures"`).Match(log) {
			t.Errorf("the log lacks the rejection with its reason:\n%s", log)
		}
	})

	t.Run("5 a command holding script and HTML is shown, not run", func(t *testing.T) {
		victim := s.victim(t, "victim-xss")
		text := `echo '<script>window.pwned=1;document.title="pwned"</script>' '"><img src=x onerror="window.pwned=2">' && rm -rf victim-xss`
		sh := s.hold(t, text, `GATESH_SESSION=<svg onload="window.pwned=3"></svg>`, `GATESH_AGENT='><script>window.pwned=4</script>`)
		within(t, ctx, 20*time.Second, chromedp.Navigate(srv.url+"/"), chromedp.WaitVisible(card(sh.id)))
		time.Sleep(500 * time.Millisecond) // an image error handler would have fired by now
		if v := eval[string](t, ctx, "String(window.pwned)"); v != "undefined" {
			t.Fatalf("payload ran: window.pwned = %s", v)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("img, svg, main script").length`); n != 0 {
			t.Errorf("the page holds %d elements from the payload", n)
		}
		shown := eval[string](t, ctx, `document.querySelector('`+card(sh.id)+` pre.cmd').textContent`)
		if shown != text {
			t.Errorf("command shown as %q, want the exact text", shown)
		}
		info := eval[string](t, ctx, `document.querySelector('`+card(sh.id)+`').innerText`)
		if !strings.Contains(info, `<svg onload="window.pwned=3"></svg>`) || !strings.Contains(info, `'><script>window.pwned=4</script>`) {
			t.Errorf("session and agent not shown as text:\n%s", info)
		}
		if title := eval[string](t, ctx, "document.title"); strings.Contains(title, "pwned") {
			t.Errorf("title %q", title)
		}
		// The recent log shows the held command too, as text.
		if n := eval[int](t, ctx, `[...document.querySelectorAll("#recent code")].filter(c => c.textContent.includes("<script>")).length`); n == 0 {
			t.Error("the recent list does not show the held command as text")
		}
		if _, err := os.Stat(filepath.Join(victim, "keep.txt")); err != nil || !sh.running() {
			t.Error("the held command ran or its shim ended")
		}
	})

	// A client with a session, for the checks that a browser would not even try.
	client := loginClient(t, s)

	t.Run("6 no cookie gets 401", func(t *testing.T) {
		sh := s.hold(t, "rm -rf victim-401")
		s.victim(t, "victim-401")
		bare := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		for _, tc := range []struct{ method, path string }{
			{"GET", "/"}, {"GET", "/r/" + sh.id}, {"GET", "/api/pending"}, {"GET", "/nothing-here"},
			{"POST", "/r/" + sh.id + "/approve"}, {"POST", "/logout"},
		} {
			req, _ := http.NewRequest(tc.method, srv.url+tc.path, strings.NewReader("csrf=x"))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Origin", srv.url)
			resp, err := bare.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body := readBody(resp)
			if resp.StatusCode != http.StatusUnauthorized || strings.Contains(body, "victim-401") {
				t.Errorf("%s %s without a cookie: %d, want 401 and nothing of the request", tc.method, tc.path, resp.StatusCode)
			}
		}
		// A forged cookie is no better.
		req, _ := http.NewRequest("GET", srv.url+"/", nil)
		req.AddCookie(&http.Cookie{Name: "gatesh_session", Value: "guess"})
		if resp, err := bare.Do(req); err != nil || resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("made-up session: %v %v, want 401", resp.StatusCode, err)
		}
		if s.status(t, sh.id) != "pending" || !sh.running() {
			t.Error("the request was decided")
		}
	})

	t.Run("7 a cross-origin POST gets 403", func(t *testing.T) {
		victim := s.victim(t, "victim-csrf")
		sh := s.hold(t, "rm -rf victim-csrf")
		within(t, ctx, 20*time.Second, chromedp.Navigate(srv.url+"/"), chromedp.WaitVisible(card(sh.id)))
		// Even with a real, unspent form token, a form on another origin
		// is refused. 127.0.0.1 on another port is the same site, so the
		// SameSite=Strict cookie goes along: only the Origin check stops it.
		token := eval[string](t, ctx, `document.querySelector('`+card(sh.id)+` form.approve input[name="csrf"]').value`)
		evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprintf(w, `<form id="f" method="post" action="%s/r/%s/approve"><input name="csrf" value="%s"></form><script>document.getElementById("f").submit()</script>`,
				srv.url, sh.id, token)
		}))
		defer evil.Close()
		target := srv.url + "/r/" + sh.id + "/approve"
		ectx, cancel := contextTimeout(ctx, 20*time.Second)
		defer cancel()
		responses := chromedp.Events(ectx, network.ResponseReceived)
		if err := chromedp.Do(ectx, chromedp.Navigate(evil.URL)); err != nil {
			t.Fatal(err)
		}
		for ev, err := range responses {
			if err != nil {
				t.Fatalf("no response from the review page: %v", err)
			}
			if ev.Response.URL == target {
				if ev.Response.Status != http.StatusForbidden {
					t.Errorf("cross-origin form: %d, want 403", ev.Response.Status)
				}
				break
			}
		}
		cancel()
		// Without a browser: the session and the token, from elsewhere.
		form := url.Values{"csrf": {pageToken(t, client, srv.url, sh.id)}}
		for _, origin := range []string{"http://evil.example", "null", ""} {
			req, _ := http.NewRequest("POST", srv.url+"/r/"+sh.id+"/approve", strings.NewReader(form.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			if origin != "" {
				req.Header.Set("Origin", origin)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			readBody(resp)
			if resp.StatusCode != http.StatusForbidden {
				t.Errorf("POST with Origin %q: %d, want 403", origin, resp.StatusCode)
			}
		}
		if s.status(t, sh.id) != "pending" || !sh.running() {
			t.Error("a cross-origin POST decided the request")
		}
		if _, err := os.Stat(filepath.Join(victim, "keep.txt")); err != nil {
			t.Error("the command ran")
		}
	})

	t.Run("8 a replayed CSRF token is refused", func(t *testing.T) {
		victimA, victimB := s.victim(t, "victim-a"), s.victim(t, "victim-b")
		a := s.hold(t, "rm -rf victim-a")
		b := s.hold(t, "rm -rf victim-b")
		within(t, ctx, 20*time.Second, chromedp.Navigate(srv.url+"/"), chromedp.WaitVisible(card(a.id)), chromedp.WaitVisible(card(b.id)))
		token := eval[string](t, ctx, `document.querySelector('`+card(a.id)+` form.reject input[name="csrf"]').value`)
		post := func(path string) int {
			js := fmt.Sprintf(`fetch(%q, {method: "POST", body: new URLSearchParams({csrf: %q, reason: "replay test"})}).then(r => r.status)`, path, token)
			tctx, cancel := contextTimeout(ctx, 10*time.Second)
			defer cancel()
			status, err := chromedp.Run(tctx, chromedp.Evaluate[int](js, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			return status
		}
		if got := post("/r/" + a.id + "/reject"); got != http.StatusOK {
			t.Fatalf("first use of the token: %d, want 200 after the redirect", got)
		}
		if status, _ := a.exit(t); status != 77 {
			t.Errorf("rejected shim: %d, want 77", status)
		}
		if got := post("/r/" + b.id + "/approve"); got != http.StatusForbidden {
			t.Errorf("replayed token: %d, want 403", got)
		}
		if got := post("/r/" + a.id + "/reject"); got != http.StatusForbidden {
			t.Errorf("replayed token on its own form: %d, want 403", got)
		}
		if s.status(t, b.id) != "pending" || !b.running() {
			t.Error("the replayed token approved a request")
		}
		for _, v := range []string{victimA, victimB} {
			if _, err := os.Stat(filepath.Join(v, "keep.txt")); err != nil {
				t.Errorf("%s is gone", v)
			}
		}
	})

	t.Run("screenshot of pending requests", func(t *testing.T) {
		within(t, ctx, 20*time.Second, chromedp.Navigate(srv.url+"/"), chromedp.WaitVisible(`article[data-id]`))
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(browsertest.ScreenshotDir(t), "gatesh-browser-test-pending.png")
		if err := os.WriteFile(path, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", path)
	})
}

// waitTitle waits until the tab's title is want.
func waitTitle(t *testing.T, ctx context.Context, want string) {
	t.Helper()
	deadline := waitfor.Deadline(t)
	for {
		got := eval[string](t, ctx, "document.title")
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("title %q, want %q", got, want)
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// loginClient signs an HTTP client in with a login URL from `gatesh serve url`.
func loginClient(t *testing.T, s *scene) *http.Client {
	t.Helper()
	out, err := s.gatesh("serve", "url")
	if err != nil {
		t.Fatalf("gatesh serve url: %v\n%s", err, out)
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Get(strings.TrimSpace(out))
	if err != nil {
		t.Fatal(err)
	}
	readBody(resp)
	if resp.StatusCode != http.StatusOK || len(jar.Cookies(resp.Request.URL)) != 1 {
		t.Fatalf("login with gatesh serve url: %d", resp.StatusCode)
	}
	return c
}

// pageToken reads an unspent approve-form token for request id from the page.
func pageToken(t *testing.T, c *http.Client, base, id string) string {
	t.Helper()
	resp, err := c.Get(base + "/r/" + id)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`action="/r/` + id + `/approve"[^>]*>\s*<input type="hidden" name="csrf" value="([^"]+)"`).FindStringSubmatch(readBody(resp))
	if m == nil {
		t.Fatal("no approve form on the request's page")
	}
	return m[1]
}

func readBody(resp *http.Response) string {
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return b.String()
		}
	}
}
