#!/usr/bin/env python3
"""Write red.jsonl and green.jsonl from the call tables and catalog.json.

red.jsonl holds the red calls; green.jsonl the green and yellow ones, each
with its exact `want`. Checks: every tool is in the catalog, every want is a
tier, no (server, tool, input) repeats, no server has more than 25 calls,
every line parses back. Prints counts by label and by server.
"""
import collections
import glob
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from provenance import SERVERS  # noqa: E402

CWD = "/home/u/project"
MAX_PER_SERVER = 25


def rows():
    out = []
    for f in sorted(glob.glob(os.path.join(HERE, "calls_*.py"))):
        mod = importlib.import_module(os.path.basename(f)[:-3])
        out.extend(mod.CALLS)
    return out


def main():
    cat = json.load(open(os.path.join(HERE, "catalog.json")))
    seen = set()
    per_server = collections.Counter()
    labels = collections.Counter()
    by_server = collections.defaultdict(collections.Counter)
    red, green = [], []
    for server, tool, want, inp, why in rows():
        assert want in ("red", "yellow", "green"), (server, tool, want)
        assert server in SERVERS, server
        assert tool in cat.get(server, {}), ("not in catalog", server, tool)
        key = (server, tool, json.dumps(inp, sort_keys=True))
        assert key not in seen, ("repeat", key)
        seen.add(key)
        per_server[server] += 1
        labels[want] += 1
        by_server[server][want] += 1
        entry = cat[server][tool]
        line = {
            "agent": "claude",
            "tool": "mcp__%s__%s" % (server, tool),
            "input": inp,
            "cwd": CWD,
            "kind": "mcp",
            "want": want,
            "why": why,
            "server": server,
            "source": "%s@%s" % (SERVERS[server]["repo"], SERVERS[server]["commit"][:8]),
            "description": entry["description"],
            "annotations": entry["annotations"],
        }
        (red if want == "red" else green).append(json.dumps(line, ensure_ascii=False))
    for s, n in per_server.items():
        assert n <= MAX_PER_SERVER, (s, n)
    for name, lines in (("red.jsonl", red), ("green.jsonl", green)):
        with open(os.path.join(HERE, name), "w") as f:
            for ln in lines:
                json.loads(ln)
                f.write(ln + "\n")
    total = sum(labels.values())
    print("calls %d: red %d (%.0f%%), yellow %d (%.0f%%), green %d (%.0f%%); servers %d; tools %d" % (
        total, labels["red"], 100.0 * labels["red"] / total, labels["yellow"], 100.0 * labels["yellow"] / total,
        labels["green"], 100.0 * labels["green"] / total, len(per_server), len({(k[0], k[1]) for k in seen})))
    for s in sorted(by_server):
        c = by_server[s]
        print("  %-15s red %2d yellow %2d green %2d total %2d" % (s, c["red"], c["yellow"], c["green"], sum(c.values())))


if __name__ == "__main__":
    main()
