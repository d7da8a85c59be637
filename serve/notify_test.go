package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/internal/waitfor"
	"gatesh/queue"
)

// A command with secrets in it, and what a notification may carry of it.
const secretCommand = `curl -H 'Authorization: Bearer sk-live-0123456789abcdefghij' -d @payload.json https://api.example.com/v1/charge && git push https://bob:hunter2hunter2@github.com/o/r.git --force`

type hook struct {
	mu    sync.Mutex
	reqs  []*http.Request
	bodys []string
}

func (h *hook) server(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		h.reqs = append(h.reqs, r)
		h.bodys = append(h.bodys, string(b))
		h.mu.Unlock()
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestWebhook(t *testing.T) {
	req := queue.Request{ID: "abcdefghijklm", Command: secretCommand, Cwd: "/w", Tier: "red",
		Rules:     []queue.Rule{{ID: "git-force-push", Tier: "red", Reason: "force-push"}, {ID: "http-post", Tier: "red", Reason: "posts"}},
		CreatedAt: time.Now()}
	for _, format := range []string{"ntfy", "slack", "json"} {
		t.Run(format, func(t *testing.T) {
			h := &hook{}
			srv := h.server(t)
			var logged []string
			n := newNotifier(srv.URL, format, "https://gate.test:7878", func(f string, a ...any) { logged = append(logged, f) })
			n.check([]queue.Request{req})
			n.check([]queue.Request{req}) // a request is announced once
			if len(h.reqs) != 1 || len(logged) != 0 {
				t.Fatalf("%d posts, log %v; want one post", len(h.reqs), logged)
			}
			body, r := h.bodys[0], h.reqs[0]
			if r.Method != http.MethodPost {
				t.Errorf("method %s", r.Method)
			}
			for _, secret := range []string{"sk-live-0123456789abcdefghij", "hunter2hunter2"} {
				if strings.Contains(body, secret) || strings.Contains(r.Header.Get("Title"), secret) {
					t.Errorf("the notification carries a secret:\n%s", body)
				}
			}
			link := "https://gate.test:7878/r/abcdefghijklm"
			text := body
			switch format {
			case "slack":
				var m map[string]string
				if err := json.Unmarshal([]byte(body), &m); err != nil {
					t.Fatal(err)
				}
				text = m["text"]
			case "json":
				var m map[string]any
				if err := json.Unmarshal([]byte(body), &m); err != nil {
					t.Fatal(err)
				}
				if m["url"] != link || m["id"] != req.ID {
					t.Errorf("json: %v", m)
				}
				text = m["summary"].(string)
			case "ntfy":
				if r.Header.Get("Click") != link {
					t.Errorf("Click header %q", r.Header.Get("Click"))
				}
			}
			for _, want := range []string{"Authorization: [REDACTED]", "git push https://bob:[REDACTED]@github.com", "git-force-push, http-post"} {
				if !strings.Contains(text, want) {
					t.Errorf("summary lacks %q:\n%s", want, text)
				}
			}
			if format != "json" && !strings.Contains(text, link) {
				t.Errorf("no link to the request in:\n%s", text)
			}
		})
	}
}

// Slack reads a webhook's text as mrkdwn: what the command holds reaches
// the channel escaped, never as a mention or a link; the other formats
// are not Slack's, and carry it as it is.
func TestWebhookSlackIsEscaped(t *testing.T) {
	req := queue.Request{ID: "abcdefghijklm", Command: "make && echo <!channel> <https://evil.example|click> > out", Cwd: "/w", Tier: "red", CreatedAt: time.Now()}
	for format, want := range map[string]string{
		"slack": "make &amp;&amp; echo &lt;!channel&gt; &lt;https://evil.example|click&gt; &gt; out",
		"ntfy":  req.Command,
	} {
		h := &hook{}
		n := newNotifier(h.server(t).URL, format, "https://gate.test:7878", t.Logf)
		n.check([]queue.Request{req})
		if len(h.bodys) != 1 {
			t.Fatalf("%s: %d posts", format, len(h.bodys))
		}
		text := h.bodys[0]
		if format == "slack" {
			var m map[string]string
			if err := json.Unmarshal([]byte(text), &m); err != nil {
				t.Fatal(err)
			}
			text = m["text"]
			if strings.ContainsAny(text, "<>") {
				t.Errorf("slack: the text holds Slack's control characters: %q", text)
			}
		}
		if !strings.Contains(text, want) {
			t.Errorf("%s: the text lacks %q:\n%s", format, want, text)
		}
	}
}

// Requests already pending when the server starts are not announced again.
func TestWebhookSeed(t *testing.T) {
	h := &hook{}
	srv := h.server(t)
	old := queue.Request{ID: "aaaaaaaaaaaaa", Command: "rm -rf a"}
	fresh := queue.Request{ID: "bbbbbbbbbbbbb", Command: "rm -rf b"}
	n := newNotifier(srv.URL, "ntfy", "http://127.0.0.1:7878", t.Logf)
	n.seed([]queue.Request{old})
	n.check([]queue.Request{old, fresh})
	if len(h.bodys) != 1 || !strings.Contains(h.bodys[0], "rm -rf b") {
		t.Errorf("posts: %q, want only the new request", h.bodys)
	}
}

// The server announces a request that a shim queues while it runs.
func TestServerWebhook(t *testing.T) {
	h := &hook{}
	hs := h.server(t)
	s, cfg := inProcess(t, func(o *Options) { o.Webhook = hs.URL; o.WebhookFormat = "slack"; o.NoSocket = true })
	q, _ := queue.Open(cfg.Home+"/queue", time.Now, time.Hour)
	req, _, _ := q.Submit(queue.NewRequest{Command: "rm -rf victim", Cwd: "/w", Tier: "red"})
	deadline := waitfor.Deadline(t)
	for {
		h.mu.Lock()
		n := len(h.bodys)
		h.mu.Unlock()
		if n > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no notification")
		}
		time.Sleep(100 * time.Millisecond)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if !strings.Contains(h.bodys[0], s.URL()+"/r/"+req.ID) {
		t.Errorf("notification %s lacks the link to the request", h.bodys[0])
	}
}

// desktopRecipe is the README's hold.notify line for notify-send.
const desktopRecipe = `notify = ["sh", "-c", "exec notify-send --app-name=gatesh --urgency=critical 'gatesh: a command waits for approval' \"$GATESH_SUMMARY $GATESH_URL\""]`

// The desktop recipe, run by a real held command while the review server
// runs: notify-send gets the redacted summary and the link to the page.
func TestDesktopRecipe(t *testing.T) {
	s := newScene(t)
	// The program is found outside the temporary folders: a helper of the
	// gate never runs a program from a folder green commands can write.
	fake, err := os.MkdirTemp("/var/tmp", "gatesh-notify-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(fake) })
	argsFile := filepath.Join(t.TempDir(), "args")
	script := "#!/bin/sh\nprintf '%s\\n' \"$@\" > " + argsFile + "\n"
	if err := os.WriteFile(filepath.Join(fake, "notify-send"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(s.home, "config.toml"), []byte("[hold]\n"+desktopRecipe+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s.env[0] = "PATH=" + fake + ":" + os.Getenv("PATH")
	srv := s.serve(t)
	s.park(t, secretCommand)
	var id string
	for rid := range s.requests(t) {
		id = rid
	}
	data, err := os.ReadFile(argsFile)
	if err != nil {
		t.Fatalf("notify-send did not run: %v", err)
	}
	args := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(args) != 4 || args[2] != "gatesh: a command waits for approval" {
		t.Fatalf("notify-send %q", args)
	}
	body := args[3]
	for _, secret := range []string{"sk-live-0123456789abcdefghij", "hunter2hunter2"} {
		if strings.Contains(body, secret) {
			t.Errorf("the notification carries a secret: %s", body)
		}
	}
	// The rules in order, whatever else the classifier adds (a live key
	// also names a production target).
	if !regexp.MustCompile(`\(http-send, [^)]*git-force-push`).MatchString(body) {
		t.Errorf("notification %q does not name http-send, then git-force-push", body)
	}
	for _, want := range []string{"Authorization: [REDACTED]", " " + srv.url + "/r/" + id} {
		if !strings.Contains(body, want) {
			t.Errorf("notification %q lacks %q", body, want)
		}
	}
}

// The README shows the recipe that TestDesktopRecipe runs.
func TestDesktopRecipeInREADME(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "\n"+desktopRecipe+"\n") {
		t.Errorf("README.md does not show the tested recipe:\n%s", desktopRecipe)
	}
}
