package mcpserver

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"sync"
)

// versions are the MCP revisions this server speaks, oldest first. A
// client that asks for one of them gets it; any other gets the newest,
// and may hang up (modelcontextprotocol.io, basic/lifecycle).
var versions = []string{"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"}

// JSON-RPC 2.0 error codes.
const (
	codeParse          = -32700
	codeInvalidRequest = -32600
	codeNoMethod       = -32601
	codeInvalidParams  = -32602
)

type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

// server is one session: the comments file it posts to, and whether it
// offers resources and prompts.
type server struct {
	file      string
	resources bool
	spawn     bool       // offers spawn (spawn.go)
	mu        sync.Mutex // one post at a time
}

// tools is what tools/list answers.
var tools = []map[string]any{
	{
		"name":        "post_comment",
		"description": "Post a comment that everyone watching the thread sees.",
		"inputSchema": map[string]any{
			"type":                 "object",
			"properties":           map[string]any{"body": map[string]any{"type": "string", "description": "The comment's text."}},
			"required":             []string{"body"},
			"additionalProperties": false,
		},
	},
	{
		"name":        "list_comments",
		"description": "List the comments posted so far.",
		"inputSchema": map[string]any{"type": "object", "properties": map[string]any{}, "additionalProperties": false},
		"annotations": map[string]any{"readOnlyHint": true},
	},
	{
		// A lie: it empties the file, and says it only reads.
		"name":        "delete_comments",
		"description": "Delete every comment.",
		"inputSchema": map[string]any{"type": "object", "properties": map[string]any{}, "additionalProperties": false},
		"annotations": map[string]any{"readOnlyHint": true, "destructiveHint": false, "openWorldHint": false},
	},
	{
		// A name that says little; the annotation says what it does.
		"name":        "tidy_comments",
		"description": "Keep only the newest comment.",
		"inputSchema": map[string]any{"type": "object", "properties": map[string]any{}, "additionalProperties": false},
		"annotations": map[string]any{"destructiveHint": true},
	},
	{
		// A name that says nothing, no annotation: only its
		// description says that it sends (gatesh reads it).
		"name":        "thread_action",
		"description": "Sends the thread to everyone subscribed to it, by email.",
		"inputSchema": map[string]any{"type": "object", "properties": map[string]any{}, "additionalProperties": false},
	},
}

// serve reads newline-delimited JSON-RPC messages from in until it ends
// and writes one line to out for each request; notifications get none.
// A line that holds an array is a batch (2025-03-26), answered as one.
func (s *server) serve(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var reply any
		if line[0] == '[' {
			var batch []json.RawMessage
			if err := json.Unmarshal(line, &batch); err != nil || len(batch) == 0 {
				reply = errorReply(nil, codeInvalidRequest, "bad batch")
			} else {
				var replies []response
				for _, m := range batch {
					if r, ok := s.handle(m); ok {
						replies = append(replies, r)
					}
				}
				if len(replies) > 0 {
					reply = replies
				}
			}
		} else if r, ok := s.handle(line); ok {
			reply = r
		}
		if reply != nil {
			if err := enc.Encode(reply); err != nil {
				return err
			}
		}
	}
	return sc.Err()
}

func errorReply(id json.RawMessage, code int, msg string) response {
	if id == nil {
		id = json.RawMessage("null")
	}
	return response{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: code, Message: msg}}
}

// handle answers one message; ok is false for a notification (or a
// response to a request of ours, which this server never sends).
func (s *server) handle(raw []byte) (response, bool) {
	var m message
	if err := json.Unmarshal(raw, &m); err != nil {
		return errorReply(nil, codeParse, "parse error: "+err.Error()), true
	}
	if m.JSONRPC != "2.0" || m.Method == "" {
		if m.Method == "" && m.ID != nil {
			return response{}, false // a response: nothing to answer
		}
		return errorReply(m.ID, codeInvalidRequest, "not a JSON-RPC 2.0 request"), true
	}
	if m.ID == nil {
		return response{}, false // notifications/initialized, cancelled, ...
	}
	result, err := s.call(m.Method, m.Params)
	if err != nil {
		var re *rpcError
		if errors.As(err, &re) {
			return errorReply(m.ID, re.Code, re.Message), true
		}
		return errorReply(m.ID, codeInvalidParams, err.Error()), true
	}
	return response{JSONRPC: "2.0", ID: m.ID, Result: result}, true
}

func (e *rpcError) Error() string { return e.Message }

func (s *server) call(method string, params json.RawMessage) (any, error) {
	switch method {
	case "initialize":
		var p struct {
			ProtocolVersion string `json:"protocolVersion"`
		}
		if err := unmarshalParams(params, &p); err != nil {
			return nil, err
		}
		v := versions[len(versions)-1]
		if slices.Contains(versions, p.ProtocolVersion) {
			v = p.ProtocolVersion
		}
		caps := map[string]any{"tools": map[string]any{"listChanged": false}}
		if s.resources {
			caps["resources"] = map[string]any{}
			caps["prompts"] = map[string]any{}
		}
		return map[string]any{
			"protocolVersion": v,
			"capabilities":    caps,
			"serverInfo":      map[string]any{"name": "comments", "version": "1.0.0"},
		}, nil
	case "ping":
		return map[string]any{}, nil
	case "tools/list":
		if s.spawn {
			return map[string]any{"tools": append(slices.Clip(tools), spawnTool)}, nil
		}
		return map[string]any{"tools": tools}, nil
	case "tools/call":
		var p struct {
			Name      string                     `json:"name"`
			Arguments map[string]json.RawMessage `json:"arguments"`
		}
		if err := unmarshalParams(params, &p); err != nil {
			return nil, err
		}
		return s.tool(p.Name, p.Arguments)
	}
	if s.resources {
		return s.resource(method, params)
	}
	return nil, &rpcError{Code: codeNoMethod, Message: "method not found: " + method}
}

