package mockmodel

import (
	"encoding/json"
	"net/http"
	"strings"
)

// geminiShell is Gemini CLI's shell tool.
const geminiShell = "run_shell_command"

type geminiRequest struct {
	Contents []struct {
		Role  string `json:"role"`
		Parts []struct {
			FunctionResponse *struct {
				ID       string          `json:"id"`
				Name     string          `json:"name"`
				Response json.RawMessage `json:"response"`
			} `json:"functionResponse"`
		} `json:"parts"`
	} `json:"contents"`
	Tools []struct {
		FunctionDeclarations []struct {
			Name string `json:"name"`
		} `json:"functionDeclarations"`
	} `json:"tools"`
	GenerationConfig struct {
		ResponseMimeType string `json:"responseMimeType"`
	} `json:"generationConfig"`
}

// gemini answers models/M:generateContent and :streamGenerateContent.
func (s *Server) gemini(w http.ResponseWriter, r *Request) {
	r.API = Gemini
	var in geminiRequest
	if err := json.Unmarshal(r.Body, &in); err != nil {
		http.Error(w, `{"error":{"code":400,"message":"bad json","status":"INVALID_ARGUMENT"}}`, http.StatusBadRequest)
		return
	}
	for _, t := range in.Tools {
		for _, f := range t.FunctionDeclarations {
			r.Turn = r.Turn || f.Name == geminiShell
		}
	}
	for _, c := range in.Contents {
		for _, p := range c.Parts {
			if fr := p.FunctionResponse; fr != nil {
				r.Results = append(r.Results, Result{CallID: fr.ID, Tool: fr.Name, Output: geminiOutput(fr.Response), Raw: fr.Response})
			}
		}
	}
	var reply Reply
	switch {
	case r.Turn:
		reply = s.next(Turn{API: Gemini, Results: r.Results})
	case in.GenerationConfig.ResponseMimeType == "application/json":
		// A side question with a JSON schema: whose turn is next, or how
		// complex the task is (to route it to a model). One object
		// answers both: the user speaks next, and the task is simple.
		reply = Text(`{"next_speaker": "user", "reasoning": "the task is done", "complexity_reasoning": "a single command", "complexity_score": 10}`)
	default:
		reply = Text("ok")
	}

	var parts []map[string]any
	if reply.Text != "" || reply.Call == nil {
		parts = append(parts, map[string]any{"text": reply.Text})
	}
	if c := reply.Call; c != nil {
		name, args := c.Tool, map[string]any{}
		if name == "" {
			name = geminiShell
			args["command"] = c.Command
			args["description"] = "Run a command"
		}
		for k, v := range c.Args {
			args[k] = v
		}
		parts = append(parts, map[string]any{"functionCall": map[string]any{"id": s.id("call_"), "name": name, "args": args}})
	}
	resp := map[string]any{
		"candidates": []any{map[string]any{"content": map[string]any{"role": "model", "parts": parts},
			"finishReason": "STOP", "index": 0}},
		"usageMetadata": map[string]any{"promptTokenCount": 10, "candidatesTokenCount": 10, "totalTokenCount": 20},
		"modelVersion":  "mock",
		"responseId":    s.id("resp_"),
	}
	if !strings.Contains(r.Path, ":streamGenerateContent") {
		writeJSON(w, resp)
		return
	}
	newSSE(w).event("", resp)
}

// geminiOutput is the text of a functionResponse: its "output" string
// when it has one, else its JSON.
func geminiOutput(raw json.RawMessage) string {
	var o struct {
		Output *string `json:"output"`
	}
	if json.Unmarshal(raw, &o) == nil && o.Output != nil {
		return *o.Output
	}
	return string(raw)
}

// geminiCount answers models/M:countTokens.
func geminiCount(w http.ResponseWriter, r *Request) {
	r.API = Gemini
	writeJSON(w, map[string]any{"totalTokens": 10})
}
