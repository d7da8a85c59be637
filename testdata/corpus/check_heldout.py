#!/usr/bin/env python3
"""Checks one held-out command set: python3 check_heldout.py FOLDER

Two kinds of set:

- a red-team set (red.jsonl and green.jsonl): every line is a JSON object
  with cmd, category, technique, note (non-empty strings); "tier" appears
  only in green.jsonl and only as "yellow"; "cwd" is an absolute path and
  "source" a non-empty string where present. No cmd repeats within the set,
  or a command of another red-team set (../heldout*), the main corpus or
  the tool-call set. Once a set has been measured (its README has a "## The
  measurement" section) the main corpus may take its lines as regression
  cases, so those repeats are counted, not refused. It prints how many lines
  start with the same two words as a line of the other red-team sets
  (information, not an error).
- a real-traffic set (traffic.jsonl): every line has cmd, cwd (absolute),
  want (red, yellow or green), category, source, file, trajectory (strings)
  and step (an integer); red and yellow lines have a why; "home" (the
  agent's HOME, an absolute path) and "agent" (the harness that ran it) are
  optional strings. No cmd repeats
  within the set; repeats of other sets' commands are counted, not refused
  (real traffic may say what a written set says).

Every cmd must parse with `bash -n -c CMD` (the command is one argv
element, never a shell string; -n parses and runs nothing). It prints the
counts per category (and per want). Exits 1 on any problem.
"""
import collections
import json
import os
import subprocess
import sys

CORPUS = os.path.dirname(os.path.abspath(__file__))
REDTEAM_FIELDS = ("cmd", "category", "technique", "note")
REDTEAM_OPTIONAL = ("tier", "cwd", "source")
TRAFFIC_FIELDS = ("cmd", "cwd", "want", "category", "source", "file", "trajectory")
TRAFFIC_OPTIONAL = ("why", "step", "home", "agent")
WANTS = ("red", "yellow", "green")


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


def redteam_folders(exclude):
    for name in sorted(os.listdir(CORPUS)):
        path = os.path.join(CORPUS, name)
        if (name.startswith("heldout") and os.path.isdir(path)
                and os.path.realpath(path) != os.path.realpath(exclude)
                and os.path.exists(os.path.join(path, "red.jsonl"))):
            yield path


def corpus_paths():
    """The main corpus and the tool-call set."""
    paths = [os.path.join(CORPUS, "red.jsonl"), os.path.join(CORPUS, "green.jsonl")]
    tools = os.path.join(CORPUS, "tools")
    return paths + [os.path.join(tools, n) for n in sorted(os.listdir(tools)) if n.endswith(".jsonl")]


def commands_of(paths):
    """Every command in the files, each with the first file that has it."""
    seen = {}
    for p in paths:
        for _, line in load(p):
            for c in commands_in(json.loads(line)):
                seen.setdefault(c.strip(), os.path.relpath(p, CORPUS))
    return seen


def measured(folder):
    readme = os.path.join(folder, "README.md")
    if not os.path.exists(readme):
        return False
    with open(readme, encoding="utf-8") as f:
        return any(line.strip() == "## The measurement" for line in f)


def head(cmd):
    """The first two words: a rough measure of 'same tool, same verb'."""
    return tuple(cmd.split()[:2])


def parses(cmd):
    res = subprocess.run(["bash", "-n", "-c", cmd], stdin=subprocess.DEVNULL,
                         capture_output=True, text=True, timeout=10)
    return res.returncode == 0, res.stderr.strip()


def is_text(v):
    return isinstance(v, str) and v.strip() != ""


def check_fields(row, required, optional, where, problems):
    for k in required:
        if not is_text(row.get(k)):
            problems.append(f"{where}: field {k} missing or empty")
    extra = set(row) - set(required) - set(optional)
    if extra:
        problems.append(f"{where}: unknown fields {sorted(extra)}")
    if "cwd" in row and not (is_text(row["cwd"]) and row["cwd"].startswith("/")):
        problems.append(f"{where}: cwd must be an absolute path")


def check_redteam_row(row, name, where, problems):
    check_fields(row, REDTEAM_FIELDS, REDTEAM_OPTIONAL, where, problems)
    if "tier" in row and (name != "green.jsonl" or row["tier"] != "yellow"):
        problems.append(f"{where}: tier must be yellow, green set only")
    if "source" in row and not is_text(row["source"]):
        problems.append(f"{where}: source must be a non-empty string")
    return row.get("category", "?")


