#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl from the calls_*.py row lists.

Run from this folder: python3 gen.py. Edit the row lists, not the output.
Nothing here runs or classifies a call: it only writes JSON lines.
"""
import json
import sys

sys.dont_write_bytecode = True  # keep __pycache__ out of the corpus folder

import calls_chat  # noqa: E402
import calls_data  # noqa: E402
import calls_forge  # noqa: E402
import calls_infra  # noqa: E402
import calls_misc  # noqa: E402
from provenance import SERVERS  # noqa: E402

CWD = "/home/u/project"
MODULES = [calls_forge, calls_chat, calls_data, calls_infra, calls_misc]


def lines():
    seen = set()
    for mod in MODULES:
        for server, tool, inp, want, why in mod.CALLS:
            if server not in SERVERS:
                raise SystemExit(f"gen: unknown server {server!r} in {mod.__name__}")
            if want not in ("red", "yellow", "green"):
                raise SystemExit(f"gen: bad want {want!r} for {server} {tool}")
            prefix = SERVERS[server]["prefix"]
            obj = {
                "agent": "claude",
                "tool": f"mcp__{prefix}__{tool}",
                "input": inp,
                "cwd": CWD,
                "kind": "mcp",
                "want": want,
                "why": why,
                "server": server,
                "source": SERVERS[server]["source"],
            }
            key = json.dumps([obj["tool"], inp], sort_keys=True)
            if key in seen:
                raise SystemExit(f"gen: duplicate call {obj['tool']} {inp}")
            seen.add(key)
            yield obj


def main():
    red, green = [], []
    for obj in lines():
        (red if obj["want"] == "red" else green).append(obj)
    for name, rows in (("red.jsonl", red), ("green.jsonl", green)):
        with open(name, "w", encoding="utf-8") as f:
            for obj in rows:
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print(f"red {len(red)}, green/yellow {len(green)}")


if __name__ == "__main__":
    main()
