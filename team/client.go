package team

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"gatesh/describe"
	"gatesh/teamapi"
)

// callTimeout bounds a hub call that is not the event stream.
const callTimeout = 30 * time.Second

// maxBody bounds what is read of a hub's answer.
const maxBody = 64 << 20

// HubError is a call the hub answered with an error status: its
// teamapi.Error body, or the start of whatever else it sent.
type HubError struct {
	Status int
	Msg    string
	Hint   string
}

func (e *HubError) Error() string {
	msg, _ := describe.SafeText(oneLine(e.Msg)) // the hub's text reaches a terminal
	return fmt.Sprintf("the hub answered %d %s: %s", e.Status, http.StatusText(e.Status), msg)
}

// noRedirect refuses every redirect: one could lead a machine's log, or
// an approver's token, to another host or to plain http.
func noRedirect(r *http.Request, _ []*http.Request) error {
	return fmt.Errorf("the hub redirected to %s, and gatesh follows no redirect: use the URL it names", r.URL.Redacted())
}

// hub is a hub's base URL and how to reach it; auth signs each request.
type hub struct {
	base   *url.URL
	client *http.Client
	auth   func(r *http.Request, body []byte)
}

// machineAuth signs calls as machine id with key, at the time now gives.
func machineAuth(id string, key ed25519.PrivateKey, now func() time.Time) func(*http.Request, []byte) {
	return func(r *http.Request, body []byte) {
		r.Header.Set("Authorization", teamapi.MachineAuthHeader(key, id, r.Method, r.URL.RequestURI(), now(), body))
	}
}

// bearerAuth sends an approver's token.
func bearerAuth(token string) func(*http.Request, []byte) {
	return func(r *http.Request, _ []byte) { r.Header.Set("Authorization", "Bearer "+token) }
}

// url is the hub's URL for path (with its query, if any).
func (h *hub) url(path string) string {
	u := *h.base
	p, q, _ := strings.Cut(path, "?")
	u.Path = h.base.Path + p
	u.RawQuery = q
	return u.String()
}

// request builds a call with a JSON body (none when in is nil).
func (h *hub) request(ctx context.Context, method, path string, in any) (*http.Request, error) {
	var body []byte
	if in != nil {
		var err error
		if body, err = json.Marshal(in); err != nil {
			return nil, err
		}
	}
	r, err := http.NewRequestWithContext(ctx, method, h.url(path), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	if in != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	r.Header.Set("Accept", "application/json")
	r.Header.Set("User-Agent", "gatesh-team")
	if h.auth != nil {
		h.auth(r, body)
	}
	return r, nil
}

// call sends in as JSON and decodes the answer into out (unless nil).
func (h *hub) call(ctx context.Context, method, path string, in, out any) error {
	r, err := h.request(ctx, method, path, in)
	if err != nil {
		return err
	}
	resp, err := h.client.Do(r)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var data []byte
	if resp.StatusCode == http.StatusConflict && method == http.MethodPost {
		// A push that reached the hub twice (a proxy's retry after a lost
		// answer) is refused the second time, with the first answer.
		data, _ = io.ReadAll(io.LimitReader(resp.Body, maxBody))
		var e teamapi.Error
		if json.Unmarshal(data, &e) != nil || len(e.FirstAnswer) == 0 {
			resp.Body = io.NopCloser(bytes.NewReader(data))
			return checkStatus(resp)
		}
		data = e.FirstAnswer
	} else {
		if err := checkStatus(resp); err != nil {
			return err
		}
		if data, err = io.ReadAll(io.LimitReader(resp.Body, maxBody)); err != nil {
			return fmt.Errorf("reading the hub's answer: %w", err)
		}
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("the hub's answer to %s %s is not what gatesh expects: %w", method, path, err)
	}
	return nil
}

// checkStatus turns an error status into a *HubError.
func checkStatus(resp *http.Response) error {
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		return nil
	}
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	he := &HubError{Status: resp.StatusCode}
	var body teamapi.Error
	if json.Unmarshal(data, &body) == nil && body.Error != "" {
		he.Msg = body.Error
		he.Hint, _ = describe.SafeText(oneLine(body.Hint))
	} else {
		he.Msg = strings.TrimSpace(string(data))
		if len(he.Msg) > 200 {
			he.Msg = he.Msg[:200] + "..."
		}
		if he.Msg == "" {
			he.Msg = "(no message)"
		}
	}
	return he
}

// isStatus reports whether err is the hub's answer with this status.
func isStatus(err error, status int) bool {
	var he *HubError
	return errors.As(err, &he) && he.Status == status
}
