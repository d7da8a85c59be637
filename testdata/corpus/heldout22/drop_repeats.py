#!/usr/bin/env python3
"""Drops from red_src.py and green_src.py every line whose command
../check_heldout.py calls a repeat of another set, then regenerates the
two .jsonl files with ../gen_heldout.py.

usage, from this folder: python3 drop_repeats.py   (prints what it drops)
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = os.path.basename(HERE)
PARENT = os.path.dirname(HERE)
PROBLEM = re.compile(r"PROBLEM: (red|green)\.jsonl:(\d+): repeats")


def run(script):
    res = subprocess.run([sys.executable, script, NAME], cwd=PARENT, capture_output=True, text=True)
    return res.stdout + res.stderr


def main():
    run("gen_heldout.py")
    repeats = {"red": set(), "green": set()}
    for kind, num in PROBLEM.findall(run("check_heldout.py")):
        with open(os.path.join(HERE, kind + ".jsonl"), encoding="utf-8") as f:
            repeats[kind].add(json.loads(f.read().splitlines()[int(num) - 1])["cmd"])
    dropped = 0
    for kind, cmds in repeats.items():
        if not cmds:
            continue
        path = os.path.join(HERE, kind + "_src.py")
        with open(path, encoding="utf-8") as f:
            rows = f.read().split("\n")
        keep = []
        for row in rows:
            cmd = row.split(" \u00a6 ", 1)[0].replace("\u23ce", "\n") if " \u00a6 " in row else None
            if cmd in cmds:
                dropped += 1
                print(kind + ": " + row[:150])
            else:
                keep.append(row)
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(keep))
    run("gen_heldout.py")
    print(dropped, "lines dropped")


if __name__ == "__main__":
    main()
