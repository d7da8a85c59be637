//go:build linux

package redteamdesc

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/internal/testparallel"
)

// The test binary is also the MCP server: with serverEnv set it serves
// the scenario of that name on stdin/stdout and exits.
const (
	serverEnv = "RTD_SCENARIO"
	logEnv    = "RTD_LOG"
)

func TestMain(m *testing.M) {
	if name := os.Getenv(serverEnv); name != "" {
		os.Exit(serve(name))
	}
	testparallel.Default(parallelTests)
	code := m.Run()
	if build.dir != "" {
		os.RemoveAll(build.dir)
	}
	os.Exit(code)
}

// parallelTests is how many tests run at once unless -parallel says.
// Each test starts gatesh and a server in folders of its own and then
// mostly waits: for answers, and for gatesh's own deadlines on a server
// that never answers. One after another, the tests took 164 s of a CI
// run; on a loaded machine, 470 s for 71 s of CPU, gatesh's build
// included.
const parallelTests = 6

// build is gatesh (and gatesh-mcp), built once per test binary.
var build struct {
	once sync.Once
	dir  string
	err  error
}

func binary(t *testing.T, name string) string {
	t.Helper()
	build.once.Do(func() {
		build.dir, build.err = os.MkdirTemp("", "redteamdesc-")
		if build.err != nil {
			return
		}
		for _, b := range []string{"gatesh", "gatesh-mcp"} {
			cmd := exec.Command("go", "build", "-o", filepath.Join(build.dir, b), "gatesh/cmd/"+b)
			if out, err := cmd.CombinedOutput(); err != nil {
				build.err = fmt.Errorf("go build %s: %v\n%s", b, err, out)
				return
			}
		}
	})
	if build.err != nil {
		t.Fatal(build.err)
	}
	return filepath.Join(build.dir, name)
}

// ---- the server side ----

// request is what a Go MCP server built on encoding/json reads of a
// message (as mark3labs/mcp-go does): keys match case-insensitively and
// the last of a repeated key wins.
type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		Name   string `json:"name"`
		Cursor string `json:"cursor"`
	} `json:"params"`
}

// scenario answers one message; its lines go to stdout as they are.
type scenario func(st *serverState, req request, line []byte) []string

type serverState struct {
	lists int
}

var scenarios = map[string]scenario{}

func serve(name string) int {
	name, nulKeys := strings.CutSuffix(name, "+nul")
	sc, ok := scenarios[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "redteamdesc: no scenario %q\n", name)
		return 2
	}
	logf, err := os.OpenFile(os.Getenv(logEnv), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer logf.Close()
	out := bufio.NewWriter(os.Stdout)
	st := &serverState{}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 256<<20)
	for in.Scan() {
		line := in.Bytes()
		fmt.Fprintf(logf, "RECV %s\n", line)
		if nulKeys {
			// segmentio/encoding before v0.5.4 (go-sdk v1.3.1 to
			// v1.4.0, GHSA-q382-vc8q-7jhj) read a key with a NUL
			// appended as the key itself.
			line = bytes.ReplaceAll(line, []byte(`\u0000":`), []byte(`":`))
		}
		var reqs []request
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] == '[' {
			var raws []json.RawMessage
			json.Unmarshal(t, &raws)
			for _, r := range raws {
				var q request
				json.Unmarshal(r, &q)
				reqs = append(reqs, q)
			}
		} else {
			var q request
			if err := json.Unmarshal(line, &q); err != nil {
				continue
			}
			reqs = append(reqs, q)
		}
		for _, q := range reqs {
			if q.Method == "tools/call" {
				fmt.Fprintf(logf, "CALL %q\n", q.Params.Name)
			}
			for _, l := range sc(st, q, line) {
				out.WriteString(l)
				out.WriteByte('\n')
			}
		}
		out.Flush()
	}
	return 0
}

// base answers initialize, pings and calls; list answers tools/list.
func base(list func(st *serverState, req request) []string) scenario {
	return func(st *serverState, req request, line []byte) []string {
		id := string(req.ID)
		switch req.Method {
		case "initialize":
			return []string{`{"jsonrpc":"2.0","id":` + id + `,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"srv","version":"1"}}}`}
		case "tools/list":
			st.lists++
			return list(st, req)
		case "tools/call":
			return []string{`{"jsonrpc":"2.0","id":` + id + `,"result":{"content":[{"type":"text","text":` + jsonString("SERVER RAN "+req.Params.Name) + `}]}}`}
		case "":
			return nil
		}
		if strings.HasPrefix(req.Method, "notifications/") {
			return nil
		}
		return []string{`{"jsonrpc":"2.0","id":` + id + `,"result":{}}`}
	}
}

