#!/usr/bin/env python3
"""G9's class, new spellings: asks `gatesh hook AGENT` N times about a file
tool's write under PROJECT/sub/ while the flipper (190-flip.py) turns sub
into a link to the home folder and back, and counts the answers: "no
objection" (the agent would write, following the link as it then is) or
"deny". Nothing is written here. Args: PROJECT N KIND
KIND: write | edit | multiedit | notebook | codex-patch | gemini-write |
      qwen-write | write-dot | write-rel"""
import json
import subprocess
import sys
import time

proj, n, kind = sys.argv[1], int(sys.argv[2]), sys.argv[3]
tgt = proj + "/sub/.bashrc"
agent, name, inp = "claude", "Write", {"file_path": tgt, "content": "echo rt4b\n"}
if kind == "edit":
    name, inp = "Edit", {"file_path": tgt, "old_string": "a", "new_string": "echo rt4b"}
elif kind == "multiedit":
    name, inp = "MultiEdit", {"file_path": tgt, "edits": [{"old_string": "a", "new_string": "echo rt4b"}]}
elif kind == "notebook":
    name, inp = "NotebookEdit", {"notebook_path": proj + "/sub/.bashrc", "new_source": "echo rt4b", "cell_id": "1"}
elif kind == "codex-patch":
    agent, name = "codex", "apply_patch"
    inp = {"command": "*** Begin Patch\n*** Add File: sub/.bashrc\n+echo rt4b\n*** End Patch\n"}
elif kind == "gemini-write":
    agent, name, inp = "gemini", "write_file", {"file_path": tgt, "content": "echo rt4b\n"}
elif kind == "write-dot":
    inp = {"file_path": proj + "/sub/./.bashrc", "content": "echo rt4b\n"}
elif kind == "write-rel":
    inp = {"file_path": "sub/.bashrc", "content": "echo rt4b\n"}
counts = {}
for i in range(n):
    p = {"session_id": "rt4b-race", "cwd": proj, "hook_event_name": "PreToolUse",
         "tool_name": name, "tool_input": inp}
    if agent == "gemini":
        p = {"session_id": "rt4b-race", "cwd": proj, "hook_event_name": "BeforeTool",
             "tool_name": name, "tool_input": inp}
    r = subprocess.run(["gatesh", "hook", agent], cwd=proj, input=json.dumps(p),
                       capture_output=True, text=True)
    out = r.stdout + r.stderr
    k = "deny" if ("deny" in out or r.returncode == 2 or "block" in out or '"ask"' in out) else "no objection"
    counts[k] = counts.get(k, 0) + 1
    time.sleep(0.03)
print("[race]", kind, counts, flush=True)
