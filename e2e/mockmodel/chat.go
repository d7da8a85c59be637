package mockmodel

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
)

// chatShells are the shell tools of the agents that speak OpenAI's Chat
// Completions API; a request that offers one takes a step of the script.
var chatShells = []string{"run_commands", "execute_command", "bash", "shell"}

type chatRequest struct {
	Model  string `json:"model"`
	Stream bool   `json:"stream"`
	Tools  []struct {
		Function struct {
			Name string `json:"name"`
		} `json:"function"`
	} `json:"tools"`
	Messages []struct {
		Role       string          `json:"role"`
		Content    json.RawMessage `json:"content"`
		ToolCallID string          `json:"tool_call_id"`
		ToolCalls  []struct {
			ID       string `json:"id"`
			Function struct {
				Name string `json:"name"`
			} `json:"function"`
		} `json:"tool_calls"`
	} `json:"messages"`
}

// chat answers POST /v1/chat/completions, streamed or not.
func (s *Server) chat(w http.ResponseWriter, r *Request) {
	r.API = Chat
	var in chatRequest
	if err := json.Unmarshal(r.Body, &in); err != nil {
		http.Error(w, `{"error":{"message":"bad json","type":"invalid_request_error"}}`, http.StatusBadRequest)
		return
	}
	shell := ""
	for _, t := range in.Tools {
		if shell == "" && slices.Contains(chatShells, t.Function.Name) {
			shell = t.Function.Name
		}
	}
	r.Turn = shell != ""
	names := map[string]string{}
	for _, m := range in.Messages {
		for _, c := range m.ToolCalls {
			names[c.ID] = c.Function.Name
		}
		if m.Role == "tool" {
			r.Results = append(r.Results, Result{CallID: m.ToolCallID, Tool: names[m.ToolCallID],
				Output: jsonText(m.Content), Raw: m.Content})
		}
	}
	reply := Text("ok")
	if r.Turn {
		reply = s.next(Turn{API: Chat, Results: r.Results})
	}
	var calls []map[string]any
	finish := "stop"
	if c := reply.Call; c != nil {
		name, args := c.Tool, map[string]any{}
		if name == "" {
			name = shell
			args["command"] = c.Command
			if shell == "run_commands" {
				// Cline's shell takes a list of commands.
				args = map[string]any{"commands": []string{c.Command}}
			}
		}
		for k, v := range c.Args {
			args[k] = v
		}
		a, _ := json.Marshal(args)
		calls = append(calls, map[string]any{"id": s.id("call_"), "type": "function",
			"function": map[string]any{"name": name, "arguments": string(a)}})
		finish = "tool_calls"
	}
	id := s.id("chatcmpl-")
	usage := map[string]any{"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20}
	if !in.Stream {
		msg := map[string]any{"role": "assistant", "content": reply.Text}
		if calls != nil {
			msg["tool_calls"] = calls
		}
		writeJSON(w, map[string]any{"id": id, "object": "chat.completion", "model": in.Model,
			"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}}, "usage": usage})
		return
	}
	ev := newSSE(w)
	chunk := func(delta map[string]any, finish any, usage any) {
		c := map[string]any{"id": id, "object": "chat.completion.chunk", "model": in.Model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}}
		if usage != nil {
			c["usage"] = usage
		}
		ev.event("", c)
	}
	chunk(map[string]any{"role": "assistant", "content": reply.Text}, nil, nil)
	for i, c := range calls {
		c["index"] = i
		chunk(map[string]any{"tool_calls": []any{c}}, nil, nil)
	}
	chunk(map[string]any{}, finish, usage)
	fmt.Fprint(w, "data: [DONE]\n\n")
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}
