package shim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/secondopinion"
)

// modelKey is the key the mock model expects; no log, request file or
// cache file may ever hold it.
const modelKey = "sk-mock-0123456789abcdefghijklmnop"

// mockModel is a local chat-completions endpoint. It answers from the
// command in each request: a command holding a word of the answers map
// gets that answer (status, content, delay), any other gets green.
type mockModel struct {
	srv     *httptest.Server
	mu      sync.Mutex
	asked   []string // the commands, in order
	auth    []string // the Authorization headers
	answers map[string]mockAnswer
}

type mockAnswer struct {
	status  int
	content string
	delay   time.Duration
	raw     string // a whole response body instead of a chat completion
}

func newMockModel(t *testing.T, answers map[string]mockAnswer) *mockModel {
	t.Helper()
	m := &mockModel{answers: answers}
	m.srv = httptest.NewServer(http.HandlerFunc(m.serve))
	t.Cleanup(m.srv.Close)
	return m
}

func (m *mockModel) serve(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Model    string
		Messages []struct{ Role, Content string }
	}
	body, _ := io.ReadAll(r.Body)
	var facts struct{ Command string }
	if json.Unmarshal(body, &req) != nil || len(req.Messages) != 2 || json.Unmarshal([]byte(req.Messages[1].Content), &facts) != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	m.mu.Lock()
	m.asked = append(m.asked, facts.Command)
	m.auth = append(m.auth, r.Header.Get("Authorization"))
	m.mu.Unlock()
	a := mockAnswer{status: 200, content: `{"tier": "green", "reason": "only reads"}`}
	for word, ans := range m.answers {
		if strings.Contains(facts.Command, word) {
			a = ans
		}
	}
	select {
	case <-time.After(a.delay):
	case <-r.Context().Done():
		return
	}
	if a.status != 0 && a.status != 200 {
		http.Error(w, "model overloaded", a.status)
		return
	}
	if a.raw != "" {
		io.WriteString(w, a.raw)
		return
	}
	resp, _ := json.Marshal(map[string]any{"id": "x", "object": "chat.completion", "model": req.Model,
		"choices": []any{map[string]any{"index": 0, "message": map[string]any{"role": "assistant", "content": a.content}, "finish_reason": "stop"}}})
	w.Write(resp)
}

func (m *mockModel) requests() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.asked...)
}

// modelEnv is gatesh and gatesh-model as programs (this test binary,
// linked under both names), with a [model] config pointing at url, and a
// program frobnicate on PATH that leaves a file behind when it runs.
type modelEnv struct {
	*gateshEnv
	ran string // frobnicate creates it
}

func newModelEnv(t *testing.T, url, extra string) *modelEnv {
	t.Helper()
	g := newGateshEnv(t)
	// gatesh-model is installed beside gatesh itself: one found on PATH
	// in a temporary folder is refused (TestProgramsGreenCommandsMayWrite).
	exe, bin := g.installAlone(t)
	must(t, os.Symlink(exe, filepath.Join(bin, "gatesh-model")))
	// frobnicate lies outside the temporary folders, as a program the
	// person installed: an approved command does not run one a green
	// command may have put on PATH (TestScripts/programs_on_path).
	tools, err := os.MkdirTemp("/var/tmp", "gatesh-model-tools-")
	if err != nil {
		t.Fatalf("no folder outside /tmp for a program: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(tools) })
	ran := filepath.Join(g.dir, "frobnicated")
	must(t, os.WriteFile(filepath.Join(tools, "frobnicate"), []byte("#!/bin/sh\necho ran >> "+ran+"\n"), 0o755))
	// Without the script commands' folder: where the binary above is a
	// copy, their bash would be another gatesh, not the shell.
	g.env = append(g.env, "PATH="+bin+":"+tools+":"+pathWithoutGatesh(t), "GATESH_TEST_MODEL_KEY="+modelKey, "GATESH_SESSION=s-1")
	writeModelConfig(t, g.home, url, extra)
	return &modelEnv{gateshEnv: g, ran: ran}
}

func writeModelConfig(t *testing.T, home, url, extra string) {
	t.Helper()
	must(t, os.MkdirAll(home, 0o700))
	cfg := fmt.Sprintf("[model]\nurl = %q\nmodel = \"mock-1\"\napi_key_env = \"GATESH_TEST_MODEL_KEY\"\n%s", url+"/v1/chat/completions", extra)
	must(t, os.WriteFile(filepath.Join(home, "config.toml"), []byte(cfg), 0o600))
}

// run runs gatesh -c text and returns its stderr and exit status.
func (e *modelEnv) run(t *testing.T, text string) (string, int) {
	t.Helper()
	cmd := e.command("-c", text)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		return stderr.String(), ee.ExitCode()
	case err != nil:
		t.Fatalf("gatesh -c %q: %v", text, err)
	}
	return stderr.String(), 0
}

func (e *modelEnv) frobnicated() bool {
	_, err := os.Stat(e.ran)
	return err == nil
}

// lastDecision is the last decision record of the log.
func (e *modelEnv) lastDecision(t *testing.T) audit.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(e.home, "audit.jsonl"))
	must(t, err)
	var last audit.Record
	for line := range strings.Lines(string(data)) {
		var rec audit.Record
		must(t, json.Unmarshal([]byte(line), &rec))
		if rec.Event == audit.EventDecision {
			last = rec
		}
	}
	return last
}

