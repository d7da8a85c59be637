package mockmodel

import (
	"encoding/json"
	"net/http"
	"slices"
)

// anthropicShells are the shell tools of the agents that speak the
// Messages API: Claude Code's Bash, Qwen Code's run_shell_command, the
// bash of GitHub Copilot CLI and opencode. A request that offers one
// takes a step of the script, and Call{Command} asks for it.
var anthropicShells = []string{"Bash", "run_shell_command", "bash"}

type anthropicRequest struct {
	Model  string `json:"model"`
	Stream bool   `json:"stream"`
	Tools  []struct {
		Name string `json:"name"`
	} `json:"tools"`
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
}

type anthropicBlock struct {
	Type      string          `json:"type"`
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	ToolUseID string          `json:"tool_use_id"`
	Content   json.RawMessage `json:"content"`
	IsError   bool            `json:"is_error"`
}

// anthropic answers POST /v1/messages, streamed or not.
func (s *Server) anthropic(w http.ResponseWriter, r *Request) {
	r.API = Anthropic
	var in anthropicRequest
	if err := json.Unmarshal(r.Body, &in); err != nil {
		http.Error(w, `{"type":"error","error":{"type":"invalid_request_error","message":"bad json"}}`, http.StatusBadRequest)
		return
	}
	shell := ""
	for _, t := range in.Tools {
		if shell == "" && slices.Contains(anthropicShells, t.Name) {
			shell = t.Name
		}
	}
	r.Turn = shell != ""
	names := map[string]string{}
	for _, m := range in.Messages {
		var blocks []anthropicBlock
		if json.Unmarshal(m.Content, &blocks) != nil {
			continue // plain text
		}
		for _, b := range blocks {
			switch b.Type {
			case "tool_use":
				names[b.ID] = b.Name
			case "tool_result":
				r.Results = append(r.Results, Result{CallID: b.ToolUseID, Tool: names[b.ToolUseID],
					Output: jsonText(b.Content), IsError: b.IsError, Raw: b.Content})
			}
		}
	}
	reply := Text("ok")
	if r.Turn {
		reply = s.next(Turn{API: Anthropic, Results: r.Results})
	}

	var content []map[string]any
	if reply.Text != "" || reply.Call == nil {
		content = append(content, map[string]any{"type": "text", "text": reply.Text})
	}
	stop := "end_turn"
	if c := reply.Call; c != nil {
		name, input := c.Tool, map[string]any{}
		if name == "" {
			name = shell
			input["command"] = c.Command
			input["description"] = "Run a command"
		}
		for k, v := range c.Args {
			input[k] = v
		}
		content = append(content, map[string]any{"type": "tool_use", "id": s.id("toolu_"), "name": name, "input": input})
		stop = "tool_use"
	}
	msg := map[string]any{
		"id": s.id("msg_"), "type": "message", "role": "assistant", "model": in.Model,
		"content": content, "stop_reason": stop, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": 10, "output_tokens": 10},
	}
	if !in.Stream {
		writeJSON(w, msg)
		return
	}
	ev := newSSE(w)
	start := map[string]any{}
	for k, v := range msg {
		start[k] = v
	}
	start["content"], start["stop_reason"] = []any{}, nil
	ev.event("message_start", map[string]any{"type": "message_start", "message": start})
	for i, b := range content {
		switch b["type"] {
		case "text":
			ev.event("content_block_start", map[string]any{"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "text", "text": ""}})
			ev.event("content_block_delta", map[string]any{"type": "content_block_delta", "index": i,
				"delta": map[string]any{"type": "text_delta", "text": b["text"]}})
		case "tool_use":
			input, _ := json.Marshal(b["input"])
			ev.event("content_block_start", map[string]any{"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "tool_use", "id": b["id"], "name": b["name"], "input": map[string]any{}}})
			ev.event("content_block_delta", map[string]any{"type": "content_block_delta", "index": i,
				"delta": map[string]any{"type": "input_json_delta", "partial_json": string(input)}})
		}
		ev.event("content_block_stop", map[string]any{"type": "content_block_stop", "index": i})
	}
	ev.event("message_delta", map[string]any{"type": "message_delta",
		"delta": map[string]any{"stop_reason": stop, "stop_sequence": nil}, "usage": map[string]any{"output_tokens": 10}})
	ev.event("message_stop", map[string]any{"type": "message_stop"})
}

// anthropicCount answers /v1/messages/count_tokens.
func anthropicCount(w http.ResponseWriter, r *Request) {
	r.API = Anthropic
	writeJSON(w, map[string]any{"input_tokens": 10})
}
