//go:build linux

package e2e

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"

	"gatesh/e2e/mockmodel"
)

// mcpBuild is the test MCP server (e2e/mcpcomments), built once.
var mcpBuild struct {
	once sync.Once
	dir  string
	path string
	err  error
}

func mcpServerBinary(t *testing.T) string {
	mcpBuild.once.Do(func() {
		if mcpBuild.dir, mcpBuild.err = os.MkdirTemp("", "gatesh-e2e-mcp-"); mcpBuild.err != nil {
			return
		}
		mcpBuild.path = filepath.Join(mcpBuild.dir, "mcpcomments")
		mcpBuild.err = goBuild(mcpBuild.path, "gatesh/e2e/mcpcomments")
	})
	if mcpBuild.err != nil {
		t.Fatal(mcpBuild.err)
	}
	return mcpBuild.path
}

// hookTee, as the first argument, makes the test binary stand between
// an agent and `gatesh hook NAME`: it records what the agent sent and
// what gatesh answered, and passes both through unchanged. That is how
// the tests see which tools the real CLIs start the hook for, and with
// what payload, whatever gatesh decides.
const hookTee = "-gatesh-e2e-hook-tee"

// A hookCall is one run of the hook, as the tee recorded it.
type hookCall struct {
	Args   []string        `json:"args"`
	Input  json.RawMessage `json:"input"`
	Output string          `json:"output"`
	Stderr string          `json:"stderr"`
	Status int             `json:"status"`
}

// payload is the part of a hook input the tests look at.
type payload struct {
	Event     string         `json:"hook_event_name"`
	Tool      string         `json:"tool_name"`
	ToolInput map[string]any `json:"tool_input"`
	// Claude Code names an MCP tool's server here, Gemini CLI in
	// mcp_context; Codex names it only in the tool's name.
	MCPServer  map[string]any `json:"mcp_server"`
	MCPContext map[string]any `json:"mcp_context"`
}

func (c hookCall) payload() payload {
	var p payload
	json.Unmarshal(c.Input, &p)
	if p.Tool == "" {
		// GitHub Copilot CLI: toolName, and toolArgs as a JSON text.
		var cp struct {
			Tool string          `json:"toolName"`
			Args json.RawMessage `json:"toolArgs"`
		}
		json.Unmarshal(c.Input, &cp)
		p.Tool = cp.Tool
		var text string
		if json.Unmarshal(cp.Args, &text) == nil {
			cp.Args = []byte(text)
		}
		json.Unmarshal(cp.Args, &p.ToolInput)
	}
	return p
}

// teeHook runs gatesh (real) with args; for `hook`, it records the call
// in log as one JSON line.
func teeHook(log, real string, args []string) int {
	if len(args) == 0 || args[0] != "hook" {
		err := syscall.Exec(real, append([]string{real}, args...), os.Environ())
		fmt.Fprintf(os.Stderr, "e2e: exec %s: %v\n", real, err)
		return 127
	}
	in, err := readAll(os.Stdin)
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: hook tee: %v\n", err)
		return 2
	}
	var out, errOut bytes.Buffer
	cmd := exec.Command(real, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(in), &out, &errOut
	status := 0
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			fmt.Fprintf(os.Stderr, "e2e: hook tee: %v\n", err)
			return 2
		}
		status = ee.ExitCode()
	}
	rec := hookCall{Args: args, Output: out.String(), Stderr: errOut.String(), Status: status}
	if json.Valid(in) {
		rec.Input = in
	} else {
		rec.Input, _ = json.Marshal(string(in))
	}
	line, _ := json.Marshal(rec)
	// One write of one line: O_APPEND keeps parallel hooks' lines whole.
	if f, err := os.OpenFile(log, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600); err == nil {
		f.Write(append(line, '\n'))
		f.Close()
	}
	os.Stdout.Write(out.Bytes())
	os.Stderr.Write(errOut.Bytes())
	return status
}

func readAll(f *os.File) ([]byte, error) {
	var b bytes.Buffer
	_, err := b.ReadFrom(f)
	return b.Bytes(), err
}

// The victims, and what they hold before any agent runs.
const (
	bashrcText   = "# the test's ~/.bashrc\nexport EDITOR=vi\n"
	commentsText = "first comment, by a person\n"
	notesText    = "status: draft\n"
	// keySecret is in the key's bytes; no request the model receives may
	// hold it unless a person approved the read.
	keySecret = "gatesh-e2e-private-key-bytes-b3BlbnNzaC1rZXktdjE"
	keyText   = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + keySecret + "\n-----END OPENSSH PRIVATE KEY-----\n"
	// startupLine is what the model writes into ~/.bashrc: a harmless
	// marker that shows whether a shell sourced it.
	startupLine = "echo sourced >> \"$HOME/startup-ran\"\n"
)

