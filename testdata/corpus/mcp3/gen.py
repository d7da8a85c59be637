#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl from the calls_*.py row lists.

Run from this folder: python3 gen.py. Edit the row lists, not the output.
Nothing here runs or classifies a call: it only writes JSON lines, in the
line format of ../mcp (so ../mcp/check.go reads them too).
"""
import json
import sys

sys.dont_write_bytecode = True  # keep __pycache__ out of the corpus folder

import calls_access  # noqa: E402
import calls_comms  # noqa: E402
import calls_content  # noqa: E402
import calls_data  # noqa: E402
import calls_flags  # noqa: E402
import calls_infra  # noqa: E402
import calls_money  # noqa: E402
import calls_more  # noqa: E402
import calls_ops  # noqa: E402
from provenance import SERVERS  # noqa: E402

CWD = "/home/u/project"
MODULES = [calls_money, calls_comms, calls_infra, calls_access, calls_data, calls_content, calls_ops, calls_flags,
           calls_more]
LABELS = ("red", "yellow", "green")
# The keys of a line, in the order ../mcp/check.go requires them.
KEYS = ("agent", "tool", "input", "cwd", "kind", "want", "why", "server", "source")


def checked(mod, row):
    """Returns the row's fields, or stops with the reason it is malformed."""
    if len(row) != 5:
        raise SystemExit(f"gen: row of {len(row)} fields in {mod.__name__}: {row!r}")
    server, tool, inp, want, why = row
    if server not in SERVERS:
        raise SystemExit(f"gen: unknown server {server!r} in {mod.__name__}")
    if want not in LABELS:
        raise SystemExit(f"gen: bad want {want!r} for {server} {tool}")
    if not isinstance(tool, str) or not tool:
        raise SystemExit(f"gen: empty tool name for {server} in {mod.__name__}")
    if not isinstance(inp, dict) or not isinstance(why, str) or not why.strip():
        raise SystemExit(f"gen: bad input or empty why for {server} {tool}")
    return server, tool, inp, want, why


def lines():
    seen = set()
    for mod in MODULES:
        for row in mod.CALLS:
            server, tool, inp, want, why = checked(mod, row)
            entry = SERVERS[server]
            name = f"mcp__{entry['prefix']}__{tool}"
            key = json.dumps([name, inp], sort_keys=True)
            if key in seen:
                raise SystemExit(f"gen: duplicate call {name} {inp}")
            seen.add(key)
            yield dict(zip(KEYS, ("claude", name, inp, CWD, "mcp", want, why, server, entry["source"])))


def main():
    red, green = [], []
    per = {}
    for obj in lines():
        per[obj["server"]] = per.get(obj["server"], 0) + 1
        (red if obj["want"] == "red" else green).append(obj)
    unused = sorted(set(SERVERS) - set(per))
    if unused:
        raise SystemExit(f"gen: servers with no calls: {unused}")
    for name, rows in (("red.jsonl", red), ("green.jsonl", green)):
        with open(name, "w", encoding="utf-8") as f:
            for obj in rows:
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    yellow = sum(1 for o in green if o["want"] == "yellow")
    total = len(red) + len(green)
    big = max(per.items(), key=lambda kv: kv[1])
    print(f"red {len(red)}, yellow {yellow}, green {len(green) - yellow}, total {total}, servers {len(per)}; "
          f"largest {big[0]} {big[1]} ({100 * big[1] / total:.1f}%)")


if __name__ == "__main__":
    main()
