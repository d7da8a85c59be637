package hook

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// Real-shaped inputs, one per agent, as the agents document them.
var inputs = map[string]string{
	"claude":  `{"session_id":"s-1","transcript_path":"/h/t.jsonl","cwd":"/repo","permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git push --force","description":"push","timeout":120000,"run_in_background":false},"tool_use_id":"toolu_1"}`,
	"codex":   `{"session_id":"c-1","turn_id":"t","transcript_path":null,"cwd":"/repo","hook_event_name":"PreToolUse","model":"gpt","permission_mode":"default","tool_name":"Bash","tool_input":{"command":"git push --force"},"tool_use_id":"call_1"}`,
	"gemini":  `{"session_id":"g-1","transcript_path":"/h/t.json","cwd":"/repo","hook_event_name":"BeforeTool","timestamp":"2026-01-01T00:00:00Z","tool_name":"run_shell_command","tool_input":{"command":"git push --force","description":"push","dir_path":"sub","is_background":false}}`,
	"cursor":  `{"conversation_id":"k-1","generation_id":"g","hook_event_name":"beforeShellExecution","command":"git push --force","cwd":"/repo","workspace_roots":["/repo"]}`,
	"copilot": `{"timestamp":1704614400000,"cwd":"/repo","toolName":"bash","toolArgs":"{\"command\":\"git push --force\",\"description\":\"push\"}"}`,
}

func run(t *testing.T, agent, input string, decide Decider) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	st := Run(agent, strings.NewReader(input), &out, &errb, decide)
	return st, out.String(), errb.String()
}

// recorder decides with a fixed verdict and keeps the call it saw.
type recorder struct {
	calls []Call
	v     Verdict
}

func (r *recorder) decide(c Call) (Verdict, error) {
	r.calls = append(r.calls, c)
	return r.v, nil
}

func TestCallFields(t *testing.T) {
	want := map[string]Call{
		"claude":  {Agent: "claude-code", Session: "s-1", Cwd: "/repo", Command: "git push --force"},
		"codex":   {Agent: "codex", Session: "c-1", Cwd: "/repo", Command: "git push --force", Terminal: true},
		"gemini":  {Agent: "gemini", Session: "g-1", Cwd: "/repo/sub", Command: "git push --force"},
		"cursor":  {Agent: "cursor", Session: "k-1", Cwd: "/repo", Command: "git push --force"},
		"copilot": {Agent: "copilot", Cwd: "/repo", Command: "git push --force"},
	}
	for agent, in := range inputs {
		rec := &recorder{}
		st, _, stderr := run(t, agent, in, rec.decide)
		if st != 0 || len(rec.calls) != 1 || rec.calls[0] != want[agent] {
			t.Errorf("%s: status %d, calls %+v, stderr %q; want one call %+v", agent, st, rec.calls, stderr, want[agent])
		}
	}
}

