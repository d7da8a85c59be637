#!/usr/bin/env python3
"""Prints the README's tables: lines per run set and per category, by label, and the red whys."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    with open(os.path.join(HERE, "traffic.jsonl"), encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    total = len(rows)
    by_set = collections.defaultdict(collections.Counter)
    tasks = collections.defaultdict(set)
    for r in rows:
        rs, task = r["trajectory"].split("/", 1)
        by_set[rs][r["want"]] += 1
        tasks[rs].add(task)
    for rs, c in by_set.items():
        n = sum(c.values())
        print(f"| `{rs}` | {len(tasks[rs])} | {c['red'] or ''} | {c['yellow'] or ''} | {c['green']} | {n} ({100 * n / total:.1f}%) |")
    print()
    by_cat = collections.defaultdict(collections.Counter)
    for r in rows:
        by_cat[r["category"]][r["want"]] += 1
    for cat, c in sorted(by_cat.items(), key=lambda kv: -sum(kv[1].values())):
        print(f"| {cat} | {c['red'] or ''} | {c['yellow'] or ''} | {c['green'] or ''} |")
    c = collections.Counter(r["want"] for r in rows)
    print(f"| **total** | **{c['red']}** | **{c['yellow']}** | **{c['green']:,}** |  ({total})")
    print()
    whys = collections.Counter((r["want"], r["why"][:110]) for r in rows if r["want"] != "green")
    for (w, why), n in sorted(whys.items()):
        print(n, w, why)


if __name__ == "__main__":
    main()
