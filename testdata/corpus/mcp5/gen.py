#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl of the held-out set mcp5 from the
tables in calls_*.py and the sources in provenance.py.

Each table row is a dict with: server, tool (the server's own tool name),
input, want (red, yellow or green), why, description (verbatim from the
server's catalog, first 600 characters) and annotations (as the server
declares them, or None). Run: python3 gen.py (no other effect).
"""
import glob
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from provenance import SOURCES  # noqa: E402


def load_calls():
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "calls_*.py"))):
        name = os.path.splitext(os.path.basename(path))[0]
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(mod.CALLS)
    return rows


with open(os.path.join(HERE, "catalog.json")) as _f:
    CATALOG = json.load(_f)


def line(row):
    server = row["server"]
    entry = CATALOG[server][row["tool"]]
    if "description" not in row:
        row["description"] = entry["description"]
        row["annotations"] = entry["annotations"]
    assert row["description"][:600] == entry["description"], (server, row["tool"])
    assert row["annotations"] == entry["annotations"], (server, row["tool"])
    repo, commit = SOURCES[server]["repo"], SOURCES[server]["commit"]
    desc = row["description"]
    if len(desc) > 600:
        desc = desc[:600]
    return {
        "agent": "claude",
        "tool": "mcp__%s__%s" % (server, row["tool"]),
        "input": row["input"],
        "cwd": "/home/u/project",
        "kind": "mcp",
        "want": row["want"],
        "why": row["why"],
        "server": server,
        "source": "%s@%s" % (repo, commit[:8]),
        "description": desc,
        "annotations": row["annotations"],
    }


def main():
    rows = load_calls()
    red, green = [], []
    seen = set()
    for row in rows:
        assert row["want"] in ("red", "yellow", "green"), row
        assert row["server"] in SOURCES, row["server"]
        assert row["why"].strip(), row
        obj = line(row)
        text = json.dumps(obj, ensure_ascii=False)
        key = json.dumps([obj["tool"], obj["input"]], sort_keys=True)
        assert key not in seen, "repeated call: " + key
        seen.add(key)
        assert json.loads(text) == obj
        (red if row["want"] == "red" else green).append(text)
    for name, lines in (("red.jsonl", red), ("green.jsonl", green)):
        with open(os.path.join(HERE, name), "w") as f:
            f.write("\n".join(lines) + "\n")
    counts = {}
    per_server = {}
    for row in rows:
        counts[row["want"]] = counts.get(row["want"], 0) + 1
        per_server[row["server"]] = per_server.get(row["server"], 0) + 1
    total = len(rows)
    print("total", total, counts)
    print("servers", len(per_server))
    for s, n in sorted(per_server.items(), key=lambda x: -x[1]):
        flag = "  OVER 5%" if n > 0.05 * total else ""
        print("  %-22s %3d%s" % (s, n, flag))
    unused = set(SOURCES) - set(per_server)
    if unused:
        print("sources without calls:", sorted(unused))


if __name__ == "__main__":
    main()