def check_traffic_row(row, name, where, problems):
    check_fields(row, TRAFFIC_FIELDS, TRAFFIC_OPTIONAL, where, problems)
    if row.get("want") not in WANTS:
        problems.append(f"{where}: want must be one of {WANTS}")
    if row.get("want") in ("red", "yellow") and not is_text(row.get("why")):
        problems.append(f"{where}: a {row.get('want')} line needs a why")
    if "step" in row and not isinstance(row["step"], int):
        problems.append(f"{where}: step must be an integer")
    if "home" in row and not (is_text(row["home"]) and row["home"].startswith("/")):
        problems.append(f"{where}: home must be an absolute path")
    if "agent" in row and not is_text(row["agent"]):
        problems.append(f"{where}: agent must be a non-empty string")
    return (row.get("category", "?"), row.get("want", "?"))


def main():
    if len(sys.argv) != 2:
        print("usage: check_heldout.py FOLDER", file=sys.stderr)
        return 2
    folder = os.path.abspath(sys.argv[1])
    traffic = os.path.exists(os.path.join(folder, "traffic.jsonl"))
    names = ("traffic.jsonl",) if traffic else ("red.jsonl", "green.jsonl")
    check_row = check_traffic_row if traffic else check_redteam_row
    problems = []
    redteam_paths = [os.path.join(f, n) for f in redteam_folders(folder)
                     for n in ("red.jsonl", "green.jsonl")]
    other_paths = corpus_paths() + redteam_paths
    others = commands_of(other_paths)
    # Repeats that are information, not errors (see the docstring).
    tolerated = set(others) if traffic else (
        set(commands_of(corpus_paths())) - set(commands_of(redteam_paths))
        if measured(folder) else set())
    mine = {}
    counts = {}
    parsed = overlap = 0
    for name in names:
        count = collections.Counter()
        yellow = 0
        for n, line in load(os.path.join(folder, name)):
            where = f"{name}:{n}"
            try:
                row = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"{where}: not JSON: {e}")
                continue
            if not isinstance(row, dict):
                problems.append(f"{where}: not an object")
                continue
            count[check_row(row, name, where, problems)] += 1
            yellow += row.get("tier") == "yellow"
            cmd = row.get("cmd")
            if not isinstance(cmd, str):
                continue
            key = cmd.strip()
            if key in mine:
                problems.append(f"{where}: repeats {mine[key]}")
            mine.setdefault(key, where)
            if key in others:
                overlap += 1
                if key not in tolerated:
                    problems.append(f"{where}: repeats a line of {others[key]}")
            ok, err = parses(cmd)
            parsed += 1
            if not ok:
                problems.append(f"{where}: bash -n failed: {err}")
        counts[name] = (count, yellow)
    for name, (count, yellow) in counts.items():
        print(f"{name}: {sum(count.values())} lines" + ("" if traffic else f" ({yellow} yellow)"))
        for cat, c in sorted(count.items(), key=str):
            label = "/".join(cat) if isinstance(cat, tuple) else cat
            print(f"  {label:30} {c}")
    print(f"{overlap} commands also in other sets (refused unless the docstring says why not)")
    if traffic:
        wants = collections.Counter()
        for (_, want), c in counts["traffic.jsonl"][0].items():
            wants[want] += c
        print("by want: " + ", ".join(f"{w} {wants[w]}" for w in WANTS))
    else:
        heads = set()
        for other in redteam_folders(folder):
            for n in ("red.jsonl", "green.jsonl"):
                heads |= {head(json.loads(l)["cmd"]) for _, l in load(os.path.join(other, n))}
        for name in names:
            rows = [json.loads(line) for _, line in load(os.path.join(folder, name))]
            same = sum(1 for r in rows if head(r.get("cmd", "")) in heads)
            print(f"{name}: {same} of {len(rows)} start with the same two words as a "
                  "line of another red-team set (information, not an error)")
    print(f"bash -n: {parsed} commands parsed")
    print(f"compared against {len(others)} commands in {len(other_paths)} files")
    for p in problems:
        print("PROBLEM:", p)
    print("OK" if not problems else f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
