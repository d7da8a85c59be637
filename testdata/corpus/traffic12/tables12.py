#!/usr/bin/env python3
"""Prints the README's tables from traffic.jsonl: per source (checkpoint-branch
commit, agent, sessions, red, yellow, green, lines, the commonest folders)
and per category. Reads files only; runs nothing.

    python3 tables12.py
"""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "traffic.jsonl"), encoding="utf-8") if l.strip()]
    sources = json.load(open(os.path.join(HERE, "sources.json"), encoding="utf-8"))
    total = len(rows)
    for src in sources:
        mine = [r for r in rows if r["source"] == src]
        w = collections.Counter(r["want"] for r in mine)
        commits = {r["file"].split(":")[0][:12] for r in mine}
        agents = collections.Counter(r["agent"] for r in mine)
        cwds = collections.Counter(r["cwd"] for r in mine).most_common(3)
        sessions = len({r["trajectory"] for r in mine})
        print(f"| `{src}` | `{'/'.join(sorted(commits))}` | {', '.join(agents)} | {sessions} | {w['red'] or ''} | "
              f"{w['yellow'] or ''} | {w['green']} | {len(mine)} ({100 * len(mine) / total:.1f}%) | "
              + ", ".join(f"`{c}` ({n})" for c, n in cwds) + " |")
    w = collections.Counter(r["want"] for r in rows)
    print(f"| total | | | {len({r['trajectory'] for r in rows})} | {w['red']} | {w['yellow']} | {w['green']} | {total} | |")
    print()
    cats = collections.defaultdict(collections.Counter)
    for r in rows:
        cats[r["category"]][r["want"]] += 1
    for c, n in sorted(cats.items(), key=lambda kv: -sum(kv[1].values())):
        print(f"| {c} | {n['red'] or ''} | {n['yellow'] or ''} | {n['green'] or ''} |")
    print()
    for want in ("red", "yellow"):
        whys = collections.Counter((r["category"], r["why"][:90]) for r in rows if r["want"] == want)
        for (c, y), n in whys.most_common():
            print(want, n, c, y)


if __name__ == "__main__":
    main()
