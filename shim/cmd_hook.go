package shim

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"

	"gatesh/agentsetup"
	"gatesh/hook"
	"gatesh/rules"
)

// runHook answers an agent's pre-tool hook. The command in the hook input
// goes through shell mode's own steps (config and rules for its folder,
// classify, log, queue and wait when red, consume an approval), and the
// agent gets shell mode's messages as its answer.
//
//	gatesh hook [--tools-only] claude|codex|gemini|cursor|generic < INPUT
//
// --tools-only is the shell route's hook: the agent's shell tool runs
// gatesh as its shell, which decides and logs each command, so the hook
// raises no objection to it and decides every other tool.
func runHook(r *runtime, args []string) int {
	toolsOnly := false
	if len(args) > 0 && args[0] == "--tools-only" {
		toolsOnly, args = true, args[1:]
	}
	if len(args) != 1 {
		fmt.Fprintf(r.stderr, "gatesh: error: hook: want one agent name: %s\n", strings.Join(hook.Agents(), ", "))
		fmt.Fprintf(r.stderr, "gatesh: hint: nothing ran; register the hook as `gatesh hook AGENT`\n")
		return hook.ExitBlock
	}
	decide := r.hookDecide
	if toolsOnly {
		decide = func(call hook.Call) (hook.Verdict, error) {
			if call.Tool == nil {
				return hook.Verdict{Decision: "auto_pass", Reason: "the agent's shell is gatesh: it decides the command"}, nil
			}
			return r.hookDecide(call)
		}
	}
	return hook.Run(args[0], r.stdin, r.stdout, r.stderr, r.deferToMCPGate(args[0], decide))
}

// deferToMCPGate names the server of an MCP call whose hook input names
// it only in the tool's name, from the agent's settings, and leaves an
// MCP call to `gatesh mcp` when the agent's
// settings run that server through it (gatesh install --wrap-mcp): the
// proxy decides the call, and deciding it here too would hold it twice
// and spend its approval before the proxy sees it.
func (r *runtime) deferToMCPGate(agent string, decide hook.Decider) hook.Decider {
	return func(call hook.Call) (hook.Verdict, error) {
		if call.Tool != nil {
			e := agentsetup.Env{Getenv: r.env.get, Stdout: io.Discard, Cwd: call.Cwd}
			if call.Tool.Server == "" {
				// An agent that names the server only in the tool's name:
				// its settings say which server that is.
				call.Tool.Server = agentsetup.MCPServerOf(e, agent, call.Tool.Tool)
			}
			if agentsetup.MCPServerWrapped(e, agent, call.Tool.Server, call.Tool.Tool) {
				return hook.Verdict{Decision: "auto_pass", Reason: "gatesh mcp runs this MCP server: it decides the call"}, nil
			}
		}
		return decide(call)
	}
}

// hookDecide decides one hook call as shell mode decides `bash -c CMD` in
// the call's folder, or, for another tool, by the rules' [tools] section.
// The agent and session come from the hook input, and the hook's stdin is
// the agent's JSON, never a person to ask.
func (r *runtime) hookDecide(call hook.Call) (hook.Verdict, error) {
	var msg bytes.Buffer
	h := *r
	h.stderr = &msg
	h.stdinFile = nil
	h.getwd = func() (string, error) { return call.Cwd, nil }
	var ident []string
	if call.Agent != "" {
		ident = append(ident, "GATESH_AGENT="+call.Agent)
	}
	if call.Session != "" {
		ident = append(ident, "GATESH_SESSION="+call.Session)
	}
	h.env = withEnv(r.env, ident)

	cwd, cfg, cls, status := h.start()
	if status != 0 {
		return hook.Verdict{}, hook.Message(msg.String())
	}
	var d rules.Decision
	text := call.Command
	if call.Tool != nil {
		h.tool = call.Tool
		text = call.Tool.Text()
		d = normalize(cls.ClassifyTool(*call.Tool))
	} else {
		inv := invocation{command: call.Command, hasCommand: true}
		// The agent runs the command as bash -c CMD: no positional parameters.
		d = merge(append([]rules.Decision{h.classifyMain(cls, inv, call.Command)}, h.envDecisions(inv, cls)...)...)
		if call.Terminal {
			d = withTerminalHits(d, call.Agent)
		}
	}
	out := h.decide(cfg, text, cwd, d)
	d = h.decided // with a model's raise, if any
	v := hook.Verdict{Decision: string(d.Verdict), Tier: d.Tier.String(), Request: h.heldRequest}
	for _, x := range ruleList(d) {
		v.Rules = append(v.Rules, hook.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason})
	}
	switch {
	case out.run:
		// A held call the operator approved runs now: auto_pass, with
		// its red tier and the request that approved it.
		v.Reason, v.Decision = msg.String(), string(rules.AutoPass)
		return v, nil
	case out.status == ExitInternal:
		return hook.Verdict{}, hook.Message(msg.String())
	default:
		v.Block, v.Reason = true, uniqueLines(msg.String())
		if v.Decision == string(rules.AutoPass) {
			v.Decision = string(rules.Hold) // held by something other than the rules: the log, the queue
		}
		return v, nil
	}
}

// ReadsTerminal is the hit of a program that runs what is typed on its
// terminal, on a route where the agent types there unseen.
const ReadsTerminal = "reads_terminal"

// withTerminalHits holds each command that reads commands typed on its
// terminal ([commands] reads_terminal): the agent's shell tool may give
// it one that another tool types into with no hook (Codex's write_stdin),
// so less's !CMD or vim's :!CMD would run unjudged.
func withTerminalHits(d rules.Decision, agent string) rules.Decision {
	if d.Script == nil {
		return d
	}
	hits := d.Hits
	for _, c := range d.Script.Commands {
		if c.Terminal == "" {
			continue
		}
		who := strings.ToUpper(agent[:min(1, len(agent))]) + agent[min(1, len(agent)):]
		hits = append(slices.Clip(hits), rules.Hit{ID: ReadsTerminal, Tier: rules.Red, Span: c.Span,
			Reason: fmt.Sprintf("%s reads commands typed on its terminal: %s may run it on one, and what is typed there is never judged; use %s", c.Name, who, c.Terminal)})
	}
	if len(hits) == len(d.Hits) {
		return d
	}
	d.Hits = hits
	return rules.Finish(d)
}

// uniqueLines drops repeated lines: the agent shows the whole reason to
// its model at once, so a hint said while waiting and again on parking is
// said once.
func uniqueLines(s string) string {
	seen := map[string]bool{}
	var out []string
	for line := range strings.SplitSeq(strings.TrimRight(s, "\n"), "\n") {
		if !seen[line] {
			seen[line] = true
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}