// The answers each agent reads as "blocked", and as "no objection".
func TestAnswers(t *testing.T) {
	deny := Verdict{Block: true, Reason: "gatesh: held: request abc waits\ngatesh: hint: run it again"}
	for _, tc := range []struct {
		agent      string
		v          Verdict
		want       string // exact stdout
		wantReason string // the reason field, checked after decoding
	}{
		{"claude", deny, "", deny.Reason},
		{"codex", deny, "", deny.Reason},
		{"gemini", deny, "", deny.Reason},
		{"cursor", deny, "", deny.Reason},
		{"copilot", deny, "", deny.Reason},
		{"claude", Verdict{}, "", ""},
		{"codex", Verdict{}, "", ""},
		{"gemini", Verdict{}, "", ""},
		{"cursor", Verdict{}, `{"permission":"allow"}` + "\n", ""},
		// Codex ignores a deny without a reason: there is always one.
		{"codex", Verdict{Block: true}, "", "gatesh: held: the command is blocked"},
	} {
		rec := &recorder{v: tc.v}
		st, out, stderr := run(t, tc.agent, inputs[tc.agent], rec.decide)
		if st != 0 || stderr != "" {
			t.Errorf("%s %+v: status %d, stderr %q", tc.agent, tc.v, st, stderr)
			continue
		}
		if tc.wantReason == "" {
			if out != tc.want {
				t.Errorf("%s %+v: stdout %q, want %q", tc.agent, tc.v, out, tc.want)
			}
			continue
		}
		var got struct {
			HookSpecificOutput struct {
				HookEventName, PermissionDecision, PermissionDecisionReason string
			}
			Decision, Reason                             string
			Permission, UserMessage, AgentMessage        string
			PermissionDecision, PermissionDecisionReason string
		}
		dec := json.NewDecoder(strings.NewReader(out))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&anyCase{&got}); err != nil {
			t.Errorf("%s: stdout %q: %v", tc.agent, out, err)
			continue
		}
		switch tc.agent {
		case "claude", "codex":
			h := got.HookSpecificOutput
			if h.HookEventName != "PreToolUse" || h.PermissionDecision != "deny" || h.PermissionDecisionReason != tc.wantReason {
				t.Errorf("%s: %q", tc.agent, out)
			}
		case "gemini":
			if got.Decision != "deny" || got.Reason != tc.wantReason {
				t.Errorf("%s: %q", tc.agent, out)
			}
		case "cursor":
			if got.Permission != "deny" || got.AgentMessage != tc.wantReason || got.UserMessage != tc.wantReason {
				t.Errorf("%s: %q", tc.agent, out)
			}
		case "copilot":
			if got.PermissionDecision != "deny" || got.PermissionDecisionReason != tc.wantReason {
				t.Errorf("%s: %q", tc.agent, out)
			}
		}
	}
}

// anyCase decodes the answer keys (hookSpecificOutput, user_message, ...)
// into the test's struct, refusing any key the agent's schema lacks.
type anyCase struct{ v any }

func (a *anyCase) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	allowed := map[string]string{
		"hookSpecificOutput": "HookSpecificOutput", "decision": "Decision", "reason": "Reason",
		"permission": "Permission", "user_message": "UserMessage", "agent_message": "AgentMessage",
		"permissionDecision": "PermissionDecision", "permissionDecisionReason": "PermissionDecisionReason",
	}
	fields := map[string]json.RawMessage{}
	for k, v := range m {
		f, ok := allowed[k]
		if !ok {
			return errors.New("unexpected key " + k)
		}
		fields[f] = v
	}
	b, _ = json.Marshal(fields)
	return json.Unmarshal(b, a.v)
}

