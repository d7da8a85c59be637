package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/describe"
	"gatesh/queue"
	"gatesh/slackapp"
)

// webhookTimeout bounds one notification.
const webhookTimeout = 5 * time.Second

// notifier POSTs a short summary of each new request to a webhook: ntfy
// (a plain-text body and Title and Click headers), Slack ({"text": ...}),
// or a JSON object. The command is redacted as in the audit log: a
// notification leaves the machine, and a token in a command must not.
type notifier struct {
	url    string
	format string
	base   string
	logf   func(string, ...any)
	seen   map[string]bool
	client *http.Client
}

func newNotifier(url, format, base string, logf func(string, ...any)) *notifier {
	if format == "" {
		format = "ntfy"
	}
	return &notifier{url: url, format: format, base: base, logf: logf, seen: map[string]bool{},
		client: &http.Client{Timeout: webhookTimeout}}
}

// seed marks requests that were pending before the server started as
// known: they were announced when they were made.
func (n *notifier) seed(reqs []queue.Request) {
	for _, r := range reqs {
		n.seen[r.ID] = true
	}
}

// check sends one notification per request not seen before.
func (n *notifier) check(reqs []queue.Request) {
	live := map[string]bool{}
	for _, r := range reqs {
		live[r.ID] = true
		if n.seen[r.ID] {
			continue
		}
		n.seen[r.ID] = true
		if err := n.send(r); err != nil {
			n.logf("error: webhook for request %s: %v", r.ID, err)
		}
	}
	for id := range n.seen {
		if !live[id] {
			delete(n.seen, id)
		}
	}
}

func (n *notifier) send(req queue.Request) error {
	link := strings.TrimSuffix(n.base, "/") + "/r/" + req.ID
	title := "gatesh: a command waits for approval"
	text := describe.Summary(req)
	var body []byte
	contentType := "application/json"
	var err error
	switch n.format {
	case "slack":
		body, err = json.Marshal(map[string]string{"text": slackapp.Escape(title + "\n" + text + "\n" + link)})
	case "json":
		body, err = json.Marshal(map[string]any{"id": req.ID, "title": title, "summary": text, "command": audit.Redact(req.Command), "tier": req.Tier,
			"cwd": req.Cwd, "url": link, "created_at": req.CreatedAt})
	default:
		body, contentType = []byte(text+"\n"+link), "text/plain; charset=utf-8"
	}
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), webhookTimeout)
	defer cancel()
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, n.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	hr.Header.Set("Content-Type", contentType)
	if n.format == "ntfy" {
		hr.Header.Set("Title", title)
		hr.Header.Set("Click", link)
		hr.Header.Set("Tags", "lock")
	}
	resp, err := n.client.Do(hr)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook answered %s", resp.Status)
	}
	return nil
}