// Done when: an unfamiliar command raised to red is held, with the
// model's reason, in the hold message, the request (gatesh show) and the
// log; nothing ran.
func TestModelRaisesUnfamiliarCommandToRed(t *testing.T) {
	m := newMockModel(t, map[string]mockAnswer{"--sync": {content: `{"tier": "red", "reason": "uploads the project to a host nobody named"}`}})
	e := newModelEnv(t, m.srv.URL, "")
	stderr, status := e.run(t, "frobnicate --sync")
	if status != ExitHeld || e.frobnicated() {
		t.Fatalf("status %d, ran %v: %s", status, e.frobnicated(), stderr)
	}
	words := `the model mock-1 says: "uploads the project to a host nobody named"`
	if !strings.Contains(stderr, "gatesh: held: model-raised: "+words) {
		t.Errorf("hold message lacks the model's words:\n%s", stderr)
	}
	rec := e.lastDecision(t)
	if rec.Tier != "red" || rec.Verdict != "hold" || rec.Model != secondopinion.Raised || !strings.Contains(rec.ModelNote, "red: ") {
		t.Errorf("decision record %+v", rec)
	}
	id := regexp.MustCompile(`request ([a-z2-7]{13})`).FindStringSubmatch(stderr)
	if id == nil {
		t.Fatalf("no request id in %s", stderr)
	}
	out, err := e.command("show", id[1]).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "model-raised (red): "+words) {
		t.Errorf("gatesh show: %v\n%s", err, out)
	}
	// The approval works as for any held command, and is used once.
	if out, err := e.command("approve", id[1]).CombinedOutput(); err != nil {
		t.Fatalf("approve: %v\n%s", err, out)
	}
	if stderr, status := e.run(t, "frobnicate --sync"); status != 0 || !e.frobnicated() {
		t.Fatalf("approved rerun: status %d: %s", status, stderr)
	}
	if got := m.requests(); len(got) != 1 {
		t.Errorf("the model was asked %d times, want once (the rerun uses the session's cache): %q", len(got), got)
	}
	if rec := e.lastDecision(t); !strings.HasSuffix(rec.ModelNote, "(cached)") {
		t.Errorf("rerun's note %q", rec.ModelNote)
	}
}

// Done when: a red command the model calls green stays red, and it is
// not even sent; a yellow command called green stays yellow.
func TestModelCannotLower(t *testing.T) {
	m := newMockModel(t, map[string]mockAnswer{"": {content: `{"tier": "green", "reason": "this is safe, let it run"}`}})
	e := newModelEnv(t, m.srv.URL, "consult = \"all\"\n")
	victim := filepath.Join(e.dir, "victim")
	must(t, os.MkdirAll(filepath.Join(victim, "data"), 0o755))
	for _, text := range []string{"rm -rf victim", "frobnicate; rm -r -f ./victim", "git push --force origin main"} {
		if stderr, status := e.run(t, text); status != ExitHeld {
			t.Errorf("%q: status %d: %s", text, status, stderr)
		}
		if rec := e.lastDecision(t); rec.Tier != "red" || rec.Model != "" {
			t.Errorf("%q: record %+v", text, rec)
		}
	}
	if _, err := os.Stat(filepath.Join(victim, "data")); err != nil {
		t.Fatalf("the victim is gone: %v", err)
	}
	if got := m.requests(); len(got) != 0 {
		t.Errorf("red commands were sent: %q", got)
	}
	e.run(t, "npm install left-pad")
	rec := e.lastDecision(t)
	if rec.Tier != "yellow" || rec.Model != "ignored:lower" || !strings.Contains(rec.ModelNote, "below the rules' yellow") {
		t.Errorf("yellow called green: %+v", rec)
	}
}

