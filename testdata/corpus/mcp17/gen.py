#!/usr/bin/env python3
"""Write red.jsonl and green.jsonl from the call tables and catalog.json.

Each line: agent, tool (mcp__<server>__<tool>), input, cwd, kind, want, why,
server, source (owner/repo@commit8), and the tool's description and
annotations copied from catalog.json. Asserts: every tool is in the catalog,
every want is a tier, no (server, tool, input) repeats, no server has more
than 25 calls, every line parses back. Prints counts by label and server.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from extract import call_rows  # noqa: E402
from provenance import SERVERS  # noqa: E402

TIERS = ("red", "yellow", "green")


def main():
    with open(os.path.join(HERE, "catalog.json")) as f:
        cat = json.load(f)
    seen = set()
    per_server = collections.Counter()
    by_label = collections.Counter()
    table = collections.defaultdict(collections.Counter)
    red, green = [], []
    for server, tool, want, inp, why in call_rows():
        assert want in TIERS, (server, tool, want)
        assert server in SERVERS, server
        assert tool in cat.get(server, {}), (server, tool)
        key = (server, tool, json.dumps(inp, sort_keys=True))
        assert key not in seen, key
        seen.add(key)
        per_server[server] += 1
        by_label[want] += 1
        table[server][want] += 1
        s = SERVERS[server]
        entry = cat[server][tool]
        line = {
            "agent": "claude",
            "tool": "mcp__%s__%s" % (server, tool),
            "input": inp,
            "cwd": "/home/u/project",
            "kind": "mcp",
            "want": want,
            "why": why,
            "server": server,
            "source": "%s@%s" % (s["repo"], s["commit"][:8]),
            "description": entry["description"],
            "annotations": entry["annotations"],
        }
        (red if want == "red" else green).append(line)
    for server, n in per_server.items():
        assert n <= 25, (server, n)
    for name, lines in (("red.jsonl", red), ("green.jsonl", green)):
        with open(os.path.join(HERE, name), "w") as f:
            for line in lines:
                f.write(json.dumps(line, ensure_ascii=False) + "\n")
        with open(os.path.join(HERE, name)) as f:
            for raw in f:
                json.loads(raw)
    total = sum(by_label.values())
    print("calls: %d  servers: %d  tools: %d" % (total, len(per_server), len({(s, t) for s, t, _ in seen})))
    for t in TIERS:
        print("  %-6s %4d  %4.1f%%" % (t, by_label[t], 100.0 * by_label[t] / total))
    for server in sorted(table):
        c = table[server]
        print("  %-14s red %2d yellow %2d green %2d  = %2d" % (server, c["red"], c["yellow"], c["green"], per_server[server]))


if __name__ == "__main__":
    main()