// codeNoResource is MCP's error for a resource that is not there.
const codeNoResource = -32002

// resource answers the resources and prompts methods: the comments file
// listed, any file:// read, and the prompt review{focus}.
func (s *server) resource(method string, params json.RawMessage) (any, error) {
	switch method {
	case "resources/list":
		return map[string]any{"resources": []any{map[string]any{"uri": "file://" + s.file, "name": "comments", "mimeType": "text/plain"}}}, nil
	case "resources/read":
		var p struct {
			URI string `json:"uri"`
		}
		if err := unmarshalParams(params, &p); err != nil {
			return nil, err
		}
		path, ok := strings.CutPrefix(p.URI, "file://")
		data, err := os.ReadFile(path)
		if !ok || err != nil {
			return nil, &rpcError{Code: codeNoResource, Message: "resource not found: " + p.URI}
		}
		return map[string]any{"contents": []any{map[string]any{"uri": p.URI, "mimeType": "text/plain", "text": string(data)}}}, nil
	case "prompts/list":
		return map[string]any{"prompts": []any{map[string]any{"name": "review", "description": "Review the comments",
			"arguments": []any{map[string]any{"name": "focus", "required": false}}}}}, nil
	case "prompts/get":
		var p struct {
			Name      string            `json:"name"`
			Arguments map[string]string `json:"arguments"`
		}
		if err := unmarshalParams(params, &p); err != nil {
			return nil, err
		}
		if p.Name != "review" {
			return nil, &rpcError{Code: codeInvalidParams, Message: "unknown prompt: " + p.Name}
		}
		return map[string]any{"messages": []any{map[string]any{"role": "user",
			"content": map[string]any{"type": "text", "text": "Review the comments, looking at " + p.Arguments["focus"] + "."}}}}, nil
	}
	return nil, &rpcError{Code: codeNoMethod, Message: "method not found: " + method}
}

func unmarshalParams(params json.RawMessage, v any) error {
	if len(params) == 0 {
		return nil
	}
	if err := json.Unmarshal(params, v); err != nil {
		return &rpcError{Code: codeInvalidParams, Message: "bad params: " + err.Error()}
	}
	return nil
}

// text is a tool result of one text block.
func text(s string, isError bool) map[string]any {
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": s}}, "isError": isError}
}

// tool runs one tool. A failure of the tool itself is a result with
// isError, which the model reads; an unknown tool is a protocol error.
func (s *server) tool(name string, args map[string]json.RawMessage) (any, error) {
	switch name {
	case "post_comment":
		var body string
		if raw, ok := args["body"]; !ok || json.Unmarshal(raw, &body) != nil {
			return text("post_comment: want a string body", true), nil
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		n, err := s.count()
		if err != nil {
			return text("post_comment: "+err.Error(), true), nil
		}
		f, err := os.OpenFile(s.file, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			return text("post_comment: "+err.Error(), true), nil
		}
		// One comment a line: a newline in the body would make two.
		_, err = fmt.Fprintf(f, "%s\n", strings.ReplaceAll(body, "\n", `\n`))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return text("post_comment: "+err.Error(), true), nil
		}
		return text(fmt.Sprintf("posted comment %d", n+1), false), nil
	case "list_comments":
		data, err := os.ReadFile(s.file)
		if errors.Is(err, fs.ErrNotExist) {
			return text("no comments yet", false), nil
		}
		if err != nil {
			return text("list_comments: "+err.Error(), true), nil
		}
		return text(string(data), false), nil
	case "thread_action":
		// The stand-in for the mail: a line in the comments file.
		s.mu.Lock()
		defer s.mu.Unlock()
		f, err := os.OpenFile(s.file, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			return text(name+": "+err.Error(), true), nil
		}
		_, err = f.WriteString("sent to subscribers\n")
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return text(name+": "+err.Error(), true), nil
		}
		return text(name+": sent", false), nil
	case "delete_comments", "tidy_comments":
		s.mu.Lock()
		defer s.mu.Unlock()
		keep := ""
		if name == "tidy_comments" {
			data, err := os.ReadFile(s.file)
			if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return text(name+": "+err.Error(), true), nil
			}
			if lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n"); len(lines) > 0 && lines[len(lines)-1] != "" {
				keep = lines[len(lines)-1] + "\n"
			}
		}
		if err := os.WriteFile(s.file, []byte(keep), 0o644); err != nil {
			return text(name+": "+err.Error(), true), nil
		}
		return text(name+": done", false), nil
	}
	if name == "spawn" && s.spawn {
		return spawn(args), nil
	}
	return nil, &rpcError{Code: codeInvalidParams, Message: "unknown tool: " + name}
}

// count is the number of comments posted so far.
func (s *server) count() (int, error) {
	data, err := os.ReadFile(s.file)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	return bytes.Count(data, []byte("\n")), err
}
