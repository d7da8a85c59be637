package serve

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"gatesh/queue"
)

// TestApprovalIsOfWhatThePageShowed: in the two-user setup the agent's
// user may write the queue, so it can rewrite its own pending request
// (a new command, its digest worked out again) after the operator opened
// the page and before the click. The approval signed what the file said
// at the click: the page showed `echo harmless` and approved `DANGER`,
// which the agent then ran. The approve form now sends back what it
// showed, and a request that differs is not approved.
func TestApprovalIsOfWhatThePageShowed(t *testing.T) {
	s, cfg := inProcess(t, func(o *Options) { o.NoSocket = true })
	c := signedIn(t, s)
	dir := filepath.Join(cfg.Home, "queue")
	q, _ := queue.Open(dir, time.Now, time.Hour)
	req, _, err := q.Submit(queue.NewRequest{Command: "echo harmless", Cwd: "/w", Tier: "red"})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := c.Get(s.URL() + "/r/" + req.ID)
	if err != nil {
		t.Fatal(err)
	}
	body := readBody(resp)
	form := url.Values{}
	for _, name := range []string{"csrf", "shown"} {
		m := regexp.MustCompile(`<form method="post" action="/r/` + req.ID + `/approve"(?s:.*?)name="` + name + `" value="([^"]+)"`).FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("the approve form has no %s field:\n%s", name, body)
		}
		form.Set(name, m[1])
	}

	// The agent's user rewrites its request file.
	path := filepath.Join(dir, req.ID+".json")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	swapped := "DANGER"
	file["command"] = swapped
	file["command_digest"] = queue.Subject{Command: swapped}.Digest()
	raw, _ = json.Marshal(file)
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	if st, err := q.Get(req.ID, nil); err != nil || st.Request.Command != swapped {
		t.Fatalf("the rewritten request does not read as the agent wrote it: %v %q", err, st.Request.Command)
	}

	resp = post(t, c, s, "/r/"+req.ID+"/approve", form, s.URL())
	readBody(resp)
	if st, _ := q.Get(req.ID, nil); st.Request.Status != queue.Pending {
		t.Fatalf("the page showed %q, and the click approved %q: request is %s (HTTP %d)", "echo harmless", swapped, st.Request.Status, resp.StatusCode)
	}
	if resp.StatusCode != http.StatusConflict {
		t.Errorf("a changed request: HTTP %d, want 409", resp.StatusCode)
	}

	// A request left as it was shown is approved through the same form.
	same, _, err := q.Submit(queue.NewRequest{Command: "echo also harmless", Cwd: "/w", Tier: "red"})
	if err != nil {
		t.Fatal(err)
	}
	resp, _ = c.Get(s.URL() + "/r/" + same.ID)
	body = readBody(resp)
	for _, name := range []string{"csrf", "shown"} {
		m := regexp.MustCompile(`<form method="post" action="/r/` + same.ID + `/approve"(?s:.*?)name="` + name + `" value="([^"]+)"`).FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("the approve form has no %s field", name)
		}
		form.Set(name, m[1])
	}
	resp = post(t, c, s, "/r/"+same.ID+"/approve", form, s.URL())
	readBody(resp)
	if st, _ := q.Get(same.ID, nil); st.Request.Status != queue.Approved {
		t.Errorf("a request as it was shown was not approved: %s (HTTP %d)", st.Request.Status, resp.StatusCode)
	}
}

// TestApprovalWithoutWhatWasShownIsRefused: the check above only works
// if a form must say what it showed. A form that leaves `shown` out (one
// written by hand, or from a page of an older gatesh) signed whatever the
// request file said at the click, rewritten or not. Every approve form the
// page draws carries `shown`, so leaving it out approves nothing.
func TestApprovalWithoutWhatWasShownIsRefused(t *testing.T) {
	s, cfg := inProcess(t, func(o *Options) { o.NoSocket = true })
	c := signedIn(t, s)
	q, _ := queue.Open(filepath.Join(cfg.Home, "queue"), time.Now, time.Hour)
	req, _, err := q.Submit(queue.NewRequest{Command: "echo harmless", Cwd: "/w", Tier: "red"})
	if err != nil {
		t.Fatal(err)
	}
	token := s.auth.csrfToken(sessionOf(t, c, s), "POST /r/"+req.ID+"/approve")
	for _, shown := range []url.Values{{}, {"shown": {""}}} {
		form := url.Values{"csrf": {token}}
		for k, v := range shown {
			form[k] = v
		}
		resp := post(t, c, s, "/r/"+req.ID+"/approve", form, s.URL())
		body := readBody(resp)
		if st, _ := q.Get(req.ID, nil); st.Request.Status != queue.Pending {
			t.Fatalf("an approve form without what it showed (%v) approved the request: %s", shown, st.Request.Status)
		}
		if resp.StatusCode != http.StatusBadRequest || !regexp.MustCompile(`Reload the page`).MatchString(body) {
			t.Errorf("no shown field: HTTP %d, want 400 saying what to do:\n%s", resp.StatusCode, body)
		}
	}
	// The refusals spent nothing: the same form with what it showed approves.
	resp := post(t, c, s, "/r/"+req.ID+"/approve", url.Values{"csrf": {token}, "shown": {req.Shown()}}, s.URL())
	readBody(resp)
	if st, _ := q.Get(req.ID, nil); st.Request.Status != queue.Approved {
		t.Errorf("the form with what it showed: %s (HTTP %d)", st.Request.Status, resp.StatusCode)
	}
}
