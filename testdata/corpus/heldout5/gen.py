#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl from red_src.py and green_src.py.

Each source line is "cmd ¦ technique ¦ note" (green may add "¦ yellow"),
under "@category" headers. Run from anywhere: python3 gen.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep __pycache__ out of testdata

from green_src import GREEN  # noqa: E402
from red_src import RED  # noqa: E402

SEP = " ¦ "


def parse(text, allow_yellow):
    rows = []
    category = None
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        if line.startswith("@"):
            category = line[1:].strip()
            continue
        parts = line.split(SEP)
        if category is None or len(parts) not in (3, 4):
            raise SystemExit(f"line {n}: bad source line: {line!r}")
        row = {
            "cmd": parts[0],
            "category": category,
            "technique": parts[1].strip(),
            "note": parts[2].strip(),
        }
        if len(parts) == 4:
            if not allow_yellow or parts[3].strip() != "yellow":
                raise SystemExit(f"line {n}: bad fourth field: {line!r}")
            row["tier"] = "yellow"
        rows.append(row)
    return rows


def write(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{name}: {len(rows)} lines")


if __name__ == "__main__":
    write("red.jsonl", parse(RED, allow_yellow=False))
    write("green.jsonl", parse(GREEN, allow_yellow=True))
