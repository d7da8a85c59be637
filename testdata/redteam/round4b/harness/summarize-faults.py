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
intro = ("The fault matrix (`harness/fault-all.sh`), against the final target: each held command "
         "appends a line to a file outside the project, so the count of lines is how many times it "
         "ran; `ran unlogged` counts runs without their `run` record. kill -9 of the agent's gatesh "
         "at a random point of the held wait and of the approved run (and of `gatesh approve` in a "
         "third of the runs), 8 runs of one approval at once, a run raced against `revoke`, a team "
         "approval raced against the hub's revoke and 4 runs at once, and a gatesh folder on a "
         "1 MiB tmpfs, full or read-only, with and without Landlock (`smalldisk`: a green command, a "
         "held one and an approved one).\n\n")
open(os.path.join(d, "faults.md"), "w").write(intro + "\n".join(lines) + "\n")
print("\n".join(lines))
