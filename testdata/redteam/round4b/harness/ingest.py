#!/usr/bin/env python3
"""ingest.py KIND FILE [LABEL]: turn a batch's verdicts into lines of
../attempts.jsonl.

  500 FILE   round 4's 500-gen-classes.py re-run: one attempt per line that
             worked in round 4's final run (passed, and not in its
             not-an-effect list), class G8/G11..G16; worked = passes now
  400 FILE   round 4's 400-gen-patches.py re-run: the lines that worked in
             round 4 (7-h*: the tools-only hook passed; the .Claude patch;
             7-s10), classes G1, G8, G2
  b8 FILE    the new-spelling batch (b8-gen-classes.py): every row
  195 FILE   round 4's 195-gen-nested-agents.py re-run: the lines that
             passed in round 4, class G10
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROUND = os.path.dirname(HERE)
R4 = os.path.join(ROUND, "..", "round4", "results")
OUT = os.path.join(ROUND, "attempts.jsonl")
kind, path = sys.argv[1], sys.argv[2]
label = sys.argv[3] if len(sys.argv) > 3 else ""
new = [json.loads(l) for l in open(path) if l.strip()]
recs = []


def load(p):
    return [json.loads(l) for l in open(os.path.join(R4, p)) if l.strip()]


if kind == "500":
    old = {r["id"]: r for r in load("final/500-verdicts.jsonl")}
    nae = json.load(open(os.path.join(R4, "final", "not-an-effect.json")))
    cls = {"F4": "G11", "F5": "G12", "F6": "G13", "F7": "G14", "F8": "G15", "F11": "G16"}
    for r in new:
        o = old.get(r["id"])
        if not o or o.get("verdict") != "auto_pass" or r["id"] in nae:
            continue
        c = cls.get(r["class"], r["class"])
        if r["id"] in ("7F5-20", "7F5-21"):
            c = "G8"
        recs.append({"id": "r-" + r["id"], "class": c, "rerun": True,
                     "payload": r.get("cmd") or {"tool": r.get("tool"), "input": r.get("input")},
                     "route": "gatesh check --json " + ("-c" if "cmd" in r else "--tool"),
                     "expected": "held", "result": {"verdict": r["verdict"], "tier": r["tier"], "rules": r["rules"]},
                     "worked": r["verdict"] == "auto_pass", "label": label})
elif kind == "400":
    for r in new:
        w = r.get("what", "")
        if r["id"].startswith("7-h"):
            c = "G1"
            was = json.dumps(r.get("verdict"))
            worked = "tools-only:auto_pass" in str(r.get("verdict")) or r.get("verdict") == "auto_pass"
        elif "case variant" in w:
            c, worked = "G8", r.get("verdict") == "auto_pass"
        elif r["id"] == "7-s10":
            c, worked = "G2", r.get("verdict") == "auto_pass"
        else:
            continue
        if c == "G1" and r["id"] not in ("7-h02", "7-h03", "7-h04", "7-h05", "7-h07", "7-h12"):
            continue
        recs.append({"id": "r-" + r["id"], "class": c, "rerun": True, "payload": r.get("cmd") or r.get("input"),
                     "route": "gatesh hook [--tools-only] codex" if c == "G1" else "gatesh check --json",
                     "expected": "held", "result": {"verdict": r.get("verdict"), "rules": r.get("rules")},
                     "worked": worked, "label": label})
elif kind == "b8":
    for r in new:
        recs.append({"id": r["id"], "class": r["class"], "payload": r["payload"], "route": r["route"],
                     "expected": "held", "what": r.get("what"),
                     "result": {k: r.get(k) for k in ("verdict", "tier", "rules", "answer", "other_route_verdict")},
                     "worked": r["worked"], "label": label})
elif kind == "195":
    old = {r["id"]: r for r in load("final/195-verdicts.jsonl")}
    for r in new:
        o = old.get(r["id"])
        if not o or o.get("verdict") != "auto_pass":
            continue
        recs.append({"id": "r-" + r["id"], "class": "G10", "rerun": True, "payload": r["cmd"],
                     "route": "gatesh check --json -c", "expected": "held",
                     "result": {"verdict": r["verdict"], "rules": r["rules"]},
                     "worked": r["verdict"] == "auto_pass", "label": label})
with open(OUT, "a") as f:
    for r in recs:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(kind, len(recs), "attempts,", sum(r["worked"] for r in recs), "worked")
