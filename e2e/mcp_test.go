//go:build linux

package e2e

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"gatesh/e2e/mockmodel"
)

// TestMCPGatewayWithoutHooks gates an agent's MCP server through `gatesh
// mcp` alone: Claude Code runs with the real bash and no gatesh hook or
// shell at all (route plain), as a CLI without a hook route would, and
// its MCP configuration runs `gatesh mcp -- mcpcomments ...` where it
// named the server. In one session the model lists the comments (passes,
// the same bytes as without gatesh), posts a comment (held, the comments
// file untouched, the request id and the next step in the tool's
// result), posts it again after `gatesh approve` (runs once) and a third
// time (held again). No hook ever runs; the audit log has each call by
// its tool and server, and verifies.
func TestMCPGatewayWithoutHooks(t *testing.T) {
	t.Parallel()
	findCLI(t, claude.cli)
	tw := newToolWorld(t)
	gated := *claude
	base := claude.command
	gated.command = func(w *world, prog string, rt route) (*exec.Cmd, error) {
		cmd, err := base(w, prog, rt)
		if err != nil {
			return nil, err
		}
		cfg, err := json.Marshal(map[string]any{"mcpServers": map[string]any{
			"comments": map[string]any{"type": "stdio", "command": tw.gatesh, "args": tw.gatewayArgs()},
		}})
		if err != nil {
			return nil, err
		}
		insertArgs(cmd, "--mcp-config", string(cfg), "--strict-mcp-config")
		return cmd, nil
	}
	tw.playGateway(claudeTools.list, claudeTools.post, true, nil)
	tw.run(&gated, plain)
	tw.checkGateway()
}

// TestMCPGatewayGrok is the same session with Grok CLI, which has no
// hook, plugin or shell route of any kind: its MCP server, in the
// project's .grok/settings.json, is `gatesh mcp -- mcpcomments ...`, and
// that is all of gatesh it runs. Its model speaks OpenAI's Chat
// Completions, which has no error flag on a tool result: Grok CLI sends
// a failed call's text alone.
func TestMCPGatewayGrok(t *testing.T) {
	t.Parallel()
	findCLI(t, grok.cli)
	tw := newToolWorld(t)
	gated := *grok
	gated.command = func(w *world, prog string, rt route) (*exec.Cmd, error) {
		cfg, err := json.MarshalIndent(map[string]any{"mcpServers": map[string]any{
			"comments": map[string]any{"name": "comments",
				"transport": map[string]any{"type": "stdio", "command": tw.gatesh, "args": tw.gatewayArgs()}},
		}}, "", "  ")
		if err != nil {
			return nil, err
		}
		if err := writeFile(tw.work+"/.grok/settings.json", string(cfg)+"\n"); err != nil {
			return nil, err
		}
		return grok.command(w, prog, rt)
	}
	// Grok CLI starts its MCP servers in the background and, until they
	// are up, fails a call of their tools without sending it: the model
	// lists again.
	notUp := func(res mockmodel.Result) bool {
		return strings.Contains(res.Output, "Tool mcp__comments__list_comments not found")
	}
	tw.playGateway(mockmodel.Tool("mcp__comments__list_comments", map[string]any{}),
		mockmodel.Tool("mcp__comments__post_comment", map[string]any{"body": postBody}), false, notUp)
	tw.run(&gated, plain)
	tw.checkGateway()
}

// gatewayArgs are gatesh's arguments where the agent's MCP configuration
// names the comments server.
func (tw *toolWorld) gatewayArgs() []string {
	return append([]string{"mcp", "--name", "comments", "--", tw.mcp}, tw.mcpArgs()...)
}

// playGateway scripts the gateway session: list, then post three times,
// approving the first held post. errFlag: the model's API marks a failed
// tool result, and a held call must carry the mark. retry, if set, tells
// a list the agent was not ready for (toolStep.retry).
func (tw *toolWorld) playGateway(list, post mockmodel.Reply, errFlag bool, retry func(mockmodel.Result) bool) {
	t := tw.t
	var firstID string
	tw.play([]toolStep{
		{kind: "list", reply: list, retry: retry, check: func(res mockmodel.Result) {
			if res.IsError || !strings.Contains(res.Output, strings.TrimSpace(commentsText)) {
				t.Errorf("the read through gatesh mcp: the model received %q", res.Output)
			}
		}},
		{kind: "post", reply: post, check: func(res mockmodel.Result) {
			t.Logf("post, call 1, as the model received it: %s", clip(string(res.Raw)))
			firstID = heldID(res)
			if firstID == "" || res.IsError != errFlag || !strings.Contains(res.Output, "gatesh: held: tool-outward") ||
				!strings.Contains(res.Output, "gatesh: hint: go on with other work") {
				t.Errorf("post, call 1: not held with the hooks' message; the model received %q", res.Output)
			}
			if tw.read(tw.comments) != commentsText {
				t.Errorf("post, call 1: the held call ran: the comments file is %q", tw.read(tw.comments))
			}
			if firstID != "" {
				if out, err := tw.operator("approve", firstID); err != nil {
					t.Errorf("gatesh approve %s: %v\n%s", firstID, err, out)
				}
			}
		}},
		{kind: "post", reply: post, check: func(res mockmodel.Result) {
			if heldID(res) != "" || res.IsError || tw.read(tw.comments) != commentsText+postBody+"\n" {
				t.Errorf("post, call 2 after approval: did not run; the model received %q; comments %q", res.Output, tw.read(tw.comments))
			}
		}},
		{kind: "post", reply: post, check: func(res mockmodel.Result) {
			thirdID := heldID(res)
			if thirdID == "" || thirdID == firstID || tw.read(tw.comments) != commentsText+postBody+"\n" {
				t.Errorf("post, call 3: not held under a new request (first %s, now %q); comments %q; the model received %q",
					firstID, thirdID, tw.read(tw.comments), res.Output)
			}
		}},
	})
}

// checkGateway checks what the gateway session leaves: the whole script
// played, no hook run, the server's own record holding the approved
// comment once, and an audit log that verifies and names each call by
// its tool and server, with one run.
func (tw *toolWorld) checkGateway() {
	t := tw.t
	if n := tw.model.Remaining(); n != 0 {
		t.Fatalf("the agent stopped with %d steps of the script left\n%s", n, tw.requestLog())
	}
	if calls := tw.hookCalls(); len(calls) != 0 {
		t.Errorf("a hook ran %d times; this test has none", len(calls))
	}
	if got := tw.read(tw.comments); got != commentsText+postBody+"\n" {
		t.Errorf("the server's comments file is %q, want the approved comment once", got)
	}
	if out, err := tw.operator("log", "verify"); err != nil {
		t.Errorf("gatesh log verify: %v\n%s", err, out)
	}
	var events []string
	runs := 0
	for _, a := range tw.toolAudit() {
		if a.Server != "comments" || !strings.HasPrefix(a.Tool, "mcp__comments__") {
			t.Errorf("audit line without the tool and its server:\n%s", clip(a.raw))
			continue
		}
		events = append(events, a.Event+" "+a.Tool)
		if a.Event == "run" {
			runs++
		}
	}
	if runs != 1 {
		t.Errorf("the approved post ran %d times by the audit log, want 1:\n%s", runs, strings.Join(events, "\n"))
	}
	if !strings.Contains(strings.Join(events, "\n"), "decision mcp__comments__list_comments") {
		t.Errorf("the read is not logged:\n%s", strings.Join(events, "\n"))
	}
}