// Done when: a familiar command is not sent; without [model] nothing is
// ever sent, unfamiliar commands included.
func TestModelNotAskedAboutFamiliarCommands(t *testing.T) {
	m := newMockModel(t, map[string]mockAnswer{"": {content: `{"tier": "red", "reason": "everything is dangerous"}`}})
	e := newModelEnv(t, m.srv.URL, "")
	for _, text := range []string{"ls", "git status", "echo hi > out.txt && cat out.txt"} {
		if stderr, status := e.run(t, text); status == ExitHeld {
			t.Errorf("%q held: %s", text, stderr)
		}
		if rec := e.lastDecision(t); rec.Model != "" {
			t.Errorf("%q: model %q", text, rec.Model)
		}
	}
	if got := m.requests(); len(got) != 0 {
		t.Fatalf("familiar commands were sent: %q", got)
	}
	must(t, os.Remove(filepath.Join(e.home, "config.toml")))
	if _, status := e.run(t, "frobnicate --sync"); status != 0 || !e.frobnicated() {
		t.Fatalf("without [model]: status %d", status)
	}
	if got := m.requests(); len(got) != 0 {
		t.Fatalf("sent without [model]: %q", got)
	}
}

// In process, the asker itself: without [model], or for a familiar
// command, gatesh-model is never started, so no connection and no DNS
// lookup can happen.
func TestModelNeverStartedUnlessConsulted(t *testing.T) {
	h := newHarness(t)
	h.r.classify = loadRules
	h.r.modelAsker = func(context.Context, secondopinion.Request) secondopinion.Reply {
		t.Error("the model was asked")
		return secondopinion.Reply{Cause: secondopinion.CauseError}
	}
	for _, text := range []string{"ls", "frobnicate --sync", "python3 -c 'print(1)'"} {
		h.r.main([]string{"gatesh", "-c", text})
	}
	writeModelConfig(t, h.home, "http://127.0.0.1:1", "")
	for _, text := range []string{"ls -la", "git status", "go test ./...", "rm -rf /srv/data", "git push --force origin main"} {
		h.r.main([]string{"gatesh", "-c", text})
	}
	asked := 0
	h.r.modelAsker = func(context.Context, secondopinion.Request) secondopinion.Reply {
		asked++
		return secondopinion.Reply{Cause: secondopinion.CauseRefused}
	}
	h.r.main([]string{"gatesh", "-c", "frobnicate --sync"})
	if asked != 1 {
		t.Errorf("an unfamiliar command was asked about %d times, want 1", asked)
	}
}

// gatesh bounds the client program itself: one that hangs past its own
// timeout is killed at the timeout plus the grace, and a missing one
// changes nothing. Either is logged. The hanging program never ends by
// itself, so the run returns only because gatesh killed it, and the test
// checks that it is gone rather than how long the run took.
func TestModelProgramHangingOrMissing(t *testing.T) {
	h := newHarness(t)
	h.r.classify = loadRules
	// The timeout leaves the hanging program the time to start and write
	// its pid on a loaded machine; it never ends by itself, whatever the
	// timeout.
	writeModelConfig(t, h.home, "http://127.0.0.1:1", "timeout = \"5s\"\n")
	lastModel := func() string {
		data, err := os.ReadFile(filepath.Join(h.home, "audit.jsonl"))
		must(t, err)
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		var rec audit.Record
		must(t, json.Unmarshal([]byte(lines[len(lines)-1]), &rec))
		return rec.Model
	}
	h.r.main([]string{"gatesh", "-c", "frobnicate --sync"})
	if got := lastModel(); got != "ignored:no_client" || !h.call.called {
		t.Errorf("no gatesh-model: model %q, ran %v", got, h.call.called)
	}
	prog := filepath.Join(filepath.Dir(h.bash), "gatesh-model")
	sleep, err := exec.LookPath("sleep")
	must(t, err)
	pidFile := filepath.Join(t.TempDir(), "model.pid")
	must(t, os.WriteFile(prog, []byte("#!/bin/sh\necho $$ > "+pidFile+"\nexec "+sleep+" 2147483647\n"), 0o755))
	h.call.called = false
	h.r.main([]string{"gatesh", "-c", "frobnicate --sync"})
	if got := lastModel(); got != "ignored:timeout" || !h.call.called {
		t.Errorf("hanging gatesh-model: model %q, ran %v", got, h.call.called)
	}
	data, err := os.ReadFile(pidFile)
	must(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	must(t, err)
	if err := syscall.Kill(pid, 0); err == nil {
		syscall.Kill(pid, syscall.SIGKILL)
		t.Errorf("the hanging gatesh-model (pid %d) was still running after the command", pid)
	}
}

// gatesh itself links no network code: only gatesh-model does.
func TestGateshLinksNoNetwork(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "gatesh/cmd/gatesh").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for dep := range strings.Lines(string(out)) {
		if dep = strings.TrimSpace(dep); dep == "net" || dep == "net/http" || dep == "crypto/tls" {
			t.Errorf("gatesh imports %s", dep)
		}
	}
}

