//go:build linux

package e2e

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"strings"

	"gatesh/e2e/agentcli"
)

// grok is Grok CLI's headless mode (--prompt), its OpenAI-compatible
// client pointed at the mock model by --base-url. It has no hook, plugin
// or shell setting: gatesh reaches it only through `gatesh mcp`, so only
// route plain is run.
var grok = &agent{
	cli:     agentcli.Grok,
	logName: "grok",
	command: func(w *world, prog string, rt route) (*exec.Cmd, error) {
		cmd := exec.Command(prog, "--api-key", "dummy", "--base-url", w.model.URL()+"/v1",
			"--model", "mock-model", "--max-tool-rounds", "20", "--prompt", prompt)
		cmd.Env = w.env()
		return cmd, nil
	},
	exit:  geminiExit,
	ended: grokEnded,
}

// grokEnded: headless Grok CLI prints the session's messages, one JSON
// object a line, and then does not exit while an MCP server it started
// runs (it never closes its MCP clients, with or without gatesh). Its
// session is over when the last line printed is the model's answer with
// no tool call; an error it exits on by itself.
func grokEnded(stdout []byte) bool {
	if !bytes.HasSuffix(stdout, []byte("\n")) {
		return false
	}
	lines := bytes.Split(bytes.TrimSpace(stdout), []byte("\n"))
	var m struct {
		Role      string            `json:"role"`
		Content   string            `json:"content"`
		ToolCalls []json.RawMessage `json:"tool_calls"`
	}
	if json.Unmarshal(lines[len(lines)-1], &m) != nil {
		return false
	}
	return m.Role == "assistant" && len(m.ToolCalls) == 0 && !strings.HasPrefix(m.Content, "Error: ")
}
