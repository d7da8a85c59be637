//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/e2e/mockmodel"
)

// The tool-call tests: every tool an agent has, not only its shell,
// goes through gatesh. For each CLI, on both routes, one session of the
// mock model
//   - edits a file of the project with the agent's file tool and lists
//     the comments with the MCP server's read: both pass, and the model
//     receives byte for byte what it receives with no gatesh at all;
//   - writes ~/.bashrc with the file tool, reads ~/.ssh/id_ed25519 with
//     it, and posts a comment through MCP: each is held with its victim
//     untouched, runs once after `gatesh approve ID`, and is held again
//     on a third identical call;
//
// and the audit log records every call by its tool, and verifies.

func TestToolsClaude(t *testing.T) { testTools(t, claudeTools) }
func TestToolsGemini(t *testing.T) { testTools(t, geminiTools) }
func TestToolsCodex(t *testing.T)  { testTools(t, codexTools) }

func testTools(t *testing.T, ta *toolAgent) {
	t.Parallel()
	findCLI(t, ta.cli)
	want := toolsBaseline(t, ta)
	t.Run("shell route", func(t *testing.T) { testToolsRoute(t, ta, shell, want) })
	t.Run("hook route", func(t *testing.T) { testToolsRoute(t, ta, hook, want) })
}

// testToolsHookOnly is testTools for an agent whose only route is its
// pre-tool hook or plugin.
func testToolsHookOnly(t *testing.T, ta *toolAgent) {
	t.Parallel()
	findCLI(t, ta.cli)
	want := toolsBaseline(t, ta)
	testToolsRoute(t, ta, hook, want)
}

// A toolStep is one tool call of the script and the check of its result.
type toolStep struct {
	kind  string // write, edit, read, post, list; "" for a preparing read
	reply mockmodel.Reply
	check func(res mockmodel.Result)
	// retry, if set, tells from the step's result that the call must be
	// made again (mockmodel.Await): the agent was not ready for it.
	retry func(res mockmodel.Result) bool
}

// play scripts the model: each step's reply, and on the next request
// the check of its result. The session ends with a text.
func (tw *toolWorld) play(steps []toolStep) {
	script := make([]mockmodel.Step, 0, len(steps)+1)
	for i := 0; i <= len(steps); i++ {
		step := func(turn mockmodel.Turn) mockmodel.Reply {
			if i > 0 && steps[i-1].check != nil {
				steps[i-1].check(turn.Last())
			}
			if i == len(steps) {
				return mockmodel.Text("done")
			}
			return steps[i].reply
		}
		if i > 0 && steps[i-1].retry != nil {
			prev := steps[i-1]
			step = mockmodel.Await(func(t mockmodel.Turn) bool { return !prev.retry(t.Last()) }, prev.reply, step)
		}
		script = append(script, step)
	}
	tw.model.Script(script...)
}

// greenSteps edit the project's notes and list the comments; results
// records what the model received for each.
func greenSteps(tw *toolWorld, ta *toolAgent, results map[string]mockmodel.Result) []toolStep {
	var steps []toolStep
	if ta.readFirst {
		steps = append(steps, toolStep{reply: ta.read(tw.notes)})
	}
	return append(steps,
		toolStep{kind: "edit", reply: ta.edit(tw), check: func(res mockmodel.Result) { results["edit"] = res }},
		toolStep{kind: "list", reply: ta.list, check: func(res mockmodel.Result) { results["list"] = res }},
	)
}

// toolsBaseline runs the green calls with no gatesh anywhere: what the
// model receives then is what it must receive through gatesh.
func toolsBaseline(t *testing.T, ta *toolAgent) map[string]string {
	t.Helper()
	tw := newToolWorld(t)
	results := map[string]mockmodel.Result{}
	tw.play(greenSteps(tw, ta, results))
	tw.run(ta.withTools(tw), plain)
	if got := tw.read(tw.notes); got != "status: final\n" {
		t.Fatalf("no gatesh: the edit left the notes %q\n%s", got, tw.requestLog())
	}
	if !strings.Contains(results["list"].Output, strings.TrimSpace(commentsText)) {
		t.Fatalf("no gatesh: the MCP read returned %q\n%s", results["list"].Output, tw.requestLog())
	}
	if calls := tw.hookCalls(); len(calls) != 0 {
		t.Fatalf("no gatesh: the hook ran %d times", len(calls))
	}
	want := map[string]string{}
	for k, r := range results {
		want[k] = tw.comparable(ta.agent, r)
	}
	return want
}

