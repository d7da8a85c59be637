#!/usr/bin/env python3
"""Prints the recorded output of the candidates whose key is given (to label
from what the session shows, e.g. which branch a bare `git push` pushed)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_traffic4 as g  # noqa: E402
import labels  # noqa: E402

want = set(sys.argv[1:])
rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
for r in rows:
    if labels.key(r["cmd"]) not in want:
        continue
    commit, path = r["file"].split(":", 1)
    text = g.git(g.mirror(r["source"]), "show", f"{commit}:{path}").decode("utf-8", errors="replace")
    calls = g.session_calls(text)
    cmd, out, body = calls[r["step"] - 1]
    print("##", labels.key(r["cmd"]), r["cmd"][:200].replace("\n", " "))
    print((out or "")[-600:])
    print()
