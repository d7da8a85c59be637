#!/usr/bin/env python3
"""Print the README's tables from traffic.jsonl (counts only, no outcomes)."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(HERE, "traffic.jsonl"))]
n = len(rows)
by = collections.defaultdict(collections.Counter)
tasks = collections.defaultdict(set)
for r in rows:
    rs = r["trajectory"].split("/")[0]
    by[rs][r["want"]] += 1
    tasks[rs].add(r["trajectory"])
print("| run set | red | yellow | green | commands | share | trajectories/commits |")
for rs, c in by.items():
    t = sum(c.values())
    print(f"| `{rs}` | {c['red']} | {c['yellow']} | {c['green']} | {t} | {100*t/n:.1f}% | {len(tasks[rs])} |")
tot = collections.Counter(r["want"] for r in rows)
print(f"| total | {tot['red']} | {tot['yellow']} | {tot['green']} | {n} | | |")
print()
cat = collections.defaultdict(collections.Counter)
for r in rows:
    cat[r["category"]][r["want"]] += 1
print("| category | red | yellow | green |")
for k, c in sorted(cat.items(), key=lambda kv: -sum(kv[1].values())):
    print(f"| {k} | {c['red'] or ''} | {c['yellow'] or ''} | {c['green'] or ''} |")
print()
print("red lines:")
for r in rows:
    if r["want"] == "red":
        print(" ", r["trajectory"].split("/")[0], "|", r["cmd"][:110].replace("\n", "\\n"), "|", r["why"][:60])