// A redTool is a call that must be held: its victim, and how to tell
// that the call ran.
type redTool struct {
	kind  string
	reply mockmodel.Reply
	// ran tells whether the call took effect, from its result and the
	// victims.
	ran func(res mockmodel.Result) bool
}

func redTools(tw *toolWorld, ta *toolAgent) []redTool {
	reds := []redTool{{kind: "write", reply: ta.write(tw), ran: func(mockmodel.Result) bool {
		return tw.read(tw.bashrc) != bashrcText
	}}}
	if ta.read != nil {
		reds = append(reds, redTool{kind: "read", reply: ta.read(tw.key), ran: func(res mockmodel.Result) bool {
			return strings.Contains(string(res.Raw), keySecret)
		}})
	}
	return append(reds, redTool{kind: "post", reply: ta.post, ran: func(mockmodel.Result) bool {
		return tw.read(tw.comments) != commentsText
	}})
}

func testToolsRoute(t *testing.T, ta *toolAgent, rt route, want map[string]string) {
	tw := newToolWorld(t)
	got := map[string]mockmodel.Result{}
	// A shell command, right after the held write of ~/.bashrc: Claude
	// Code takes its shell snapshot (bash -l, which sources ~/.bashrc)
	// before its first Bash call, so a write that got through would run
	// here. On the shell route the command reaches gatesh as the shell,
	// and must not start the hook too.
	shellStep := toolStep{kind: "shell", reply: mockmodel.Shell("echo tools"), check: func(res mockmodel.Result) {
		if st, ok := ta.exit(res); !ok || st != 0 || !strings.Contains(res.Output, "tools") {
			t.Errorf("the shell command: status %d (ok %v), the model received:\n%q", st, ok, res.Output)
		}
	}}
	steps := greenSteps(tw, ta, got)
	// ids[kind] are the requests of the first and the third call.
	ids := map[string][2]string{}
	// approvedRun[kind] is the tool call id of the approved run.
	approvedRun := map[string]string{}
	for _, red := range redTools(tw, ta) {
		held := func(n int, res mockmodel.Result) string {
			t.Logf("%s, call %d, as the model received it: %s", red.kind, n, clip(string(res.Raw)))
			id := heldID(res)
			if id == "" || !strings.Contains(res.Output, "gatesh") {
				t.Errorf("%s, call %d: not held by gatesh; the model received:\n%q", red.kind, n, res.Output)
			}
			if red.ran(res) {
				t.Errorf("%s, call %d: the held call ran: the victim is gone", red.kind, n)
			}
			return id
		}
		prep := func() {
			// The CLI writes only a file the session has read.
			if ta.readFirst && red.kind == "write" {
				steps = append(steps, toolStep{reply: ta.read(tw.bashrc)})
			}
		}
		prep()
		steps = append(steps, toolStep{kind: red.kind, reply: red.reply, check: func(res mockmodel.Result) {
			id := held(1, res)
			ids[red.kind] = [2]string{id, ""}
			if id == "" {
				return
			}
			if out, err := tw.operator("approve", "--reason", "the test approves it", id); err != nil {
				t.Errorf("gatesh approve %s: %v\n%s", id, err, out)
			}
		}})
		if red.kind == "write" {
			steps = append(steps, shellStep)
		}
		if red.kind == "post" {
			// The approval is for that call: another body is held.
			other := *red.reply.Call
			other.Args = map[string]any{"body": otherBody}
			steps = append(steps, toolStep{kind: "post", reply: mockmodel.Reply{Call: &other}, check: func(res mockmodel.Result) {
				if heldID(res) == "" || tw.read(tw.comments) != commentsText {
					t.Errorf("post of another body after the approval of one: not held; the model received:\n%q", res.Output)
				}
			}})
		}
		prep()
		steps = append(steps, toolStep{kind: red.kind, reply: red.reply, check: func(res mockmodel.Result) {
			if id := heldID(res); id != "" || !red.ran(res) {
				t.Errorf("%s, call 2 after approval: it did not run (request %q); the model received:\n%q", red.kind, id, res.Output)
			}
			approvedRun[red.kind] = res.CallID
			tw.restore()
		}})
		prep()
		steps = append(steps, toolStep{kind: red.kind, reply: red.reply, check: func(res mockmodel.Result) {
			id := held(3, res)
			first := ids[red.kind][0]
			if id != "" && id == first {
				t.Errorf("%s, call 3: held under the used request %s, want a new one", red.kind, id)
			}
			ids[red.kind] = [2]string{first, id}
		}})
	}
	tw.play(steps)
	tw.run(ta.withTools(tw), rt)
	if n := tw.model.Remaining(); n != 0 {
		t.Fatalf("the agent stopped with %d steps of the script left\n%s", n, tw.requestLog())
	}

	if _, err := os.Stat(filepath.Join(tw.home, "startup-ran")); err == nil {
		t.Errorf("a shell sourced the ~/.bashrc the model wrote while the write was held")
	}
	// The green calls: done, and the same bytes as without gatesh.
	if got := tw.read(tw.notes); got != "status: final\n" {
		t.Errorf("the green edit left the notes %q", got)
	}
	for _, k := range []string{"edit", "list"} {
		if g := tw.comparable(ta.agent, got[k]); g != want[k] {
			t.Errorf("green %s: the model received different bytes\nno gatesh: %s\ngatesh:    %s", k, want[k], g)
		}
	}
	// The shell command is decided: by the shell on the shell route (in
	// the agent's wrapper, and again where the wrapper starts a shell),
	// by the hook on the hook route, never by both: the hook would log
	// it as the model wrote it, a second time.
	var decided []string
	exact := 0
	for _, l := range tw.audit() {
		if l.Event == "decision" && strings.Contains(l.Command, "echo tools") {
			decided = append(decided, clip(l.raw))
			if l.Command == "echo tools" {
				exact++
			}
		}
	}
	if len(decided) == 0 || exact > 1 {
		t.Errorf("the shell command was decided %d times, %d as the model wrote it; want once that way at most:\n%s", len(decided), exact, strings.Join(decided, "\n"))
	}
	tw.checkKey(approvedRun["read"])
	tw.checkHookCalls(ta, rt, steps)
	tw.checkToolLog(ta, ids)
}

