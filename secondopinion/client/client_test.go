package client

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"gatesh/secondopinion"
)

const key = "sk-test-0123456789abcdefghij"

func getenv(name string) string {
	if name == "GATESH_MODEL_KEY" {
		return key
	}
	return ""
}

func TestPostSendsBodyAndKey(t *testing.T) {
	var gotAuth, gotBody, gotType string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		gotAuth, gotBody, gotType = r.Header.Get("Authorization"), string(b), r.Header.Get("Content-Type")
		io.WriteString(w, `{"choices":[{"message":{"content":"{\"tier\":\"red\",\"reason\":\"x\"}"}}]}`)
	}))
	defer srv.Close()
	r := Post(context.Background(), secondopinion.Request{URL: srv.URL, KeyEnv: "GATESH_MODEL_KEY", TimeoutMS: 2000, Body: `{"model":"m"}`}, getenv, nil)
	if r.Status != 200 || r.Cause != "" || !strings.Contains(r.Body, "choices") {
		t.Fatalf("reply %+v", r)
	}
	if gotAuth != "Bearer "+key || gotBody != `{"model":"m"}` || gotType != "application/json" {
		t.Errorf("server saw auth %q, body %q, type %q", gotAuth, gotBody, gotType)
	}
	// No variable named, or the variable unset: no Authorization header.
	for _, env := range []string{"", "UNSET_VAR"} {
		Post(context.Background(), secondopinion.Request{URL: srv.URL, KeyEnv: env, TimeoutMS: 2000}, getenv, nil)
		if gotAuth != "" {
			t.Errorf("key env %q: sent Authorization %q", env, gotAuth)
		}
	}
}

// The key is scrubbed from what the reply carries back: an error page
// that echoes the header, an error text.
func TestPostNeverReturnsTheKey(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusUnauthorized)
		io.WriteString(w, "bad key: "+r.Header.Get("Authorization"))
	}))
	defer srv.Close()
	r := Post(context.Background(), secondopinion.Request{URL: srv.URL, KeyEnv: "GATESH_MODEL_KEY", TimeoutMS: 2000}, getenv, nil)
	if r.Status != 401 || strings.Contains(r.Body, key) || !strings.Contains(r.Body, "[REDACTED]") {
		t.Errorf("reply %+v", r)
	}
	r = Post(context.Background(), secondopinion.Request{URL: "http://127.0.0.1:1/" + key, KeyEnv: "GATESH_MODEL_KEY", TimeoutMS: 2000}, getenv, nil)
	if r.Cause == "" || strings.Contains(r.Error, key) {
		t.Errorf("error reply %+v", r)
	}
}

func TestPostFailures(t *testing.T) {
	// The slow server answers only after an hour, and says whether the
	// client hung up first: the timeout, not the server, ended the call.
	hungUp := make(chan bool, 2)
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
			hungUp <- true
		case <-time.After(time.Hour):
			hungUp <- false
		}
	}))
	defer slow.Close()
	redirect := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://203.0.113.1/", http.StatusTemporaryRedirect)
	}))
	defer redirect.Close()
	huge := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write(bytes.Repeat([]byte("x"), secondopinion.MaxBody+10))
	}))
	defer huge.Close()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	down := "http://" + l.Addr().String() + "/v1/chat/completions"
	l.Close() // nothing listens there now

	for _, c := range []struct {
		name, url string
		timeout   int64
		cause     string
	}{
		{"slow", slow.URL, 200, secondopinion.CauseTimeout},
		{"down", down, 2000, secondopinion.CauseRefused},
		{"redirect", redirect.URL, 2000, secondopinion.CauseError},
		{"huge", huge.URL, 2000, secondopinion.CauseMalformed},
		{"no timeout", slow.URL, 0, secondopinion.CauseError},
	} {
		r := Post(context.Background(), secondopinion.Request{URL: c.url, TimeoutMS: c.timeout}, getenv, nil)
		if r.Cause != c.cause {
			t.Errorf("%s: reply %+v, want cause %s", c.name, r, c.cause)
		}
		if c.name == "slow" && !<-hungUp {
			t.Errorf("slow: the server answered before the client gave up")
		}
	}
}

func TestMain(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "ok")
	}))
	defer srv.Close()
	in, _ := json.Marshal(secondopinion.Request{URL: srv.URL, TimeoutMS: 1000, Body: "{}"})
	var out, errOut bytes.Buffer
	if st := Main(bytes.NewReader(in), &out, &errOut, getenv); st != 0 {
		t.Fatalf("status %d: %s", st, errOut.String())
	}
	var r secondopinion.Reply
	if err := json.Unmarshal(out.Bytes(), &r); err != nil || r.Status != 200 || r.Body != "ok" {
		t.Fatalf("reply %q: %v", out.String(), err)
	}
	out.Reset()
	Main(strings.NewReader("not json"), &out, &errOut, getenv)
	if err := json.Unmarshal(out.Bytes(), &r); err != nil || r.Cause != secondopinion.CauseError {
		t.Fatalf("bad stdin: %q", out.String())
	}
}