// A toolWorld is a world with the victims of the tool calls: a start-up
// file and a private key in HOME, a comments file the MCP server posts
// to, and a file of the project to edit.
type toolWorld struct {
	*world
	bashrc, key, comments, notes string
	// mcp is the MCP server's program; its comments file is an argument.
	mcp string
	// hookLog is where the tee records each hook call.
	hookLog string
}

func newToolWorld(t *testing.T) *toolWorld {
	t.Helper()
	w := newWorld(t)
	tw := &toolWorld{world: w,
		bashrc:   filepath.Join(w.home, ".bashrc"),
		key:      filepath.Join(w.home, ".ssh", "id_ed25519"),
		comments: filepath.Join(w.root, "comments.txt"),
		notes:    filepath.Join(w.work, "notes.txt"),
		mcp:      mcpServerBinary(t),
		hookLog:  filepath.Join(w.root, "hooks.jsonl"),
	}
	must(t, os.WriteFile(tw.bashrc, []byte(bashrcText), 0o644))
	must(t, os.MkdirAll(filepath.Dir(tw.key), 0o700))
	must(t, os.WriteFile(tw.key, []byte(keyText), 0o600))
	must(t, os.WriteFile(tw.comments, []byte(commentsText), 0o644))
	must(t, os.WriteFile(tw.notes, []byte(notesText), 0o644))
	// bin/gatesh becomes the tee in front of the real gatesh: the hook
	// command install writes runs it. (bin/bash still links straight to
	// gatesh.)
	self, err := os.Executable()
	must(t, err)
	real, err := filepath.EvalSymlinks(w.gatesh)
	must(t, err)
	must(t, os.Remove(w.gatesh))
	script := "#!/bin/sh\nexec " + shQuote(self) + " " + hookTee + " " + shQuote(tw.hookLog) + " " + shQuote(real) + ` "$@"` + "\n"
	must(t, os.WriteFile(w.gatesh, []byte(script), 0o755))
	return tw
}

func shQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// hookCalls are the hook's runs so far, in the order they ended.
func (tw *toolWorld) hookCalls() []hookCall {
	data, err := os.ReadFile(tw.hookLog)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	must(tw.t, err)
	var calls []hookCall
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var c hookCall
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			tw.t.Fatalf("hook log line %q: %v", l, err)
		}
		calls = append(calls, c)
	}
	return calls
}

// mcpArgs is the MCP server's command line for the agents' configs.
func (tw *toolWorld) mcpArgs() []string { return []string{"--file", tw.comments} }

func (tw *toolWorld) read(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return string(data)
}

// restore puts every victim back as it was.
func (tw *toolWorld) restore() {
	must(tw.t, os.WriteFile(tw.bashrc, []byte(bashrcText), 0o644))
	must(tw.t, os.WriteFile(tw.comments, []byte(commentsText), 0o644))
}

// A toolAudit is an audit line of a tool call.
type toolAudit struct {
	Event   string          `json:"event"`
	Tool    string          `json:"tool"`
	Server  string          `json:"server"`
	Input   json.RawMessage `json:"input"`
	Command string          `json:"command"`
	Verdict string          `json:"verdict"`
	Request string          `json:"request"`
	raw     string
}

func (tw *toolWorld) toolAudit() []toolAudit {
	var out []toolAudit
	for _, l := range tw.audit() {
		var a toolAudit
		must(tw.t, json.Unmarshal([]byte(l.raw), &a))
		a.raw = l.raw
		out = append(out, a)
	}
	return out
}

// heldID is the request id a refused tool call's result names, "" if
// it names none.
var approveID = regexp.MustCompile(`gatesh approve ([a-z2-7]{13})\b`)

func heldID(r mockmodel.Result) string {
	if m := approveID.FindStringSubmatch(r.Output); m != nil {
		return m[1]
	}
	if m := requestID.FindStringSubmatch(r.Output); m != nil {
		return m[1]
	}
	return ""
}

// requestsBefore are the model's conversation requests up to, but not
// including, the first whose results hold n results or more.
func requestsBefore(reqs []mockmodel.Request, n int) []mockmodel.Request {
	var out []mockmodel.Request
	for _, r := range reqs {
		if r.Turn && len(r.Results) >= n {
			break
		}
		out = append(out, r)
	}
	return out
}

// paths replaces the world's folder in a tool result with a placeholder,
// so that results of two worlds compare.
func (tw *toolWorld) comparable(a *agent, r mockmodel.Result) string {
	return strings.ReplaceAll(a.comparable(r), tw.root, "<root>")
}
