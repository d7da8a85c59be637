package mockmodel

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

func start(t *testing.T) *Server {
	t.Helper()
	s, err := Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func post(t *testing.T, url, body string) (string, http.Header) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST %s: %s\n%s", url, resp.Status, b)
	}
	return string(b), resp.Header
}

// events splits a server-sent event stream into its event names and
// decoded data objects.
func events(t *testing.T, stream string) (names []string, data []map[string]any) {
	t.Helper()
	sc := bufio.NewScanner(strings.NewReader(stream))
	sc.Buffer(nil, 1<<20)
	name := ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			var d map[string]any
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &d); err != nil {
				t.Fatalf("data line %q: %v", line, err)
			}
			names, data = append(names, name), append(data, d)
			name = ""
		}
	}
	return names, data
}

const anthropicTurn = `{"model":"m","stream":%s,"tools":[{"name":"Bash"}],"messages":[
 {"role":"user","content":"go"},
 {"role":"assistant","content":[{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":"ls"}}]},
 {"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":[{"type":"text","text":"a\n"},{"type":"text","text":"b"}],"is_error":true}]}]}`

func TestAnthropicStreamsToolCallAndRecordsResults(t *testing.T) {
	s := start(t)
	var seen Turn
	s.Script(func(turn Turn) Reply { seen = turn; return Shell("echo 'hi'") })
	body, h := post(t, s.URL()+"/v1/messages?beta=true", strings.Replace(anthropicTurn, "%s", "true", 1))
	if ct := h.Get("Content-Type"); ct != "text/event-stream" {
		t.Errorf("content type %q", ct)
	}
	names, data := events(t, body)
	want := []string{"message_start", "content_block_start", "content_block_delta", "content_block_stop", "message_delta", "message_stop"}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Fatalf("events %v, want %v", names, want)
	}
	block := data[1]["content_block"].(map[string]any)
	if block["type"] != "tool_use" || block["name"] != "Bash" {
		t.Errorf("content block %v", block)
	}
	var input map[string]any
	if err := json.Unmarshal([]byte(data[2]["delta"].(map[string]any)["partial_json"].(string)), &input); err != nil || input["command"] != "echo 'hi'" {
		t.Errorf("tool input %v (%v)", input, err)
	}
	if stop := data[4]["delta"].(map[string]any)["stop_reason"]; stop != "tool_use" {
		t.Errorf("stop reason %v", stop)
	}
	if len(seen.Results) != 1 || seen.Last().Output != "a\nb" || !seen.Last().IsError || seen.Last().Tool != "Bash" || seen.Last().CallID != "toolu_1" {
		t.Errorf("the step saw %+v", seen.Results)
	}
	if r := s.Requests(); len(r) != 1 || !r[0].Turn || r[0].API != Anthropic {
		t.Errorf("recorded %+v", r)
	}
	if got := s.Results(); len(got) != 1 || got[0].Output != "a\nb" {
		t.Errorf("Results() = %+v", got)
	}
}

func TestAnthropicSideRequestsDoNotTakeSteps(t *testing.T) {
	s := start(t)
	s.Script(Say(Shell("ls")))
	// A request without the Bash tool (a title, a check) gets text.
	body, _ := post(t, s.URL()+"/v1/messages", `{"model":"m","messages":[{"role":"user","content":"title?"}]}`)
	var msg struct {
		Content []struct{ Type, Text string }
	}
	if err := json.Unmarshal([]byte(body), &msg); err != nil || len(msg.Content) != 1 || msg.Content[0].Type != "text" {
		t.Errorf("side answer %s (%v)", body, err)
	}
	if s.Remaining() != 1 {
		t.Errorf("a side request took a step")
	}
	post(t, s.URL()+"/v1/messages/count_tokens", `{"messages":[]}`)
	// Past the script's end a turn gets a final text.
	post(t, s.URL()+"/v1/messages", strings.Replace(anthropicTurn, "%s", "false", 1))
	body, _ = post(t, s.URL()+"/v1/messages", strings.Replace(anthropicTurn, "%s", "false", 1))
	if !strings.Contains(body, `"stop_reason":"end_turn"`) || !strings.Contains(body, `"text":"done"`) {
		t.Errorf("after the script: %s", body)
	}
}

