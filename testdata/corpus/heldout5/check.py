#!/usr/bin/env python3
"""Checks red.jsonl and green.jsonl of this set.

- every line is a JSON object with cmd, category, technique, note (strings);
  "tier" appears only in green.jsonl and only as "yellow";
- every cmd parses with `bash -n -c CMD` (cmd passed as one argv element,
  never through a shell string; -n parses and runs nothing);
- no cmd repeats within the set, or a cmd of the main corpus, of the
  earlier held-out sets (../heldout to ../heldout4), or a
  command of the tool-call set.
Prints per-category counts. Exits 1 on any problem.
"""
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
FIELDS = ("cmd", "category", "technique", "note")


def load(path):
    with open(path, encoding="utf-8") as f:
        return [(i, line) for i, line in enumerate(f, 1) if line.strip()]


def commands_in(value):
    """Yields every string under a "cmd" or "command" key, at any depth."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ("cmd", "command") and isinstance(v, str):
                yield v
            else:
                yield from commands_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from commands_in(v)


def head(cmd):
    """The first two words: a rough measure of 'same tool, same verb'."""
    return tuple(cmd.split()[:2])


def heldout_commands():
    for folder in ("heldout", "heldout2", "heldout3", "heldout4"):
        for name in ("red.jsonl", "green.jsonl"):
            for _, line in load(os.path.join(CORPUS, folder, name)):
                yield json.loads(line)["cmd"]


def other_commands():
    paths = [
        os.path.join(CORPUS, "red.jsonl"),
        os.path.join(CORPUS, "green.jsonl"),
        os.path.join(CORPUS, "heldout", "red.jsonl"),
        os.path.join(CORPUS, "heldout", "green.jsonl"),
        os.path.join(CORPUS, "heldout2", "red.jsonl"),
        os.path.join(CORPUS, "heldout2", "green.jsonl"),
        os.path.join(CORPUS, "heldout3", "red.jsonl"),
        os.path.join(CORPUS, "heldout3", "green.jsonl"),
        os.path.join(CORPUS, "heldout4", "red.jsonl"),
        os.path.join(CORPUS, "heldout4", "green.jsonl"),
    ]
    tools = os.path.join(CORPUS, "tools")
    for name in sorted(os.listdir(tools)):
        if name.endswith(".jsonl"):
            paths.append(os.path.join(tools, name))
    seen = {}
    for p in paths:
        for _, line in load(p):
            for c in commands_in(json.loads(line)):
                seen.setdefault(c.strip(), os.path.relpath(p, CORPUS))
    return seen, paths


def main():
    problems = []
    others, other_paths = other_commands()
    mine = {}
    counts = {}
    parsed = 0
    for name in ("red.jsonl", "green.jsonl"):
        count = collections.Counter()
        yellow = 0
        for n, line in load(os.path.join(HERE, name)):
            where = f"{name}:{n}"
            try:
                row = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"{where}: not JSON: {e}")
                continue
            if not isinstance(row, dict):
                problems.append(f"{where}: not an object")
                continue
            for k in FIELDS:
                if not isinstance(row.get(k), str) or not row[k].strip():
                    problems.append(f"{where}: field {k} missing or empty")
            extra = set(row) - set(FIELDS) - {"tier"}
            if extra:
                problems.append(f"{where}: unknown fields {sorted(extra)}")
            if "tier" in row:
                if name != "green.jsonl" or row["tier"] != "yellow":
                    problems.append(f"{where}: tier must be yellow, green set only")
                else:
                    yellow += 1
            cmd = row.get("cmd")
            if not isinstance(cmd, str):
                continue
            key = cmd.strip()
            if key in mine:
                problems.append(f"{where}: repeats {mine[key]}")
            mine.setdefault(key, where)
            if key in others:
                problems.append(f"{where}: repeats a line of {others[key]}")
            res = subprocess.run(
                ["bash", "-n", "-c", cmd],
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=10,
            )
            parsed += 1
            if res.returncode != 0:
                problems.append(f"{where}: bash -n failed: {res.stderr.strip()}")
            count[row.get("category", "?")] += 1
        counts[name] = (count, yellow)
    for name, (count, yellow) in counts.items():
        total = sum(count.values())
        print(f"{name}: {total} lines ({yellow} yellow)")
        for cat, c in count.items():
            print(f"  {cat:22} {c}")
    heads = {head(c) for c in heldout_commands()}
    for name in ("red.jsonl", "green.jsonl"):
        rows = [json.loads(line) for _, line in load(os.path.join(HERE, name))]
        same = sum(1 for r in rows if head(r["cmd"]) in heads)
        print(f"{name}: {same} of {len(rows)} start with the same two words "
              "as a line of ../heldout to ../heldout4 "
              "(information, not an error)")
    print(f"bash -n: {parsed} commands parsed")
    print(f"compared against {len(others)} commands in {len(other_paths)} files")
    for p in problems:
        print("PROBLEM:", p)
    print("OK" if not problems else f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