// Done when: garbage, a slow model and a down model change nothing and
// are logged with their cause. The slow model answers only after an hour,
// so the command runs at all only because the timeout cut it off.
func TestModelFailuresChangeNothing(t *testing.T) {
	m := newMockModel(t, map[string]mockAnswer{
		"extra":     {content: `Sure! {"tier": "red", "reason": "x"}`},
		"fence":     {content: "```json\n{\"tier\": \"red\", \"reason\": \"x\"}\n```"},
		"keys":      {content: `{"tier": "red", "reason": "x", "confidence": 1}`},
		"notjson":   {raw: "<html>502</html>"},
		"overload":  {status: 503},
		"slow":      {delay: time.Hour, content: `{"tier": "red", "reason": "too late"}`},
		"lowercase": {content: `{"tier": "RED", "reason": "x"}`},
	})
	// The answers that come at once get the longest timeout, so that on a
	// loaded machine none of them is cut off before it is judged; only the
	// slow one gets a short one, which it outlasts by an hour.
	patient := fmt.Sprintf("timeout = %q\n", config.MaxModelTimeout)
	short := fmt.Sprintf("timeout = %q\n", time.Second)
	e := newModelEnv(t, m.srv.URL, patient)
	for _, c := range []struct{ arg, model, timeout string }{
		{"extra", "ignored:extra_text", patient},
		{"fence", "ignored:extra_text", patient},
		{"keys", "ignored:malformed", patient},
		{"notjson", "ignored:malformed", patient},
		{"lowercase", "ignored:malformed", patient},
		{"overload", "ignored:http_error", patient},
		{"slow", "ignored:timeout", short},
	} {
		writeModelConfig(t, e.home, m.srv.URL, c.timeout)
		must(t, os.RemoveAll(e.ran))
		stderr, status := e.run(t, "frobnicate "+c.arg)
		if status != 0 || !e.frobnicated() {
			t.Errorf("%s: status %d, ran %v: %s", c.arg, status, e.frobnicated(), stderr)
		}
		if rec := e.lastDecision(t); rec.Tier != "green" || rec.Model != c.model || rec.ModelNote == "" {
			t.Errorf("%s: record tier %s, model %q, note %q; want %s", c.arg, rec.Tier, rec.Model, rec.ModelNote, c.model)
		}
	}
	// A model that is down: nothing listens at its address.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	must(t, err)
	down := "http://" + l.Addr().String()
	l.Close()
	writeModelConfig(t, e.home, down, patient)
	must(t, os.RemoveAll(e.ran))
	if _, status := e.run(t, "frobnicate down"); status != 0 || !e.frobnicated() {
		t.Errorf("down model: status %d", status)
	}
	if rec := e.lastDecision(t); rec.Model != "ignored:refused" {
		t.Errorf("down model: %q %q", rec.Model, rec.ModelNote)
	}
	// Failures are not cached: the next run asks again.
	n := len(m.requests())
	writeModelConfig(t, e.home, m.srv.URL, patient)
	e.run(t, "frobnicate overload")
	if len(m.requests()) != n+1 {
		t.Errorf("a failed answer was cached")
	}
}

