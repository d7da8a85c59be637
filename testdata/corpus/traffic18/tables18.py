#!/usr/bin/env python3
"""Print the README's tables from traffic.jsonl (label counts only)."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
TIERS = ("red", "yellow", "green")


def tally(rows, key):
    out = {}
    for r in rows:
        out.setdefault(key(r), collections.Counter())[r["want"]] += 1
    return out


def md_row(cells):
    return "| " + " | ".join(str(c) for c in cells) + " |"


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "traffic.jsonl"))]
    n = len(rows)
    runset = lambda r: r["trajectory"].split("/")[0]
    per_set = tally(rows, runset)
    trajs = collections.Counter(runset(r) for r in {r["trajectory"]: r for r in rows}.values())
    print(md_row(["run set", *TIERS, "commands", "share", "trajectories/commits"]))
    for name, c in per_set.items():
        size = sum(c.values())
        print(md_row([f"`{name}`", *(c[t] for t in TIERS), size,
                      f"{100 * size / n:.1f}%", trajs[name]]))
    whole = collections.Counter(r["want"] for r in rows)
    print(md_row(["total", *(whole[t] for t in TIERS), n, "", ""]))
    print()
    print(md_row(["category", *TIERS]))
    by_cat = tally(rows, lambda r: r["category"])
    for name in sorted(by_cat, key=lambda k: -sum(by_cat[k].values())):
        print(md_row([name, *(by_cat[name][t] or "" for t in TIERS)]))
    print()
    print("red lines:")
    for r in rows:
        if r["want"] == "red":
            print(" ", runset(r), "|", r["cmd"][:110].replace("\n", "\\n"), "|", r["why"][:60])


if __name__ == "__main__":
    main()