func TestResponsesStreamsFunctionCall(t *testing.T) {
	s := start(t)
	var seen Turn
	s.Script(func(turn Turn) Reply {
		seen = turn
		return Tool("write_stdin", map[string]any{"session_id": 7, "chars": "y\n"})
	})
	body, _ := post(t, s.URL()+"/v1/responses", `{"model":"m","stream":true,"tools":[{"type":"function","name":"exec_command"}],"input":[
	 {"type":"message","role":"user","content":[{"type":"input_text","text":"go"}]},
	 {"type":"function_call","call_id":"c1","name":"exec_command","arguments":"{}"},
	 {"type":"function_call_output","call_id":"c1","output":"Process exited with code 0\n"}]}`)
	names, data := events(t, body)
	if names[0] != "response.created" || names[len(names)-1] != "response.completed" {
		t.Fatalf("events %v", names)
	}
	var call map[string]any
	for i, n := range names {
		if n == "response.output_item.done" {
			call = data[i]["item"].(map[string]any)
		}
	}
	if call["type"] != "function_call" || call["name"] != "write_stdin" || call["arguments"] != `{"chars":"y\n","session_id":7}` || call["call_id"] == "" {
		t.Errorf("function call %v", call)
	}
	if seen.API != Responses || len(seen.Results) != 1 || seen.Last().Output != "Process exited with code 0\n" || seen.Last().Tool != "exec_command" {
		t.Errorf("the step saw %+v", seen)
	}
}

// Codex offers MCP tools in namespaces and apply_patch as a custom tool:
// a call names the namespace, and a custom call carries free-form input.
func TestResponsesNamespaceAndCustomCalls(t *testing.T) {
	s := start(t)
	patch := "*** Begin Patch\n*** End Patch\n"
	s.Script(
		Say(Reply{Call: &Call{Namespace: "mcp__comments", Tool: "post_comment", Args: map[string]any{"body": "hi"}}}),
		Say(Reply{Call: &Call{Tool: "apply_patch", Input: &patch}}),
	)
	item := func() map[string]any {
		body, _ := post(t, s.URL()+"/v1/responses", `{"model":"m","tools":[{"name":"shell_command"}],"input":[]}`)
		var resp struct{ Output []map[string]any }
		if err := json.Unmarshal([]byte(body), &resp); err != nil || len(resp.Output) != 1 {
			t.Fatalf("%s (%v)", body, err)
		}
		return resp.Output[0]
	}
	if c := item(); c["type"] != "function_call" || c["namespace"] != "mcp__comments" || c["name"] != "post_comment" || c["arguments"] != `{"body":"hi"}` {
		t.Errorf("namespaced call %v", c)
	}
	if c := item(); c["type"] != "custom_tool_call" || c["name"] != "apply_patch" || c["input"] != patch || c["arguments"] != nil {
		t.Errorf("custom call %v", c)
	}
}

func TestResponsesShellUsesCmd(t *testing.T) {
	s := start(t)
	s.Script(Say(Reply{Text: "running", Call: &Call{Command: "ls -l", Args: map[string]any{"tty": true}}}))
	body, _ := post(t, s.URL()+"/v1/responses", `{"model":"m","tools":[{"name":"exec_command"}],"input":[]}`)
	var resp struct {
		Output []map[string]any
	}
	if err := json.Unmarshal([]byte(body), &resp); err != nil || len(resp.Output) != 2 {
		t.Fatalf("%s (%v)", body, err)
	}
	if resp.Output[0]["type"] != "message" || resp.Output[1]["arguments"] != `{"cmd":"ls -l","tty":true}` {
		t.Errorf("output %v", resp.Output)
	}
}