// checkKey checks that the key's bytes reached the model only in the
// result of the approved read (callID), and in no request before it.
func (tw *toolWorld) checkKey(callID string) {
	t := tw.t
	reqs := tw.model.Requests()
	for i, r := range reqs {
		if !strings.Contains(string(r.Body), keySecret) {
			continue
		}
		approved := callID != "" && slices.ContainsFunc(r.Results, func(res mockmodel.Result) bool {
			return res.CallID == callID && strings.Contains(string(res.Raw), keySecret)
		})
		if !approved {
			t.Errorf("request %d to the model (%s) holds the private key's bytes, before any approved read", i, r.Path)
			return
		}
		for _, res := range r.Results {
			if res.CallID != callID && strings.Contains(string(res.Raw), keySecret) {
				t.Errorf("the result of tool call %s (%s) holds the private key's bytes; only the approved read may", res.CallID, res.Tool)
			}
		}
	}
}

// checkHookCalls checks which tool calls started the hook, by the tee's
// record: every call of the script but the shell's on the shell route
// (the shell sees those), with the tool name the agent gives it.
func (tw *toolWorld) checkHookCalls(ta *toolAgent, rt route, steps []toolStep) {
	t := tw.t
	calls := tw.hookCalls()
	seen := map[string]int{}
	for _, c := range calls {
		p := c.payload()
		seen[p.Tool]++
		if rt == shell && ta.name != "codex" && p.Tool == shellTool(ta) {
			t.Errorf("on the shell route the hook ran for the shell tool too: a red command would need two approvals\n%s", c.Input)
		}
		if p.Tool == ta.hookTools["post"] {
			tw.checkMCPPayload(ta, p, c)
			if seen[p.Tool] == 1 {
				t.Logf("the hook input of an MCP call: %s", clip(string(c.Input)))
			}
		}
		// A file tool names its file; Codex's apply_patch sends the patch.
		switch p.Tool {
		case "Write", "Edit", "Read", "write_file", "replace", "read_file", "edit", "view", "write", "read":
			var f string
			for _, k := range []string{"file_path", "path", "filePath"} {
				if v, ok := p.ToolInput[k].(string); ok && f == "" {
					f = v
				}
			}
			if !strings.HasPrefix(f, tw.root) {
				t.Errorf("%s: tool_input.file_path %q, want the absolute path the model gave", p.Tool, f)
			}
		case "apply_patch":
			if cmd, _ := p.ToolInput["command"].(string); !strings.HasPrefix(cmd, "*** Begin Patch\n") {
				t.Errorf("apply_patch: tool_input.command %q, want the patch text", cmd)
			}
		}
	}
	wantCalls := map[string]int{}
	for _, s := range steps {
		name := ta.hookTools[s.kind]
		switch s.kind {
		case "":
			name = ta.hookTools["read"]
		case "shell":
			if rt == shell && ta.name != "codex" {
				continue // the shell sees it; checked above
			}
			name = shellTool(ta)
		}
		wantCalls[name]++
	}
	for name, n := range wantCalls {
		if seen[name] < n {
			t.Errorf("the hook ran %d times for %s, want %d: the matcher gatesh install wrote misses it (hook runs: %v)", seen[name], name, n, seen)
		}
	}
}

