#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl from the call tables (calls_*.py) and
catalog.json (written by extract.py).

Each line: agent, tool (mcp__<server>__<tool>), input, cwd, kind "mcp",
want, why, server, source (owner/repo@commit8), description and
annotations copied from the catalog.

Asserts: every tool is in the catalog, every want is red/yellow/green, no
call (server, tool, input) repeats, no server has more than 25 calls, and
every line parses back as JSON. Prints counts by label and by server.
"""
import collections
import glob
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from provenance import SERVERS  # noqa: E402

CWD = "/home/u/project"
MAX_PER_SERVER = 25
FIELDS = ("agent", "tool", "input", "cwd", "kind", "want", "why", "server", "source",
          "description", "annotations")


def load_calls():
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "calls_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for r in mod.CALLS:
            rows.append((os.path.basename(path),) + tuple(r))
    return rows


def main():
    with open(os.path.join(HERE, "catalog.json")) as f:
        catalog = json.load(f)
    rows = load_calls()
    seen = set()
    red, green = [], []
    per = collections.Counter()
    labels = collections.Counter()
    by_server = collections.defaultdict(collections.Counter)
    for fname, server, tool, want, inp, why in rows:
        assert server in SERVERS, (fname, server)
        assert tool in catalog.get(server, {}), (fname, server, tool, "not in catalog")
        assert want in ("red", "yellow", "green"), (fname, server, tool, want)
        assert isinstance(inp, dict) and why, (fname, server, tool)
        key = (server, tool, json.dumps(inp, sort_keys=True))
        assert key not in seen, ("repeat", fname, server, tool, inp)
        seen.add(key)
        entry = catalog[server][tool]
        spec = SERVERS[server]
        values = ("claude", "mcp__%s__%s" % (server, tool), inp, CWD, "mcp", want, why,
                  server, "%s@%s" % (spec["repo"], spec["commit"]),
                  entry["description"], entry["annotations"])
        line = dict(zip(FIELDS, values))
        (red if want == "red" else green).append(line)
        per[server] += 1
        labels[want] += 1
        by_server[server][want] += 1
    for name, lines in (("red.jsonl", red), ("green.jsonl", green)):
        with open(os.path.join(HERE, name), "w") as f:
            for line in lines:
                text = json.dumps(line, ensure_ascii=False)
                assert json.loads(text) == line
                f.write(text + "\n")
    over = [s for s, n in per.items() if n > MAX_PER_SERVER]
    assert not over, ("over %d calls" % MAX_PER_SERVER, over)
    total = sum(labels.values())
    print("total %d: red %d (%.0f%%), yellow %d (%.0f%%), green %d (%.0f%%)" % (
        total, labels["red"], 100.0 * labels["red"] / total,
        labels["yellow"], 100.0 * labels["yellow"] / total,
        labels["green"], 100.0 * labels["green"] / total))
    print("servers with calls: %d; distinct tools: %d" % (
        len(per), len({(s, t) for s, t, _ in seen})))
    for s in sorted(per):
        c = by_server[s]
        print("  %-16s red %2d  yellow %2d  green %2d  calls %2d" % (s, c["red"], c["yellow"], c["green"], per[s]))
    unused = sorted(set(SERVERS) - set(per))
    if unused:
        print("servers in provenance.py without calls:", unused)


if __name__ == "__main__":
    main()
