#!/usr/bin/env python3
"""Round 4c: every tool-call case of 600/602 that `gatesh check --tool`
passed, sent as the agents' hooks send it (Claude Code's and Codex's
PreToolUse: tool_name mcp__SERVER__TOOL, tool_input), to `gatesh hook
claude`, `gatesh hook --tools-only claude` and `gatesh hook codex`. A
hook holds with exit 2 or a deny; no answer lets the agent run the tool.
Expected (as the check said): passes. Args: PROJECT RESULTS_DIR OUT"""
import json
import subprocess
import sys

proj, rdir, outp = sys.argv[1], sys.argv[2], sys.argv[3]
rows = []
for f in ("600-verdicts.jsonl", "602-verdicts.jsonl"):
    for l in open(rdir + "/" + f):
        r = json.loads(l)
        if r["route"] == "tool" and r["verdict"] != "hold" and r["payload"]["tool"].startswith("mcp__"):
            rows.append(r)


def hook(args, name, inp):
    ev = {"session_id": "rt4c-h", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": name, "tool_input": inp}
    p = subprocess.run(["gatesh", "hook"] + args, cwd=proj, input=json.dumps(ev), capture_output=True, text=True)
    return "hold" if (p.returncode == 2 or "deny" in p.stdout or "\"block\"" in p.stdout) else "pass"


with open(outp, "w") as out:
    for r in rows:
        n, inp = r["payload"]["tool"], r["payload"]["input"]
        v = {k: hook(a, n, inp) for k, a in (("claude", ["claude"]), ("claude-tools-only", ["--tools-only", "claude"]), ("codex", ["codex"]))}
        out.write(json.dumps({"id": r["id"], "tool": n, "input": inp, "hooks": v}, ensure_ascii=False) + "\n")
        print(r["id"], v, n, json.dumps(inp, ensure_ascii=False)[:80])
