#!/usr/bin/env python3
"""Writes a held-out set's red.jsonl and green.jsonl from its red_src.py and green_src.py.

usage: python3 gen_heldout.py FOLDER   (e.g. heldout5)

Each source line is "cmd ¦ technique ¦ note", under "@category" headers,
and may go on with more " ¦ " fields:
  "yellow"        (green only) the line must be exactly yellow;
  "cwd=/path"     the working folder to measure the line in;
  "source=TEXT"   the documentation the line was written from.
In a cmd, "⏎" stands for a newline (heredocs and other multi-line commands).
"""
import importlib.util
import json
import os
import sys

SEP = " ¦ "
NEWLINE = "⏎"


def load_source(folder, name, var):
    spec = importlib.util.spec_from_file_location(name, os.path.join(folder, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, var)


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
        if category is None or len(parts) < 3:
            raise SystemExit(f"line {n}: bad source line: {line!r}")
        row = {
            "cmd": parts[0].replace(NEWLINE, "\n"),
            "category": category,
            "technique": parts[1].strip(),
            "note": parts[2].strip(),
        }
        for extra in parts[3:]:
            extra = extra.strip()
            if extra == "yellow" and allow_yellow and "tier" not in row:
                row["tier"] = "yellow"
            elif extra.startswith("cwd=") and extra[4:].startswith("/") and "cwd" not in row:
                row["cwd"] = extra[4:]
            elif extra.startswith("source=") and len(extra) > 7 and "source" not in row:
                row["source"] = extra[7:]
            else:
                raise SystemExit(f"line {n}: bad extra field {extra!r}: {line!r}")
        rows.append(row)
    return rows


def write(folder, name, rows):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{name}: {len(rows)} lines")


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: gen_heldout.py FOLDER")
    folder = os.path.abspath(sys.argv[1])
    sys.dont_write_bytecode = True  # keep __pycache__ out of testdata
    write(folder, "red.jsonl", parse(load_source(folder, "red_src", "RED"), allow_yellow=False))
    write(folder, "green.jsonl", parse(load_source(folder, "green_src", "GREEN"), allow_yellow=True))


if __name__ == "__main__":
    main()
