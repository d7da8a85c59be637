#!/usr/bin/env python3
"""Third reading aid: prints the green lines that no sign of flags.py marks,
one line each (the plain ones), for a last read. Runs nothing."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import flags  # noqa: E402,F401  (prints nothing when imported with a sign that matches none)
import labels  # noqa: E402

rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
src = sys.argv[1] if len(sys.argv) > 1 else None
for r in rows:
    cmd = r["cmd"]
    if src and not r["source"].startswith(src):
        continue
    want, why, cat = labels.label(cmd, r)
    if want != "green" or any(rx.search(cmd) for _, rx in flags.SIGNS):
        continue
    c = re.sub(r"\s*\n\s*", " ⏎ ", cmd.replace(r["cwd"], "$CWD"))
    print(f"{labels.key(cmd)} {r['source'].split('/')[1][:8]}: {c[:170]}")