// listOf answers every tools/list with these tools.
func listOf(tools ...string) scenario {
	return base(func(st *serverState, req request) []string {
		return []string{listResult(string(req.ID), tools...)}
	})
}

func listResult(id string, tools ...string) string {
	return `{"jsonrpc":"2.0","id":` + id + `,"result":{"tools":[` + strings.Join(tools, ",") + `]}}`
}

// The tools. thread_action's name says little (tool-unknown: yellow);
// its description alone says it sends, which must raise it to red.
const (
	sends    = `Sends the thread to everyone subscribed to it, by email`
	saysSend = `{"name":"thread_action","description":"` + sends + `","inputSchema":{"type":"object","properties":{}}}`
	saysList = `{"name":"thread_action","description":"Lists the threads","inputSchema":{"type":"object","properties":{}},"annotations":{"readOnlyHint":true}}`
	listItem = `{"name":"list_items","description":"Lists the items","inputSchema":{"type":"object","properties":{}},"annotations":{"readOnlyHint":true}}`
)

// ---- the agent side ----

type proxy struct {
	t      *testing.T
	home   string
	log    string
	cmd    *exec.Cmd
	stdin  interface{ Write([]byte) (int, error) }
	closer func() error
	lines  chan string
	stderr *bytes.Buffer
	done   chan struct{}
}

func gatewayEnv(t *testing.T, home string) []string {
	env := []string{"HOME=" + home, "GATESH_HOME=" + filepath.Join(home, ".gatesh"),
		"GATESH_HOLD_WAIT=0s", "PATH=" + os.Getenv("PATH")}
	cmd := exec.Command(binary(t, "gatesh"), "init")
	cmd.Env = env
	cmd.Dir = home
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gatesh init: %v\n%s", err, out)
	}
	return env
}

// start runs `gatesh mcp --name srv -- THIS_TEST_BINARY` serving scenario.
// The test runs beside the others (see parallelTests).
func start(t *testing.T, name string) *proxy {
	t.Helper()
	t.Parallel()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return startArgs(t, name, "--name", "srv", "--", self)
}

func startArgs(t *testing.T, name string, args ...string) *proxy {
	t.Helper()
	home := t.TempDir()
	env := gatewayEnv(t, home)
	p := &proxy{t: t, home: home, log: filepath.Join(home, "server.log"),
		lines: make(chan string, 1024), stderr: &bytes.Buffer{}, done: make(chan struct{})}
	p.cmd = exec.Command(binary(t, "gatesh"), append([]string{"mcp"}, args...)...)
	p.cmd.Env = append(env, serverEnv+"="+name, logEnv+"="+p.log)
	p.cmd.Dir = home
	p.cmd.Stderr = p.stderr
	in, err := p.cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	p.stdin, p.closer = in, in.Close
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<20), 256<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	t.Cleanup(p.stop)
	return p
}

func (p *proxy) send(line string) {
	p.t.Helper()
	if _, err := p.stdin.Write([]byte(line + "\n")); err != nil {
		p.t.Fatalf("write to gatesh mcp: %v", err)
	}
}

// await returns the first line from gatesh whose id is id (a JSON
// value compared after decoding), or "" after timeout.
func (p *proxy) await(id string, timeout time.Duration) string {
	p.t.Helper()
	var want any
	json.Unmarshal([]byte(id), &want)
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				return ""
			}
			if hasID(l, want) {
				return l
			}
		case <-deadline:
			return ""
		}
	}
}

func hasID(line string, want any) bool {
	var one map[string]any
	if json.Unmarshal([]byte(line), &one) == nil {
		return fmt.Sprint(one["id"]) == fmt.Sprint(want)
	}
	var many []map[string]any
	if json.Unmarshal([]byte(line), &many) == nil {
		for _, m := range many {
			if fmt.Sprint(m["id"]) == fmt.Sprint(want) {
				return true
			}
		}
	}
	return false
}

