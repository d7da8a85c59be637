"""Removes every source line of this set whose command ../check_heldout.py
reports as a repeat of another set's command, then writes red.jsonl and
green.jsonl again with ../gen_heldout.py.

usage, from this folder: python3 drop_repeats.py
The removed lines are printed (and kept nowhere else).
"""
import json
import pathlib
import re
import subprocess
import sys

SET = pathlib.Path(__file__).resolve().parent
CORPUS = SET.parent
BAR = " \u00a6 "
NEWLINE_MARK = "\u23ce"
REPEAT = re.compile(r"PROBLEM: (red|green)\.jsonl:(\d+): repeats")


def tool(name):
    """Runs one of the corpus folder's scripts on this set; returns its text."""
    done = subprocess.run([sys.executable, name, SET.name], cwd=CORPUS,
                          capture_output=True, text=True)
    return done.stdout + done.stderr


def repeated_commands():
    """The commands of this set that the checker calls repeats, by file."""
    found = {"red": set(), "green": set()}
    report = tool("check_heldout.py")
    for kind, number in REPEAT.findall(report):
        rows = (SET / f"{kind}.jsonl").read_text().splitlines()
        found[kind].add(json.loads(rows[int(number) - 1])["cmd"])
    return found


def without(path, commands):
    """Rewrites one source file without the lines of the given commands."""
    kept, gone = [], []
    for row in path.read_text().split("\n"):
        cmd = row.split(BAR)[0].replace(NEWLINE_MARK, "\n") if BAR in row else None
        (gone if cmd in commands else kept).append(row)
    path.write_text("\n".join(kept))
    return gone


if __name__ == "__main__":
    tool("gen_heldout.py")
    removed = []
    for kind, commands in repeated_commands().items():
        if commands:
            removed += [kind + ": " + row for row in
                        without(SET / f"{kind}_src.py", commands)]
    tool("gen_heldout.py")
    print(len(removed), "lines removed")
    for row in removed:
        print("  " + row[:150])
