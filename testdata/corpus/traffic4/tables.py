#!/usr/bin/env python3
"""Prints the README's tables (per source, per category) from traffic.jsonl. Runs nothing."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(HERE, "traffic.jsonl"), encoding="utf-8") if l.strip()]
stats = json.load(open(os.path.join(HERE, "extract_stats.json"), encoding="utf-8"))

print("| source repository | commit | agent | sessions | red | yellow | green | commands |")
print("|---|---|---|---:|---:|---:|---:|---:|")
by = collections.defaultdict(list)
for r in rows:
    by[r["source"]].append(r)
for src in sorted(by, key=lambda s: -len(by[s])):
    rs = by[src]
    c = collections.Counter(r["want"] for r in rs)
    agents = collections.Counter(r["agent"] for r in rs)
    agent = ", ".join(f"{a} ({n})" if len(agents) > 1 else a for a, n in agents.most_common())
    commits = sorted({r["file"].split(":")[0][:7] for r in rs})
    commit = commits[0] if len(commits) == 1 else f"{len(commits)} commits"
    print(f"| `{src}` | {commit} | {agent} | {len({r['trajectory'] for r in rs})} | {c['red'] or ''} | {c['yellow'] or ''} | {c['green'] or ''} | {len(rs)} |")
c = collections.Counter(r["want"] for r in rows)
print(f"| **total** ({len(by)} repositories) | | | {len({(r['source'], r['trajectory']) for r in rows})} | **{c['red']}** | **{c['yellow']}** | **{c['green']}** | **{len(rows)}** |")
print()
print("agents:", collections.Counter(r["agent"] for r in rows))
print()
print("| category | red | yellow | green |")
print("|---|---:|---:|---:|")
cat = collections.Counter((r["category"], r["want"]) for r in rows)
cats = sorted({r["category"] for r in rows}, key=lambda k: (-cat[(k, "red")], -cat[(k, "yellow")], -cat[(k, "green")]))
for k in sorted(cats, key=lambda k: (cat[(k, "red")] + cat[(k, "yellow")] > 0, -cat[(k, "green")], -cat[(k, "red")])):
    print(f"| {k} | {cat[(k, 'red')] or ''} | {cat[(k, 'yellow')] or ''} | {cat[(k, 'green')] or ''} |")
print(f"| **total** | **{c['red']}** | **{c['yellow']}** | **{c['green']}** |")
print()
for src, st in stats.items():
    print(src, st)