func (p *proxy) init() {
	p.t.Helper()
	p.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"redteam","version":"1"}}}`)
	if p.await("1", 10*time.Second) == "" {
		p.t.Fatalf("no answer to initialize; stderr:\n%s", p.stderr)
	}
	p.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
}

// list sends tools/list and returns its answer ("" if none in 5 s).
func (p *proxy) list(id, params string) string {
	p.t.Helper()
	if params == "" {
		params = "{}"
	}
	p.send(`{"jsonrpc":"2.0","id":` + id + `,"method":"tools/list","params":` + params + `}`)
	return p.await(id, 5*time.Second)
}

func callLine(id, tool string) string {
	return `{"jsonrpc":"2.0","id":` + id + `,"method":"tools/call","params":{"name":` + jsonString(tool) + `,"arguments":{}}}`
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func (p *proxy) stop() {
	if p.closer != nil {
		p.closer()
		p.closer = nil
	}
	exited := make(chan struct{})
	go func() { p.cmd.Wait(); close(exited) }()
	select {
	case <-exited:
	case <-time.After(8 * time.Second):
		p.cmd.Process.Kill()
		<-exited
	}
}

// serverCalls is every tools/call the server received, by the name it read.
func (p *proxy) serverCalls() []string {
	b, _ := os.ReadFile(p.log)
	var calls []string
	for _, l := range strings.Split(string(b), "\n") {
		if q, ok := strings.CutPrefix(l, "CALL "); ok {
			if name, err := strconv.Unquote(q); err == nil {
				calls = append(calls, name)
			}
		}
	}
	return calls
}

func (p *proxy) audit() string {
	b, _ := os.ReadFile(filepath.Join(p.home, ".gatesh", "audit.jsonl"))
	return string(b)
}

// outcome names what happened to the call: held, forwarded or hung.
func (p *proxy) outcome(answer, tool string) string {
	for _, c := range p.serverCalls() {
		if c == tool {
			return "forwarded"
		}
	}
	if answer == "" {
		return "hung"
	}
	return "held"
}

// expectHeld sends the call (id 99) for tool and asserts the safe
// behaviour: answered within 15 s with a tool error, the server never
// saw a call of tool, and the audit log records it.
func (p *proxy) expectHeld(call, tool string) {
	p.t.Helper()
	if call == "" {
		call = callLine("99", tool)
	}
	p.send(call)
	wait := 15 * time.Second
	if d, err := time.ParseDuration(os.Getenv("RTD_AWAIT")); err == nil {
		wait = d
	}
	answer := p.await("99", wait)
	p.stop()
	got := p.outcome(answer, tool)
	p.t.Logf("outcome: %s; in the audit log: %v; answer: %.300s", got, p.audited(tool), answer)
	if got != "held" {
		p.t.Errorf("the call of %s was %s, want held (server saw %q)\ngatesh stderr:\n%.2000s", tool, got, p.serverCalls(), p.stderr)
		return
	}
	var msg struct {
		Result struct {
			IsError bool `json:"isError"`
		} `json:"result"`
		Error *json.RawMessage `json:"error"`
	}
	elem := []byte(answer)
	if strings.HasPrefix(answer, "[") {
		var many []json.RawMessage
		json.Unmarshal(elem, &many)
		for _, m := range many {
			if hasID(string(m), float64(99)) {
				elem = m
			}
		}
	}
	json.Unmarshal(elem, &msg)
	if !msg.Result.IsError && msg.Error == nil {
		p.t.Errorf("held call answered without an error: %s", answer)
	}
	if !strings.Contains(answer, "gatesh") {
		p.t.Errorf("held call's answer does not say gatesh held it: %s", answer)
	}
	// The log is JSON lines, read as JSON: a name with a newline or an
	// invisible character in it is written escaped.
	if !p.audited(tool) {
		p.t.Errorf("the audit log does not record the held call of %q:\n%.1500s", tool, p.audit())
	}
}

// audited reports whether a record of the audit log names tool (as
// mcp__SERVER__TOOL on the gateway).
func (p *proxy) audited(tool string) bool {
	for line := range strings.SplitSeq(p.audit(), "\n") {
		var rec struct{ Tool string }
		if json.Unmarshal([]byte(line), &rec) == nil && (rec.Tool == tool || strings.HasSuffix(rec.Tool, "__"+tool)) {
			return true
		}
	}
	return false
}

// expectForwarded is the control: a benign call reaches the server.
func (p *proxy) expectForwarded(tool string) {
	p.t.Helper()
	p.send(callLine("99", tool))
	answer := p.await("99", 15*time.Second)
	p.stop()
	if got := p.outcome(answer, tool); got != "forwarded" || !strings.Contains(answer, "SERVER RAN") {
		p.t.Errorf("control: the call of %s was %s, want forwarded; answer %s\nstderr:\n%s", tool, got, answer, p.stderr)
	}
}
