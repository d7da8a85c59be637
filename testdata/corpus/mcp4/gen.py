#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl from the calls_*.py row lists and catalog.json.

Run from this folder: python3 gen.py. Edit the row lists, not the output.
Each row is (server, tool, input, want, why). The tool's description and
annotations come from catalog.json (written by extract.py from the server's
source at the commit in provenance.py); a row naming a tool the catalog lacks
stops the run. Nothing here runs or classifies a call: it only writes JSON
lines, in the line format of ../mcp3 plus "description" and "annotations".
"""
import collections
import json
import sys

sys.dont_write_bytecode = True  # keep __pycache__ out of the corpus folder

import calls_comms  # noqa: E402
import calls_data  # noqa: E402
import calls_infra  # noqa: E402
import calls_local  # noqa: E402
import calls_money  # noqa: E402
import calls_more  # noqa: E402
import calls_round3  # noqa: E402
import calls_round4  # noqa: E402
import calls_round5  # noqa: E402
import calls_search  # noqa: E402
from provenance import SERVERS  # noqa: E402

CWD = "/home/u/project"
MODULES = [calls_money, calls_infra, calls_data, calls_comms, calls_search, calls_local, calls_more,
           calls_round3, calls_round4, calls_round5]
LABELS = ("red", "yellow", "green")
KEYS = ("agent", "tool", "input", "cwd", "kind", "want", "why", "server", "source", "description", "annotations")


def checked(mod, row):
    """Returns the row's fields, or stops with the reason it is malformed."""
    if len(row) != 5:
        raise SystemExit(f"gen: row of {len(row)} fields in {mod.__name__}: {row!r}")
    server, tool, inp, want, why = row
    if server not in SERVERS:
        raise SystemExit(f"gen: unknown server {server!r} in {mod.__name__}")
    if want not in LABELS:
        raise SystemExit(f"gen: bad want {want!r} for {server} {tool}")
    if not isinstance(inp, dict) or not isinstance(why, str) or not why.strip():
        raise SystemExit(f"gen: bad input or empty why for {server} {tool}")
    return server, tool, inp, want, why


def lines(catalog):
    seen = set()
    for mod in MODULES:
        for row in mod.CALLS:
            server, tool, inp, want, why = checked(mod, row)
            entry = SERVERS[server]
            tools = catalog.get(server, {})
            if tool not in tools:
                raise SystemExit(f"gen: {server} publishes no tool {tool!r} in catalog.json")
            name = f"mcp__{entry['prefix']}__{tool}"
            key = json.dumps([name, inp], sort_keys=True)
            if key in seen:
                raise SystemExit(f"gen: duplicate call {name} {inp}")
            seen.add(key)
            cat = tools[tool]
            yield dict(zip(KEYS, ("claude", name, inp, CWD, "mcp", want, why, server, entry["source"],
                                  cat["description"], cat["annotations"])))


def main():
    with open("catalog.json") as fh:
        catalog = json.load(fh)
    out = {"red": [], "green": []}
    for line in lines(catalog):
        out["red" if line["want"] == "red" else "green"].append(json.dumps(line, ensure_ascii=False))
    for name, rows in out.items():
        with open(f"{name}.jsonl", "w") as fh:
            fh.write("\n".join(rows) + "\n")
    # Check what was written: every line parses, none repeats.
    counts, servers = collections.Counter(), collections.Counter()
    for name in out:
        with open(f"{name}.jsonl") as fh:
            raw = fh.read().splitlines()
        if len(raw) != len(set(raw)):
            raise SystemExit(f"gen: {name}.jsonl repeats a line")
        for text in raw:
            obj = json.loads(text)
            counts[obj["want"]] += 1
            servers[obj["server"]] += 1
    total = sum(counts.values())
    print(f"{total} calls: " + ", ".join(f"{k} {counts[k]}" for k in LABELS) + f"; {len(servers)} servers")
    for server, n in servers.most_common():
        flag = "  over 5%" if n > 0.05 * total else ""
        print(f"  {server:14} {n:3}{flag}")


if __name__ == "__main__":
    main()
