#!/usr/bin/env python3
"""Reading aid (runs nothing): prints candidates with their current label,
filtered by want, category, source or a regular expression, showing the
head and the tail of long commands, so that each can be decided by hand.

    python3 review12.py [--want W] [--cat C] [--src S] [--re PATTERN] [--full]
"""
import argparse
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import labels  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--want")
    ap.add_argument("--cat")
    ap.add_argument("--src")
    ap.add_argument("--re")
    ap.add_argument("--full", action="store_true")
    a = ap.parse_args()
    rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
    n = 0
    for r in rows:
        want, why, cat = labels.label(r["cmd"], r)
        if a.want and want != a.want or a.cat and cat != a.cat or a.src and a.src not in r["source"]:
            continue
        if a.re and not re.search(a.re, r["cmd"]):
            continue
        n += 1
        c = r["cmd"]
        if not a.full and len(c) > 300:
            c = c[:180] + " ... " + c[-110:]
        m = "M" if labels.key(r["cmd"]) in labels.MANUAL else " "
        print(f"{labels.key(r['cmd'])} {m} {want:6} {cat:11} {r['source'].split('/')[1][:8]:8} {r['cwd'][-25:]:25}| {c!r}")
    print(n, "lines", file=sys.stderr)


if __name__ == "__main__":
    main()
