#!/usr/bin/env python3
"""Summarises a fault matrix folder (kill*.jsonl, double.jsonl,
revoke.jsonl, team.jsonl, smalldisk-*.jsonl) into faults.md there.
Args: FOLDER"""
import glob
import json
import os
import sys

d = sys.argv[1]
rows = []
lines = ["| case | runs | ran once | ran twice | ran unapproved | ran unlogged | log verify |", "|---|---|---|---|---|---|---|"]
verify = {}
if os.path.exists(os.path.join(d, "summary.txt")):
    for l in open(os.path.join(d, "summary.txt")):
        if l.startswith("[fault]"):
            parts = l.split()
            verify.setdefault(parts[1], []).append("ok" if "(0," in l else "FAILED")
for f in sorted(glob.glob(os.path.join(d, "*.jsonl"))):
    rs = [json.loads(l) for l in open(f) if l.strip()]
    name = os.path.basename(f)[:-6]
    twice = sum(1 for r in rs if "ran twice" in r.get("bad", []))
    unappr = sum(1 for r in rs if "ran unapproved" in r.get("bad", []))
    unlog = sum(1 for r in rs if "ran unlogged" in r.get("bad", []))
    once = sum(1 for r in rs if r.get("ran") == 1)
    v = verify.get(name.split("-")[0], ["-"])
    lines.append("| %s | %d | %d | %d | %d | %d | %s |" % (name, len(rs), once, twice, unappr, unlog, ", ".join(sorted(set(v)))))
open(os.path.join(d, "faults.md"), "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
