#!/usr/bin/env python3
"""Prints, per finding class G1..G16 (and the new H ones), how many
attempts of attempts.jsonl were tried and how many worked, split into
round 4's own lines re-run ("re-run") and new spellings ("new")."""
import collections
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(HERE, "attempts.jsonl")) if l.strip()]
tried = collections.Counter()
worked = collections.Counter()
ids = collections.defaultdict(list)
for r in rows:
    m = re.match(r"(G\d+|H\d+)", r["class"])
    g = m.group(1) if m else r["class"]
    kind = "re-run" if r.get("rerun") or re.match(r"^(r-|b\d-r\d$)", r["id"]) else "new"
    tried[(g, kind)] += 1
    if r["worked"]:
        worked[(g, kind)] += 1
        ids[g].append(r["id"])


def key(g):
    return (g[0], int(g[1:]) if g[1:].isdigit() else 0)


gs = sorted({g for g, _ in tried}, key=key)
print("| finding | re-run: tried | re-run: worked | new: tried | new: worked |")
print("|---|---|---|---|---|")
T = collections.Counter()
for g in gs:
    a, b = tried[(g, "re-run")], worked[(g, "re-run")]
    c, d = tried[(g, "new")], worked[(g, "new")]
    T.update({"a": a, "b": b, "c": c, "d": d})
    print("| %s | %d | %d | %d | %d |" % (g, a, b, c, d))
print("| all | %d | %d | %d | %d |" % (T["a"], T["b"], T["c"], T["d"]))
print()
for g in gs:
    if ids[g]:
        print(g, "worked:", " ".join(ids[g]))