// Every other tool is decided too, with its name, server and arguments.
func TestOtherTools(t *testing.T) {
	for _, tc := range []struct {
		agent, in          string
		tool, server, text string
	}{
		{"claude", `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":"/repo/x","old_string":"a","new_string":"b"}}`,
			"Edit", "", `Edit {"file_path":"/repo/x","new_string":"b","old_string":"a"}`},
		{"claude", `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"mcp__comments__post_comment","tool_input":{"body":"hi"},"mcp_server":{"name":"comments","source":"user"}}`,
			"mcp__comments__post_comment", "comments", `mcp__comments__post_comment {"body":"hi"}`},
		{"codex", `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"command":"*** Begin Patch"}}`,
			"apply_patch", "", `apply_patch {"command":"*** Begin Patch"}`},
		{"gemini", `{"session_id":"s","cwd":"/repo","hook_event_name":"BeforeTool","tool_name":"read_file","tool_input":{"file_path":"x"}}`,
			"read_file", "", `read_file {"file_path":"x"}`},
		{"gemini", `{"session_id":"s","cwd":"/repo","hook_event_name":"BeforeTool","tool_name":"mcp_my_srv_post_comment","tool_input":{"body":"hi"},"mcp_context":{"server_name":"my_srv","tool_name":"post_comment"}}`,
			"mcp_my_srv_post_comment", "my_srv", `mcp_my_srv_post_comment {"body":"hi"}`},
		{"cursor", `{"conversation_id":"k","hook_event_name":"beforeReadFile","file_path":"/repo/.env","content":"A=1","cwd":"/repo"}`,
			"beforeReadFile", "", `beforeReadFile {"file_path":"/repo/.env"}`},
		{"copilot", `{"timestamp":1,"cwd":"/repo","toolName":"edit","toolArgs":"{\"path\":\"/repo/x\"}"}`,
			"edit", "", `edit {"path":"/repo/x"}`},
		// GitHub Copilot CLI names an MCP tool SERVER-TOOL, and the server
		// nowhere else; a server's name and a tool's may both hold dashes,
		// so the hook names none (the shim looks in Copilot's settings).
		{"copilot", `{"sessionId":"s","cwd":"/repo","toolName":"github-mcp-server-list_issues","toolArgs":{"repo":"x"}}`,
			"github-mcp-server-list_issues", "", `github-mcp-server-list_issues {"repo":"x"}`},
		{"qwen", `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"mcp__comments__post_comment","tool_input":{"body":"hi"}}`,
			"mcp__comments__post_comment", "comments", `mcp__comments__post_comment {"body":"hi"}`},
		{"opencode", `{"session_id":"s","cwd":"/repo","hook_event_name":"tool.execute.before","tool_name":"write","tool_input":{"filePath":"/repo/x","content":"y"}}`,
			"write", "", `write {"content":"y","filePath":"/repo/x"}`},
		{"cursor", `{"conversation_id":"k","hook_event_name":"beforeMCPExecution","tool_name":"post_comment","tool_input":"{\"body\":\"hi\"}","cwd":"/repo"}`,
			"mcp__post_comment", "", `mcp__post_comment {"body":"hi"}`},
	} {
		rec := &recorder{v: Verdict{Block: true, Reason: "held"}}
		st, _, stderr := run(t, tc.agent, tc.in, rec.decide)
		if st != 0 || len(rec.calls) != 1 || rec.calls[0].Tool == nil {
			t.Errorf("%s %s: status %d stderr %q calls %+v", tc.agent, tc.tool, st, stderr, rec.calls)
			continue
		}
		c := rec.calls[0]
		if c.Tool.Tool != tc.tool || c.Tool.Server != tc.server || c.Tool.Text() != tc.text || c.Command != "" || c.Cwd != "/repo" {
			t.Errorf("%s: got tool %q server %q text %q command %q cwd %q", tc.agent, c.Tool.Tool, c.Tool.Server, c.Tool.Text(), c.Command, c.Cwd)
		}
	}
}

// Keys that Go would read one way and the agent another are refused, at
// the top and in the arguments.
func TestAmbiguousKeysBlock(t *testing.T) {
	for name, in := range map[string]string{
		"tool_name twice, folded": `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"},"TOOL_NAME":"Read"}`,
		"tool_input twice":        `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"},"Tool_Input":{"command":"rm -rf ~"}}`,
		"command twice":           `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf ~","Command":"ls"}}`,
		"exact duplicate":         `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Read","tool_name":"Bash","tool_input":{"command":"ls"}}`,
		"only a folded name":      `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","Tool_Name":"Bash","tool_input":{"command":"ls"}}`,
		"file_path twice":         `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"a","FILE_PATH":"/home/u/.bashrc","content":"x"}}`,
		// A reader that compares keys as written sees two keys; JSON.parse,
		// serde_json and Go decode both to "command".
		"command twice, escaped":   `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"comm\u0061nd":"rm -rf ~","command":"ls"}}`,
		"tool_name twice, escaped": `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Read","tool_n\u0061me":"Bash","tool_input":{"command":"ls"}}`,
		"long s folds to s":        `{"session_id":"s","\u017fession_id":"t","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`,
		"MCP argument twice":       `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"mcp__db__query","tool_input":{"sql":"select 1","opts":{"target":"sandbox","target":"production"}}}`,
	} {
		rec := &recorder{}
		st, out, stderr := run(t, "claude", in, rec.decide)
		if st != ExitBlock || out != "" || len(rec.calls) != 0 {
			t.Errorf("%s: status %d stdout %q stderr %q calls %+v", name, st, out, stderr, rec.calls)
		}
	}
}