// Done when: the key is read from the variable api_key_env names, sent
// only as the Authorization header, and never logged: not in the log,
// the request files or the cache, even when the server echoes it back.
func TestModelKeyIsReadFromTheEnvironmentAndNeverLogged(t *testing.T) {
	echo := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "bad key "+r.Header.Get("Authorization"), http.StatusUnauthorized)
	}))
	defer echo.Close()
	m := newMockModel(t, map[string]mockAnswer{"--sync": {content: `{"tier": "red", "reason": "uploads"}`}})
	e := newModelEnv(t, m.srv.URL, "")
	e.run(t, "frobnicate --sync")
	e.run(t, "frobnicate --other")
	if auth := m.auth; len(auth) != 2 || auth[0] != "Bearer "+modelKey {
		t.Fatalf("Authorization headers %q", auth)
	}
	writeModelConfig(t, e.home, echo.URL, "")
	e.run(t, "frobnicate --echo")
	if rec := e.lastDecision(t); rec.Model != "ignored:http_error" || !strings.Contains(rec.ModelNote, "401") {
		t.Errorf("echoing server: %+v", rec)
	}
	found := 0
	filepath.WalkDir(e.home, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		must(t, err)
		found++
		if strings.Contains(string(data), modelKey) {
			t.Errorf("%s holds the key", path)
		}
		return nil
	})
	if found < 3 { // the log, a request, a cache file at least
		t.Fatalf("only %d files under GATESH_HOME", found)
	}
	// A key the variable does not hold is not sent.
	m2 := newMockModel(t, nil)
	writeModelConfig(t, e.home, m2.srv.URL, "")
	e.env = append(e.env, "GATESH_TEST_MODEL_KEY=")
	e.run(t, "frobnicate --unset")
	if len(m2.auth) != 1 || m2.auth[0] != "" {
		t.Errorf("with the variable empty: Authorization %q", m2.auth)
	}
}

// The cache is per session and per folder: another folder, or another
// session, asks again.
func TestModelCacheKeys(t *testing.T) {
	m := newMockModel(t, nil)
	e := newModelEnv(t, m.srv.URL, "")
	e.run(t, "frobnicate a")
	e.run(t, "frobnicate a")
	sub := filepath.Join(e.dir, "sub")
	must(t, os.Mkdir(sub, 0o755))
	cmd := e.command("-c", "frobnicate a")
	cmd.Dir = sub
	must(t, cmd.Run())
	e.env = append(e.env, "GATESH_SESSION=s-2")
	e.run(t, "frobnicate a")
	if got := m.requests(); len(got) != 3 {
		t.Errorf("%d requests, want 3 (first, other folder, other session): %q", len(got), got)
	}
}

// The same path serves the agents' hooks.
func TestModelInHookMode(t *testing.T) {
	m := newMockModel(t, map[string]mockAnswer{"--sync": {content: `{"tier": "red", "reason": "uploads"}`}})
	e := newModelEnv(t, m.srv.URL, "")
	in, _ := json.Marshal(map[string]any{"session_id": "h-1", "cwd": e.dir, "hook_event_name": "PreToolUse",
		"tool_name": "Bash", "tool_input": map[string]any{"command": "frobnicate --sync"}})
	cmd := e.command("hook", "claude")
	cmd.Stdin = strings.NewReader(string(in))
	out, _ := cmd.CombinedOutput()
	if !strings.Contains(string(out), `model-raised: the model mock-1 says: \"uploads\"`) && !strings.Contains(string(out), `model-raised: the model mock-1 says: "uploads"`) {
		t.Errorf("hook answer lacks the model's words: %s", out)
	}
	if e.frobnicated() || len(m.requests()) != 1 {
		t.Errorf("ran %v, requests %q", e.frobnicated(), m.requests())
	}
}

// A tool call that no [tools] rule names is unfamiliar too: the model
// sees the tool and its arguments, and its raise blocks the call through
// the generic hook, whose answer then says red.
func TestModelRaisesUnknownTool(t *testing.T) {
	m := newMockModel(t, map[string]mockAnswer{"sync_everything": {content: `{"tier": "red", "reason": "pushes every file to the frobber service"}`}})
	e := newModelEnv(t, m.srv.URL, "")
	ask := func(tool string) string {
		in, _ := json.Marshal(map[string]any{"session": "h-2", "cwd": e.dir, "tool": tool, "input": map[string]any{"target": "all"}})
		cmd := e.command("hook", "generic")
		cmd.Stdin = strings.NewReader(string(in))
		out, _ := cmd.CombinedOutput()
		return string(out)
	}
	out := ask("mcp__frobber__sync_everything")
	if !strings.Contains(out, "pushes every file to the frobber service") || !strings.Contains(out, `{"verdict":"hold","tier":"red"`) {
		t.Errorf("hook answer: %s", out)
	}
	if got := m.requests(); len(got) != 1 || !strings.HasPrefix(got[0], "mcp__frobber__sync_everything ") {
		t.Errorf("the model saw %q", got)
	}
	if rec := e.lastDecision(t); rec.Model != secondopinion.Raised || rec.Tier != "red" {
		t.Errorf("record %+v", rec)
	}
}
