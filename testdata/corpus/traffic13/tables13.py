#!/usr/bin/env python3
"""Prints the README's tables from traffic.jsonl with ../traffic12/tables12.py
(imported, pointed at this folder), and says which MANUAL keys of labels.py
match no candidate (a typo would leave a line on its first-pass label). Reads
files only; runs nothing.

    python3 tables13.py
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    labels = load("labels13", os.path.join(HERE, "labels.py"))
    rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
    keys = {labels.key(r["cmd"]) for r in rows}
    unused = sorted(set(labels.MANUAL) - keys)
    print("MANUAL keys matching no candidate:", unused or "none", file=sys.stderr)
    t12 = load("tables12", os.path.join(CORPUS, "traffic12", "tables12.py"))
    t12.HERE = HERE
    t12.main()


if __name__ == "__main__":
    main()