func TestGeminiStreamsFunctionCallAndAnswersSideQuestions(t *testing.T) {
	s := start(t)
	var seen Turn
	s.Script(func(turn Turn) Reply { seen = turn; return Shell("ls") })
	turn := `{"contents":[{"role":"user","parts":[{"text":"go"}]},
	 {"role":"model","parts":[{"functionCall":{"name":"run_shell_command","args":{"command":"pwd"}}}]},
	 {"role":"user","parts":[{"functionResponse":{"id":"x1","name":"run_shell_command","response":{"output":"Output: /w"}}}]}],
	 "tools":[{"functionDeclarations":[{"name":"read_file"},{"name":"run_shell_command"}]}]}`
	body, _ := post(t, s.URL()+"/v1beta/models/g:streamGenerateContent?alt=sse", turn)
	_, data := events(t, body)
	if len(data) != 1 {
		t.Fatalf("%d chunks", len(data))
	}
	part := data[0]["candidates"].([]any)[0].(map[string]any)["content"].(map[string]any)["parts"].([]any)[0].(map[string]any)
	call := part["functionCall"].(map[string]any)
	if call["name"] != "run_shell_command" || call["args"].(map[string]any)["command"] != "ls" {
		t.Errorf("function call %v", call)
	}
	if len(seen.Results) != 1 || seen.Last().Output != "Output: /w" || seen.Last().CallID != "x1" {
		t.Errorf("the step saw %+v", seen.Results)
	}
	// A routing or next-speaker question with a JSON schema gets JSON
	// that satisfies both, and takes no step.
	body, _ = post(t, s.URL()+"/v1beta/models/g:generateContent", `{"contents":[],"generationConfig":{"responseMimeType":"application/json"}}`)
	var resp struct {
		Candidates []struct {
			Content struct{ Parts []struct{ Text string } }
		}
	}
	if err := json.Unmarshal([]byte(body), &resp); err != nil {
		t.Fatal(err)
	}
	var answer map[string]any
	if err := json.Unmarshal([]byte(resp.Candidates[0].Content.Parts[0].Text), &answer); err != nil ||
		answer["next_speaker"] != "user" || answer["complexity_score"] == nil {
		t.Errorf("side answer %s (%v)", body, err)
	}
	post(t, s.URL()+"/v1beta/models/g:countTokens", `{}`)
	if n := len(s.Requests()); n != 3 {
		t.Errorf("%d requests recorded, want 3", n)
	}
}

func TestUnknownEndpointsGetHarmlessAnswers(t *testing.T) {
	s := start(t)
	for _, path := range []string{"/api/hello", "/v1/models", "/api/event_logging/batch"} {
		resp, err := http.Get(s.URL() + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !json.Valid(b) {
			t.Errorf("GET %s: %s %s", path, resp.Status, b)
		}
	}
	post(t, s.URL()+"/v1/traces", `{}`)
	if n := len(s.Requests()); n != 4 {
		t.Errorf("%d requests recorded, want 4", n)
	}
}

// TestAwaitRepeatsTheWaitUntilReady: a turn that ready refuses gets the
// wait reply and leaves the step; the first turn it accepts takes it.
func TestAwaitRepeatsTheWaitUntilReady(t *testing.T) {
	s := start(t)
	ready := func(t Turn) bool { return t.Last().Output == "up" }
	s.Script(Await(ready, Tool("list", nil), Say(Tool("post", nil))), Say(Text("end")))
	turn := func(result string) string {
		body := `{"model":"m","tools":[{"type":"function","function":{"name":"bash"}}],"messages":[
 {"role":"user","content":"go"},
 {"role":"assistant","tool_calls":[{"id":"c1","type":"function","function":{"name":"list","arguments":"{}"}}]},
 {"role":"tool","tool_call_id":"c1","content":` + strconv.Quote(result) + `}]}`
		out, _ := post(t, s.URL()+"/v1/chat/completions", body)
		var r struct {
			Choices []struct {
				Message struct {
					Content   string `json:"content"`
					ToolCalls []struct {
						Function struct{ Name string } `json:"function"`
					} `json:"tool_calls"`
				} `json:"message"`
			} `json:"choices"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil || len(r.Choices) != 1 {
			t.Fatalf("chat answer %q: %v", out, err)
		}
		if m := r.Choices[0].Message; len(m.ToolCalls) > 0 {
			return m.ToolCalls[0].Function.Name
		}
		return "text " + r.Choices[0].Message.Content
	}
	for i := 0; i < 2; i++ {
		if got := turn("not found"); got != "list" || s.Remaining() != 2 {
			t.Fatalf("turn %d before ready: %q, %d steps left; want the wait and 2", i, got, s.Remaining())
		}
	}
	if got := turn("up"); got != "post" || s.Remaining() != 1 {
		t.Fatalf("the ready turn: %q, %d steps left; want the step and 1", got, s.Remaining())
	}
	if got := turn("up"); got != "text end" || s.Remaining() != 0 {
		t.Fatalf("the last turn: %q, %d steps left", got, s.Remaining())
	}
}