// The generic protocol answers every call with the whole decision, on
// stdout, and an error with a hold.
func TestGeneric(t *testing.T) {
	rec := &recorder{v: Verdict{Block: true, Reason: "gatesh: held: x", Decision: "hold", Tier: "red",
		Rules: []Rule{{ID: "tool-outward", Tier: "red", Reason: "posts"}}, Request: "abcd1234"}}
	st, out, stderr := run(t, "generic", `{"tool":"mcp__comments__post_comment","input":{"body":"hi"},"cwd":"/repo","session":"s1","agent":"my-agent"}`, rec.decide)
	if st != 0 || stderr != "" || len(rec.calls) != 1 {
		t.Fatalf("status %d stderr %q calls %+v", st, stderr, rec.calls)
	}
	if c := rec.calls[0]; c.Agent != "my-agent" || c.Session != "s1" || c.Tool == nil || c.Tool.Server != "comments" {
		t.Errorf("call %+v", c)
	}
	want := `{"verdict":"hold","tier":"red","rules":[{"id":"tool-outward","tier":"red","reason":"posts"}],"reason":"gatesh: held: x","request":"abcd1234"}` + "\n"
	if out != want {
		t.Errorf("stdout %s\nwant   %s", out, want)
	}
	rec = &recorder{v: Verdict{Decision: "auto_pass", Tier: "green"}}
	if _, out, _ := run(t, "generic", `{"tool":"shell","input":{"command":"ls"},"cwd":"/repo"}`, rec.decide); out != `{"verdict":"auto_pass","tier":"green","rules":[],"reason":""}`+"\n" || rec.calls[0].Command != "ls" {
		t.Errorf("shell: stdout %q calls %+v", out, rec.calls)
	}
	for _, bad := range []string{`{"tool":"x","input":{},"cwd":"rel"}`, `{"tool":"x","input":{},"cwd":"/r","extra":1}`, `{"input":{},"cwd":"/r"}`, `not json`} {
		st, out, _ := run(t, "generic", bad, (&recorder{}).decide)
		if st != ExitBlock || !strings.HasPrefix(out, `{"verdict":"hold","tier":"red"`) {
			t.Errorf("%s: status %d stdout %q", bad, st, out)
		}
	}
}

