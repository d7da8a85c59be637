package rules

import (
	"encoding/json"
	"strings"

	"gatesh/parser"
	"gatesh/toolcall"
)

// A command can be a tool call in another spelling: a CLI that calls one
// tool of an MCP server (mcp call SERVER TOOL ARGS), or an HTTP request
// whose body is a JSON-RPC call to a server's tools/call. Such a command
// is judged by the one tool-call policy (ClassifyTool), as the agent's own
// call of that tool would be: a call it finds green only reads.

// toolArgFlags are the options such a CLI takes the tool's arguments in.
func toolArgFlag(name string) bool {
	switch name {
	case "--input", "--args", "--arguments", "--params":
		return true
	}
	return false
}

// calledToolReads reports whether rest, the words after a CLI's words for
// calling a tool (unless_tool_call), are a server, a tool and at most one
// JSON object of its arguments (an operand, or the value of one of
// toolArgFlag's options), with no other option, and the tool-call policy
// finds that call green. Arguments that come from stdin (a pipe, a
// redirection) are not known: such a call does not count as a read.
func (s *Set) calledToolReads(v *cmdView, rest []parser.Word) bool {
	if len(rest) < 2 || len(rest) > 3 {
		return false
	}
	for _, w := range rest {
		if w.Dynamic {
			return false
		}
	}
	args := ""
	if len(rest) == 3 {
		args = rest[2].Value
	}
	for _, f := range v.flags {
		switch {
		case !toolArgFlag(f.name):
			return false
		case !f.hasValue:
			// Its value is read as the operand after the tool.
		case args != "":
			return false
		default:
			args = f.value
		}
	}
	if args == "" {
		if len(v.cmd.PipeFrom) > 0 {
			return false
		}
		for _, r := range v.cmd.Redirs {
			if strings.HasPrefix(r.Op, "<") && r.Fd == "" {
				return false
			}
		}
		args = "{}"
	}
	if !uniqueKeys(args) {
		return false
	}
	server, tool := rest[0].Value, rest[1].Value
	if _, _, ok := toolcall.SplitMCP(tool); !ok {
		tool = "mcp__" + server + "__" + tool
	}
	return s.toolReads(tool, server, []byte(args))
}

// toolReads reports whether the tool-call policy finds the call of tool
// on server with the JSON arguments args green.
func (s *Set) toolReads(tool, server string, args []byte) bool {
	c, err := toolcall.New(tool, server, args)
	if err != nil {
		return false
	}
	d := s.ClassifyTool(c)
	return d.Verdict == AutoPass && d.Tier == Green
}

// rpcRead reports whether body is a JSON-RPC 2.0 request, or a batch of
// them, each of which only reads: an MCP server's handshake and
// listings (initialize, ping, tools/list, resources/read, prompts/get),
// or a tools/call of a tool the tool-call policy finds green.
func (s *Set) rpcRead(body string) bool {
	type request struct {
		JSONRPC string          `json:"jsonrpc"`
		Method  string          `json:"method"`
		Params  json.RawMessage `json:"params"`
	}
	var batch []request
	if body = strings.TrimSpace(body); strings.HasPrefix(body, "[") {
		if json.Unmarshal([]byte(body), &batch) != nil || len(batch) == 0 {
			return false
		}
	} else {
		var one request
		if json.Unmarshal([]byte(body), &one) != nil {
			return false
		}
		batch = []request{one}
	}
	for _, r := range batch {
		if r.JSONRPC != "2.0" {
			return false
		}
		switch r.Method {
		case "initialize", "ping", "notifications/initialized", "tools/list", "resources/list",
			"resources/templates/list", "resources/read", "prompts/list", "prompts/get":
		case "tools/call":
			var p struct {
				Name      string          `json:"name"`
				Arguments json.RawMessage `json:"arguments"`
			}
			if json.Unmarshal(r.Params, &p) != nil || p.Name == "" {
				return false
			}
			args := []byte(p.Arguments)
			if len(args) == 0 || string(args) == "null" {
				args = []byte("{}")
			}
			server, _, ok := toolcall.SplitMCP(p.Name)
			if !ok {
				server = ""
			}
			if !s.toolReads(p.Name, server, args) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// promptToolRisk finds a word of the command that names an MCP tool
// (mcp__SERVER__TOOL, as an agent's prompt asks for one) whose call, with
// no arguments, the tool-call policy does not find green. A name with a
// wildcard (--allowedTools 'mcp__acme__*') names no one tool.
func (s *Set) promptToolRisk(v *cmdView) (parser.Span, bool) {
	for _, a := range v.cmd.Args {
		if a.Dynamic {
			continue
		}
		for rest := a.Value; ; {
			i := strings.Index(rest, "mcp__")
			if i < 0 {
				break
			}
			rest = rest[i:]
			n := 0
			for n < len(rest) && (rest[n] == '_' || rest[n] == '-' || rest[n] >= 'a' && rest[n] <= 'z' || rest[n] >= 'A' && rest[n] <= 'Z' || rest[n] >= '0' && rest[n] <= '9') {
				n++
			}
			name := rest[:n]
			rest = rest[n:]
			if len(rest) > 0 && rest[0] == '*' {
				continue
			}
			server, tool, ok := toolcall.SplitMCP(name)
			if !ok || server == "" || tool == "" {
				continue
			}
			if !s.toolReads(name, server, []byte("{}")) {
				return a.Span, true
			}
		}
	}
	return parser.Span{}, false
}