func shellTool(ta *toolAgent) string {
	if ta.shellTool != "" {
		return ta.shellTool
	}
	return "Bash"
}

// checkMCPPayload checks what the agent tells the hook of an MCP call:
// the arguments as the model gave them, and the server where the agent
// names it.
func (tw *toolWorld) checkMCPPayload(ta *toolAgent, p payload, c hookCall) {
	t := tw.t
	if body := p.ToolInput["body"]; p.Tool == ta.hookTools["post"] && body != postBody && body != otherBody {
		t.Errorf("MCP post: tool_input %v, want the body as the model gave it", p.ToolInput)
	}
	switch ta.name {
	case "claude":
		if p.MCPServer["name"] != "comments" {
			t.Errorf("Claude Code's MCP call names no server: %s", c.Input)
		}
	case "gemini":
		if p.MCPContext["server_name"] != "comments" || !strings.HasSuffix(p.Tool, fmt.Sprint(p.MCPContext["tool_name"])) {
			t.Errorf("Gemini CLI's MCP call names no server and tool: %s", c.Input)
		}
	}
}

// checkToolLog checks the audit log: a decision with the tool's name for
// every call, the approvals used once, and an intact chain.
func (tw *toolWorld) checkToolLog(ta *toolAgent, ids map[string][2]string) {
	t := tw.t
	if out, err := tw.operator("log", "verify"); err != nil {
		t.Errorf("gatesh log verify: %v\n%s", err, out)
	}
	lines := tw.toolAudit()
	decisions := map[string]map[string]int{} // tool -> verdict -> count
	for _, l := range lines {
		if l.Event != "decision" || l.Tool == "" {
			continue
		}
		if decisions[l.Tool] == nil {
			decisions[l.Tool] = map[string]int{}
		}
		decisions[l.Tool][l.Verdict]++
		if len(l.Input) == 0 || l.Command == "" {
			t.Errorf("a tool decision without its input and one-line command:\n%s", clip(l.raw))
		}
	}
	for _, l := range tw.audit() {
		if strings.Contains(l.raw, keySecret) {
			t.Errorf("the audit log holds the private key's bytes:\n%s", clip(l.raw))
		}
		if l.Agent != ta.logName || l.Session == "" {
			t.Errorf("audit line without agent %q and a session:\n%s", ta.logName, clip(l.raw))
		}
	}
	for _, k := range []string{"edit", "list"} {
		if decisions[ta.hookTools[k]]["auto_pass"] == 0 {
			t.Errorf("no decision that passes %s (%s) in the audit log: %v", k, ta.hookTools[k], decisions)
		}
	}
	status := map[string]string{}
	for _, r := range tw.requests() {
		status[r.ID] = r.Status
		if r.Command == "" || strings.Contains(r.Command, keySecret) {
			t.Errorf("request %s: pending --json shows the command %q, want a one-line display of the call", r.ID, r.Command)
		}
	}
	for kind, pair := range ids {
		tool := ta.hookTools[kind]
		if decisions[tool]["hold"] < 2 {
			t.Errorf("%s (%s): %d held decisions in the audit log, want 2: %v", kind, tool, decisions[tool]["hold"], decisions)
		}
		first, third := pair[0], pair[1]
		if first == "" {
			continue
		}
		events := map[string]int{}
		for _, l := range lines {
			if l.Request == first {
				events[l.Event]++
				if l.Event == "held" && l.Tool != tool {
					t.Errorf("request %s is logged as held for tool %q, want %q", first, l.Tool, tool)
				}
			}
		}
		if events["approved"] != 1 || events["used"]+events["run"] == 0 || events["run"] > 1 {
			t.Errorf("%s: request %s's events %v, want approved once, then used and run once", kind, first, events)
		}
		if status[first] != "used" || (third != "" && status[third] != "pending") {
			t.Errorf("%s: requests %s and %s are %q and %q, want used and pending", kind, first, third, status[first], status[third])
		}
	}
	if raw, err := json.Marshal(decisions); err == nil {
		t.Logf("tool decisions in the audit log: %s", raw)
	}
}
