package shim

import (
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"syscall"

	"gatesh/hook"
	"gatesh/mcpgate"
	"gatesh/rules"
	"gatesh/toolcall"
)

// mcpBridge is the program that speaks MCP's streamable HTTP to a
// server for `gatesh mcp --url`: gatesh itself links no network code.
const mcpBridge = "gatesh-mcp"

// runMCP runs an MCP server behind gatesh: the agent's MCP configuration
// names `gatesh mcp` where it named the server. Every tools/call is
// decided as the hooks decide a tool call (the same classification,
// queue, approvals and audit log) before the server sees it.
//
//	gatesh mcp [--name NAME] -- SERVER_CMD [ARG...]
//	gatesh mcp [--name NAME] --url URL
func runMCP(r *runtime, args []string) int {
	fs := newFlags("mcp")
	name := fs.String("name", "", "the server's name for rules and approvals (default: the name it gives itself)")
	url := fs.String("url", "", "a streamable-HTTP MCP server (https, or http on a loopback address)")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	argv := fs.Args()
	hint := "gatesh mcp [--name NAME] -- SERVER_CMD [ARG...], or gatesh mcp [--name NAME] --url URL"
	switch {
	case *url == "" && len(argv) == 0:
		return r.usageHint("mcp: want the server's command after --, or --url URL", hint)
	case *url != "" && len(argv) > 0:
		return r.usageHint("mcp: want either a server command or --url, not both", hint)
	case *url != "":
		prog, err := r.findCompanion(mcpBridge)
		if err != nil {
			return r.errorf(ExitFailed, "install/install.sh builds it; or: go build -o DIR/"+mcpBridge+" ./cmd/"+mcpBridge,
				"mcp: %s, which speaks HTTP to the server, is not installed beside gatesh or on PATH", mcpBridge)
		}
		argv = []string{prog, "--url", *url}
	}
	cwd, err := r.getwd()
	if err != nil {
		return r.errorf(ExitInternal, "", "mcp: the current folder: %v", err)
	}
	decide := func(tc toolcall.Call) (mcpgate.Verdict, error) {
		v, err := r.hookDecide(hook.Call{Cwd: cwd, Tool: &tc})
		if err != nil {
			if m, ok := errors.AsType[hook.Message](err); ok {
				return mcpgate.Verdict{Block: true, Reason: strings.TrimRight(string(m), "\n")}, nil
			}
			return mcpgate.Verdict{}, err
		}
		return mcpgate.Verdict{Block: v.Block, Reason: v.Reason}, nil
	}
	err = mcpgate.RunCommand(mcpgate.Command{Argv: argv, Env: r.env, Dir: cwd, Stderr: r.stderr},
		r.stdin, r.stdout, mcpgate.Options{Name: *name, Decide: decide, Report: r.stderr,
			Refused: func(tc toolcall.Call, why string) { r.mcpRefused(cwd, tc, why) }})
	return r.mcpStatus(argv, err)
}

// mcpRefused logs a message `gatesh mcp` held without deciding it,
// since it could not read it exactly (mcpgate.Options.Refused): a deny
// of rule mcp-unreadable, which no approval can pass, with the message
// as the call's input. A log that cannot be written is reported; the
// message is held either way.
func (r *runtime) mcpRefused(cwd string, tc toolcall.Call, why string) {
	var msg bytes.Buffer
	h := *r
	h.stderr = &msg
	h.getwd = func() (string, error) { return cwd, nil }
	_, cfg, _, status := h.start()
	if status != 0 {
		fmt.Fprint(r.stderr, msg.String())
		return
	}
	h.tool = &tc
	d := rules.Decision{Tier: rules.Red, Verdict: rules.Deny, Hits: []rules.Hit{{ID: "mcp-unreadable", Tier: rules.Red,
		Deny: true, Command: tc.Tool, Reason: "gatesh mcp could not read the message as exactly as a server might: " + why}}}
	if _, err := h.auditLog(cfg).Append(h.record(tc.Text(), cwd, d)); err != nil {
		fmt.Fprintf(r.stderr, "gatesh: error: mcp: the audit log cannot be written: %v\n", err)
	}
}

// mcpStatus reports how the server ended and returns gatesh's status:
// the server's own, 128+N for a signal, 127 or 126 when it could not
// start, 1 when it ended while the agent was still connected.
func (r *runtime) mcpStatus(argv []string, err error) int {
	if err == nil {
		return 0
	}
	if se, ok := errors.AsType[*mcpgate.StartError](err); ok {
		status := 126
		if errors.Is(se.Err, exec.ErrNotFound) || errors.Is(se.Err, syscall.ENOENT) {
			status = 127
		}
		return r.errorf(status, "check the server's command in the agent's MCP configuration", "mcp: %v", se)
	}
	status := 1
	if ee, ok := errors.AsType[*exec.ExitError](err); ok {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			status = 128 + int(ws.Signal())
		} else if ee.ExitCode() > 0 {
			status = ee.ExitCode()
		}
	}
	if errors.Is(err, mcpgate.ErrServerEnded) {
		return r.errorf(status, fmt.Sprintf("run the server by hand to see why: %s", strings.Join(argv, " ")),
			"mcp: %v", err)
	}
	if _, ok := errors.AsType[*exec.ExitError](err); ok {
		// The agent was done; the server's own status passes through.
		return r.errorf(status, "", "mcp: the MCP server %s ended: %v", argv[0], err)
	}
	return r.errorf(ExitInternal, "", "mcp: %v", err)
}
