package mockmodel

import (
	"encoding/json"
	"net/http"
)

// responsesShell is Codex's shell tool; its command goes under "cmd".
const responsesShell = "exec_command"

type responsesRequest struct {
	Model  string `json:"model"`
	Stream bool   `json:"stream"`
	Tools  []struct {
		Name string `json:"name"`
	} `json:"tools"`
	Input []struct {
		Type   string          `json:"type"`
		CallID string          `json:"call_id"`
		Name   string          `json:"name"`
		Output json.RawMessage `json:"output"`
	} `json:"input"`
}

// responses answers POST /v1/responses, streamed or not.
func (s *Server) responses(w http.ResponseWriter, r *Request) {
	r.API = Responses
	var in responsesRequest
	if err := json.Unmarshal(r.Body, &in); err != nil {
		http.Error(w, `{"error":{"message":"bad json","type":"invalid_request_error"}}`, http.StatusBadRequest)
		return
	}
	for _, t := range in.Tools {
		// Models of Codex's own catalog get shell_command instead.
		r.Turn = r.Turn || t.Name == responsesShell || t.Name == "shell_command"
	}
	names := map[string]string{}
	for _, it := range in.Input {
		switch it.Type {
		case "function_call", "custom_tool_call":
			names[it.CallID] = it.Name
		case "function_call_output", "custom_tool_call_output":
			r.Results = append(r.Results, Result{CallID: it.CallID, Tool: names[it.CallID],
				Output: jsonText(it.Output), Raw: it.Output})
		}
	}
	reply := Text("ok")
	if r.Turn {
		reply = s.next(Turn{API: Responses, Results: r.Results})
	}

	var items []map[string]any
	if reply.Text != "" || reply.Call == nil {
		items = append(items, map[string]any{"type": "message", "id": s.id("msg_"), "role": "assistant", "status": "completed",
			"content": []any{map[string]any{"type": "output_text", "text": reply.Text, "annotations": []any{}}}})
	}
	if c := reply.Call; c != nil {
		name, args := c.Tool, map[string]any{}
		if name == "" {
			name = responsesShell
			args["cmd"] = c.Command
		}
		for k, v := range c.Args {
			args[k] = v
		}
		a, _ := json.Marshal(args)
		item := map[string]any{"type": "function_call", "id": s.id("fc_"), "call_id": s.id("call_"),
			"name": name, "arguments": string(a), "status": "completed"}
		if c.Input != nil {
			item = map[string]any{"type": "custom_tool_call", "id": s.id("ctc_"), "call_id": s.id("call_"),
				"name": name, "input": *c.Input, "status": "completed"}
		}
		if c.Namespace != "" {
			item["namespace"] = c.Namespace
		}
		items = append(items, item)
	}
	id := s.id("resp_")
	usage := map[string]any{"input_tokens": 10, "input_tokens_details": map[string]any{"cached_tokens": 0},
		"output_tokens": 10, "output_tokens_details": map[string]any{"reasoning_tokens": 0}, "total_tokens": 20}
	resp := map[string]any{"id": id, "object": "response", "status": "completed", "model": in.Model, "output": items, "usage": usage}
	if !in.Stream {
		writeJSON(w, resp)
		return
	}
	ev := newSSE(w)
	ev.event("response.created", map[string]any{"type": "response.created",
		"response": map[string]any{"id": id, "object": "response", "status": "in_progress", "model": in.Model, "output": []any{}}})
	for i, it := range items {
		ev.event("response.output_item.added", map[string]any{"type": "response.output_item.added", "output_index": i, "item": it})
		if it["type"] == "message" {
			ev.event("response.output_text.delta", map[string]any{"type": "response.output_text.delta",
				"item_id": it["id"], "output_index": i, "content_index": 0, "delta": reply.Text})
		}
		ev.event("response.output_item.done", map[string]any{"type": "response.output_item.done", "output_index": i, "item": it})
	}
	ev.event("response.completed", map[string]any{"type": "response.completed", "response": resp})
}
