#!/usr/bin/env python3
"""Prints the README's tables from traffic.jsonl: per run set and per category."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    with open(os.path.join(HERE, "traffic.jsonl"), encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    by_set = collections.defaultdict(collections.Counter)
    runs = collections.defaultdict(set)
    for r in rows:
        s = r["trajectory"].split("/")[0]
        by_set[s][r["want"]] += 1
        runs[s].add(r["trajectory"])
    for s, c in sorted(by_set.items()):
        n = sum(c.values())
        print(f"| {s} | {len(runs[s])} | {c['red']} | {c['yellow']} | {c['green']} | {n} ({100 * n / len(rows):.1f}%) |")
    by_cat = collections.defaultdict(collections.Counter)
    for r in rows:
        by_cat[r["category"]][r["want"]] += 1
    for cat, c in sorted(by_cat.items(), key=lambda kv: -sum(kv[1].values())):
        cells = [str(c[w]) if c[w] else "" for w in ("red", "yellow", "green")]
        print(f"| {cat} | " + " | ".join(cells) + " |")
    total = collections.Counter(r["want"] for r in rows)
    print(total)


if __name__ == "__main__":
    main()
