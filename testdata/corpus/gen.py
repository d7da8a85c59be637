#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl from gen_red.py and gen_green.py.

Run from this folder: python3 gen.py. Edit the row lists, not the output.
"""
import json
import subprocess
import sys

sys.dont_write_bytecode = True  # keep __pycache__ out of the corpus folder

import gen_green  # noqa: E402
import gen_red  # noqa: E402
import gen_round2  # noqa: E402
import gen_round3  # noqa: E402
import gen_round4  # noqa: E402
import gen_round5  # noqa: E402
import gen_round6  # noqa: E402
import gen_round7  # noqa: E402
import gen_round8  # noqa: E402


def rows(categories):
    for category, entries in categories:
        for entry in entries:
            cmd, technique, note = entry[:3]
            obj = {"cmd": cmd, "category": category, "technique": technique, "note": note}
            if len(entry) > 3:
                obj["tier"] = entry[3]
            yield obj


def flat(entries):
    """Rows that carry their own category: (cmd, category, technique, note[, tier])."""
    for entry in entries:
        cmd, category, technique, note = entry[:4]
        obj = {"cmd": cmd, "category": category, "technique": technique, "note": note}
        if len(entry) > 4:
            obj["tier"] = entry[4]
        yield obj


def write(path, objs):
    with open(path, "w", encoding="utf-8") as f:
        for obj in objs:
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")


def main():
    red = list(rows(gen_red.CATEGORIES)) + list(flat(gen_round2.RED)) + list(flat(gen_round3.RED)) + list(flat(gen_round4.RED)) + list(flat(gen_round5.RED)) + list(flat(gen_round6.RED)) + list(flat(gen_round7.RED)) + list(flat(gen_round8.RED))
    green = list(rows(gen_green.CATEGORIES)) + list(flat(gen_round2.GREEN)) + list(flat(gen_round3.GREEN)) + list(flat(gen_round4.GREEN)) + list(flat(gen_round5.GREEN)) + list(flat(gen_round6.GREEN)) + list(flat(gen_round7.GREEN)) + list(flat(gen_round8.GREEN))
    seen = {}
    bad = False
    for name, objs in (("red", red), ("green", green)):
        for obj in objs:
            if obj["cmd"] in seen:
                print(f"duplicate in {name} and {seen[obj['cmd']]}: {obj['cmd']!r}", file=sys.stderr)
                bad = True
            seen[obj["cmd"]] = name
            r = subprocess.run(["bash", "-n", "-c", obj["cmd"]], capture_output=True, text=True)
            if r.returncode != 0:
                print(f"bash -n rejects {obj['cmd']!r}: {r.stderr.strip()}", file=sys.stderr)
                bad = True
    if bad:
        sys.exit(1)
    write("red.jsonl", red)
    write("green.jsonl", green)
    techniques = {o["technique"] for o in red}
    print(f"red {len(red)} ({len(techniques)} techniques), green {len(green)}"
          f" ({sum(1 for o in green if o.get('tier') == 'yellow')} yellow)")


if __name__ == "__main__":
    main()
