#!/usr/bin/env python3
"""Prints lines of traffic.jsonl for reading while labelling (../traffic15/review.py's
risky words, this set's file).

    python3 review17.py red|yellow     # every line of that label
    python3 review17.py flagged        # green lines that touch risky words
"""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "traffic15"))
import review as review15  # noqa: E402


def main():
    what = sys.argv[1]
    with open(os.path.join(HERE, "traffic.jsonl"), encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    for i, r in enumerate(rows, 1):
        if what in ("red", "yellow") and r["want"] != what:
            continue
        if what == "flagged" and (r["want"] != "green" or not review15.RISKY.search(r["cmd"])):
            continue
        cmd = r["cmd"].replace("\n", " \\n ")
        k = hashlib.sha1(r["cmd"].encode("utf-8")).hexdigest()[:12]
        print(f"{i} {k} [{r['want']}/{r['category']}] {r['cwd']} {cmd[:230]}")


if __name__ == "__main__":
    main()
