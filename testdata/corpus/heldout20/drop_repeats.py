"""Drops from red_src.py and green_src.py every line whose command repeats a
line of another set, as ../check_heldout.py reports it, then regenerates.

usage (from this folder): python3 drop_repeats.py
It appends the dropped commands to /tmp/heldout20_dropped.txt (not kept).
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PARENT = os.path.dirname(HERE)
SEP = " \u00a6 "


def run(*args):
    return subprocess.run(args, cwd=PARENT, capture_output=True, text=True)


def main():
    run(sys.executable, "gen_heldout.py", "heldout20")
    out = run(sys.executable, "check_heldout.py", "heldout20")
    text = out.stdout + out.stderr
    bad = {"red": set(), "green": set()}
    for m in re.finditer(r"PROBLEM: (red|green)\.jsonl:(\d+): repeats", text):
        bad[m.group(1)].add(int(m.group(2)))
    dropped = []
    for kind in ("red", "green"):
        if not bad[kind]:
            continue
        lines = open(os.path.join(HERE, kind + ".jsonl")).read().splitlines()
        cmds = {json.loads(lines[n - 1])["cmd"] for n in bad[kind]}
        src = os.path.join(HERE, kind + "_src.py")
        keep = []
        for line in open(src).read().split("\n"):
            if SEP in line and line.split(SEP)[0].replace("\u23ce", "\n") in cmds:
                dropped.append(kind + "\t" + line)
                continue
            keep.append(line)
        open(src, "w").write("\n".join(keep))
    with open("/tmp/heldout20_dropped.txt", "a") as f:
        for d in dropped:
            f.write(d + "\n")
    run(sys.executable, "gen_heldout.py", "heldout20")
    print("dropped", len(dropped))
    for d in dropped:
        print(" ", d[:140])


if __name__ == "__main__":
    main()
