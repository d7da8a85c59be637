//go:build linux

package e2e

import (
	"os/exec"

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
	exit: geminiExit,
}