// Anything malformed blocks with exit 2 and a reason, without asking the
// decider: the agent cannot be let to run what gatesh could not read.
func TestBadInputBlocks(t *testing.T) {
	claude := func(f func(m map[string]any)) string {
		var m map[string]any
		if err := json.Unmarshal([]byte(inputs["claude"]), &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		b, _ := json.Marshal(m)
		return string(b)
	}
	ti := func(m map[string]any) map[string]any { return m["tool_input"].(map[string]any) }
	for name, in := range map[string]string{
		"empty":         "",
		"not json":      "git push --force",
		"array":         `[` + inputs["claude"] + `]`,
		"truncated":     inputs["claude"][:len(inputs["claude"])-1],
		"two objects":   inputs["claude"] + inputs["claude"],
		"trailing text": inputs["claude"] + " x",
		"invalid utf-8": strings.Replace(inputs["claude"], "push", "p\xffsh", 1),
		// What one JSON reader takes and another refuses is refused: a
		// byte order mark, comments and trailing commas (JSONC readers
		// take them, JSON.parse and serde_json do not), NaN, single quotes.
		"byte order mark":  "\ufeff" + inputs["claude"],
		"line comment":     "// x\n" + inputs["claude"],
		"block comment":    strings.Replace(inputs["claude"], `"tool_input"`, `/* x */ "tool_input"`, 1),
		"trailing comma":   strings.TrimSuffix(inputs["claude"], "}") + ",}",
		"NaN":              strings.Replace(inputs["claude"], `"hook_event_name"`, `"n":NaN,"hook_event_name"`, 1),
		"single quotes":    strings.ReplaceAll(inputs["claude"], `"`, `'`),
		"no command":       claude(func(m map[string]any) { delete(ti(m), "command") }),
		"null command":     claude(func(m map[string]any) { ti(m)["command"] = nil }),
		"number command":   claude(func(m map[string]any) { ti(m)["command"] = 7 }),
		"array command":    claude(func(m map[string]any) { ti(m)["command"] = []string{"rm", "-rf", "/"} }),
		"nul in command":   claude(func(m map[string]any) { ti(m)["command"] = "true\x00rm -rf /" }),
		"lone surrogate":   strings.Replace(inputs["claude"], "push --force", `push \ud800--force`, 1),
		"no tool_input":    claude(func(m map[string]any) { delete(m, "tool_input") }),
		"other tool, list": claude(func(m map[string]any) { m["tool_name"] = "Write"; m["tool_input"] = []string{"x"} }),
		"tool_input text":  claude(func(m map[string]any) { m["tool_input"] = "git push" }),
		"no tool_name":     claude(func(m map[string]any) { delete(m, "tool_name") }),
		"no cwd":           claude(func(m map[string]any) { delete(m, "cwd") }),
		"relative cwd":     claude(func(m map[string]any) { m["cwd"] = "repo" }),
		"wrong event":      claude(func(m map[string]any) { m["hook_event_name"] = "PostToolUse" }),
		"oversized":        claude(func(m map[string]any) { ti(m)["command"] = strings.Repeat("a", MaxInput) }),
	} {
		rec := &recorder{}
		st, out, stderr := run(t, "claude", in, rec.decide)
		if st != ExitBlock || out != "" || len(rec.calls) != 0 ||
			!strings.HasPrefix(stderr, "gatesh: error: hook claude: ") || !strings.Contains(stderr, "gatesh: hint: ") {
			t.Errorf("%s: status %d stdout %q stderr %q calls %d", name, st, out, stderr, len(rec.calls))
		}
	}
}

// A literal U+FFFD in the command is the command's own text, not a lone
// surrogate: it is decided like any other.
func TestReplacementCharacterIsText(t *testing.T) {
	for _, in := range []string{
		strings.Replace(inputs["claude"], "push --force", "push \uFFFD", 1),
		strings.Replace(inputs["claude"], "push --force", `push \uFFFD`, 1),
	} {
		rec := &recorder{}
		if st, _, stderr := run(t, "claude", in, rec.decide); st != 0 || len(rec.calls) != 1 {
			t.Errorf("%q: status %d stderr %q", in, st, stderr)
		}
	}
}

// Cursor without cwd runs the command in its only workspace root.
func TestCursorWorkspaceRoot(t *testing.T) {
	in := `{"conversation_id":"k","hook_event_name":"beforeShellExecution","command":"ls","cwd":"","workspace_roots":["/w"]}`
	rec := &recorder{}
	if st, _, _ := run(t, "cursor", in, rec.decide); st != 0 || rec.calls[0].Cwd != "/w" {
		t.Errorf("status %d calls %+v", st, rec.calls)
	}
	in = `{"conversation_id":"k","hook_event_name":"beforeShellExecution","command":"ls","workspace_roots":["/a","/b"]}`
	if st, _, _ := run(t, "cursor", in, rec.decide); st != ExitBlock {
		t.Errorf("two roots and no cwd: status %d, want %d", st, ExitBlock)
	}
}

// Codex and Gemini name the command's folder in tool_input; it decides
// where the command runs.
func TestToolFolder(t *testing.T) {
	for _, tc := range []struct{ agent, in, cwd string }{
		{"codex", `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"y","workdir":"/elsewhere"}}`, "/elsewhere"},
		{"codex", `{"session_id":"s","cwd":"/repo","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"y","workdir":null}}`, "/repo"},
		{"gemini", `{"session_id":"s","cwd":"/repo","hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"y","dir_path":"/abs/../x"}}`, "/x"},
		{"gemini", `{"session_id":"s","cwd":"/repo","hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"y","dir_path":"../up"}}`, "/up"},
	} {
		rec := &recorder{}
		if st, _, stderr := run(t, tc.agent, tc.in, rec.decide); st != 0 || rec.calls[0].Cwd != tc.cwd {
			t.Errorf("%s %s: status %d stderr %q calls %+v, want cwd %s", tc.agent, tc.in, st, stderr, rec.calls, tc.cwd)
		}
	}
	in := `{"session_id":"s","cwd":"/repo","hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"y","dir_path":5}}`
	if st, _, _ := run(t, "gemini", in, (&recorder{}).decide); st != ExitBlock {
		t.Errorf("dir_path 5: status %d, want %d", st, ExitBlock)
	}
}

// A decider that fails or panics blocks the call for every agent: the
// status is 2, which each of them reads as "blocked", and nothing is
// printed that could read as an answer.
func TestDeciderFailureBlocks(t *testing.T) {
	for agent, in := range inputs {
		for name, decide := range map[string]Decider{
			"error":   func(Call) (Verdict, error) { return Verdict{}, errors.New("request queue: permission denied") },
			"panic":   func(Call) (Verdict, error) { panic("injected crash") },
			"nil map": func(Call) (Verdict, error) { var m map[string]int; m["x"]++; return Verdict{}, nil },
			"message": func(Call) (Verdict, error) {
				return Verdict{}, Message("gatesh: error: request queue: broken\ngatesh: hint: fix it\n")
			},
		} {
			st, out, stderr := run(t, agent, in, decide)
			if st != ExitBlock || out != "" || !strings.HasPrefix(stderr, "gatesh: error: ") {
				t.Errorf("%s %s: status %d stdout %q stderr %q", agent, name, st, out, stderr)
			}
			if name == "message" && stderr != "gatesh: error: request queue: broken\ngatesh: hint: fix it\n" {
				t.Errorf("%s: message not shown as it is: %q", agent, stderr)
			}
		}
	}
}

type brokenWriter struct{}

func (brokenWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

func TestUnwritableAnswerBlocks(t *testing.T) {
	var stderr bytes.Buffer
	rec := &recorder{v: Verdict{Block: true, Reason: "held"}}
	if st := Run("claude", strings.NewReader(inputs["claude"]), brokenWriter{}, &stderr, rec.decide); st != ExitBlock {
		t.Errorf("status %d, want %d; stderr %q", st, ExitBlock, stderr.String())
	}
}

func TestUnknownAgentBlocks(t *testing.T) {
	st, _, stderr := run(t, "claude-code", inputs["claude"], (&recorder{}).decide)
	if st != ExitBlock || !strings.Contains(stderr, `unknown agent "claude-code"`) {
		t.Errorf("status %d stderr %q", st, stderr)
	}
}

func TestAgentName(t *testing.T) {
	for name, want := range map[string]string{"claude": "claude-code", "codex": "codex", "gemini": "gemini", "cursor": "cursor", "copilot": "copilot", "generic": ""} {
		if got, ok := AgentName(name); !ok || got != want {
			t.Errorf("AgentName(%q) = %q, %v", name, got, ok)
		}
	}
	if _, ok := AgentName("aider"); ok {
		t.Error("aider has no hook")
	}
}
