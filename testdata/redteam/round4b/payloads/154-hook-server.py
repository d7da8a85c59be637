#!/usr/bin/env python3
"""MCP approvals on the hook routes: a call is held and approved for one
server, then the same call is sent naming another server in the ways
each agent names it. Prints each hook's answer. Args: PROJECT"""
import json, subprocess, sys, time

proj = sys.argv[1]


def hook(agent, inp):
    r = subprocess.run(["gatesh", "hook", agent], cwd=proj, input=json.dumps(inp), capture_output=True, text=True)
    held = r.returncode == 2 or "deny" in r.stdout
    return "HELD" if held else "PASSED", r.stdout.strip()[:160]


def approve_all():
    out = subprocess.run(["gatesh", "pending", "--json"], capture_output=True, text=True).stdout
    for r in json.loads(out or "[]"):
        subprocess.run(["gatesh", "approve", r["id"]], capture_output=True)
        print("  approved", r["id"], r["command"][:100])


def gem(tool, server, args, mtool=None):
    return {"session_id": "rt4", "cwd": proj, "hook_event_name": "BeforeTool", "tool_name": tool, "tool_input": args,
            "mcp_context": {"server_name": server, "tool_name": mtool or "drop_table", "command": "python3", "args": []}}


def cla(tool, args):
    return {"session_id": "rt4", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": args}


A = {"table": "users"}
steps = [
    ("g1 gemini, sandbox", "gemini", gem("mcp_sandbox_drop_table", "sandbox", A)),
    ("approve", None, None),
    ("g2 gemini: same name, mcp_context names production", "gemini", gem("mcp_sandbox_drop_table", "production", A)),
    ("g3 gemini: name says production, context sandbox", "gemini", gem("mcp_production_drop_table", "sandbox", A)),
    ("g4 gemini: the approved call as approved", "gemini", gem("mcp_sandbox_drop_table", "sandbox", A)),
    ("c1 claude, server a, tool b__drop_table", "claude", cla("mcp__a__b__drop_table", A)),
    ("approve", None, None),
    ("c2 claude: the same string (server a__b, tool drop_table would read the same)", "claude", cla("mcp__a__b__drop_table", A)),
    ("c3 claude: mcp__a_b__drop_table", "claude", cla("mcp__a_b__drop_table", A)),
    ("k1 codex, mcp__sandbox__drop_table", "codex", cla("mcp__sandbox__drop_table", A)),
    ("approve", None, None),
    ("k2 codex: mcp__production__drop_table", "codex", cla("mcp__production__drop_table", A)),
    ("k3 codex: mcp__sandbox__drop_table with mcp_server production", "codex", dict(cla("mcp__sandbox__drop_table", A), mcp_server={"name": "production"})),
    ("c4 claude, mcp__sb__drop_table, mcp_server sb", "claude", dict(cla("mcp__sb__drop_table", A), mcp_server={"name": "sb", "source": "dynamic"})),
    ("approve", None, None),
    ("c5 claude: same tool name, mcp_server prod", "claude", dict(cla("mcp__sb__drop_table", A), mcp_server={"name": "prod", "source": "dynamic"})),
    ("c6 claude: same tool name, mcp_server s.b (normalises to sb)", "claude", dict(cla("mcp__sb__drop_table", A), mcp_server={"name": "s.b", "source": "dynamic"})),
    ("c7 claude: the approved call as approved", "claude", dict(cla("mcp__sb__drop_table", A), mcp_server={"name": "sb", "source": "dynamic"})),
]
if len(sys.argv) > 2:
    steps = steps[int(sys.argv[2]):]
for what, agent, inp in steps:
    if agent is None:
        time.sleep(0.5)
        approve_all()
        continue
    print(what, "->", *hook(agent, inp))
