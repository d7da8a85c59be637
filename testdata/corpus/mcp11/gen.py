#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl of the held-out set mcp11 from the tables
in calls_*.py, the tool catalog in catalog.json (built by extract.py from
the servers' source) and the sources in provenance.py.

A table row is a tuple (server, tool, want, input, why): the server's key in
provenance.py, the tool's published name, the label (red, yellow or green),
the arguments, and a short note on the effect. The description and the
annotations of each line are copied from catalog.json, never written by
hand. Run: python3 gen.py (writes the two jsonl files, nothing else).
"""
import collections
import glob
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from provenance import SOURCES  # noqa: E402

MAX_SHARE = 0.05


def load_calls():
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "calls_*.py"))):
        name = os.path.splitext(os.path.basename(path))[0]
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(mod.CALLS)
    return rows


def main():
    with open(os.path.join(HERE, "catalog.json")) as f:
        catalog = json.load(f)
    rows = load_calls()
    red, green = [], []
    seen = set()
    by_label = collections.Counter()
    by_server = collections.Counter()
    for row in rows:
        server, tool, want, args, why = row
        assert want in ("red", "yellow", "green"), row
        assert server in SOURCES, server
        assert tool in catalog[server], (server, tool)
        assert isinstance(args, dict), row
        assert why.strip(), row
        entry = catalog[server][tool]
        src = SOURCES[server]
        obj = {
            "agent": "claude",
            "tool": "mcp__%s__%s" % (server, tool),
            "input": args,
            "cwd": "/home/u/project",
            "kind": "mcp",
            "want": want,
            "why": why,
            "server": server,
            "source": "%s@%s" % (src["repo"], src["commit"][:8]),
            "description": entry["description"][:600],
            "annotations": entry["annotations"],
        }
        text = json.dumps(obj, ensure_ascii=False)
        assert json.loads(text) == obj
        key = json.dumps([obj["tool"], obj["input"]], sort_keys=True)
        assert key not in seen, "repeated call: " + key
        seen.add(key)
        by_label[want] += 1
        by_server[server] += 1
        (red if want == "red" else green).append(text)
    total = len(red) + len(green)
    for name, lines in (("red.jsonl", red), ("green.jsonl", green)):
        with open(os.path.join(HERE, name), "w") as f:
            for line in lines:
                f.write(line + "\n")
    # check what was written: every line parses, no line repeats
    for name in ("red.jsonl", "green.jsonl"):
        with open(os.path.join(HERE, name)) as f:
            lines = f.read().splitlines()
        assert len(lines) == len(set(lines)), name
        for line in lines:
            json.loads(line)
    print("total %d: %s" % (total, ", ".join("%s %d (%.0f%%)" % (k, v, 100.0 * v / total)
                                                for k, v in sorted(by_label.items()))))
    print("servers %d" % len(by_server))
    for server, n in by_server.most_common():
        flag = "  OVER 5%" if n > MAX_SHARE * total else ""
        print("  %-14s %3d%s" % (server, n, flag))


if __name__ == "__main__":
    main()
