#!/usr/bin/env python3
"""Asks `gatesh hook claude` N times about a Write of PROJECT/sub/.bashrc
while the flipper runs, and counts the answers: no objection (the path
was a folder of the project when gatesh looked) or deny (a link to the
home folder's start-up file). Claude Code writes after the answer,
following the link as it is then. Nothing is written here.
Args: PROJECT N"""
import json, subprocess, sys, time

proj, n = sys.argv[1], int(sys.argv[2])
counts = {}
for i in range(n):
    inp = {"session_id": "rt4-race", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": "Write",
           "tool_input": {"file_path": proj + "/sub/.bashrc", "content": "echo rt4\n"}}
    r = subprocess.run(["gatesh", "hook", "claude"], cwd=proj, input=json.dumps(inp), capture_output=True, text=True)
    k = "deny" if ("deny" in r.stdout or r.returncode == 2) else "no objection"
    counts[k] = counts.get(k, 0) + 1
    time.sleep(0.05)
print("[race]", counts)
