#!/usr/bin/env python3
"""Reading aid (runs nothing): the README's tables, from traffic.jsonl,
sources.json and extract_stats.json.

    python3 tables.py
"""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "traffic.jsonl"), encoding="utf-8") if l.strip()]
    sources = json.load(open(os.path.join(HERE, "sources.json"), encoding="utf-8"))
    stats = json.load(open(os.path.join(HERE, "extract_stats.json"), encoding="utf-8"))
    by = collections.defaultdict(list)
    for r in rows:
        by[r["source"]].append(r)
    print("| source repository | snapshot | format | agent | sessions | red | yellow | green | commands | cwd |")
    print("|---|---|---|---|---:|---:|---:|---:|---:|---|")
    for repo in sources:
        rs = by[repo]
        c = collections.Counter(r["want"] for r in rs)
        commit = rs[0]["file"].split(":")[0][:12]
        cwds = collections.Counter(r["cwd"] for r in rs).most_common()
        cwd = f"`{cwds[0][0]}`" + (f" (+{len(cwds) - 1})" if len(cwds) > 1 else "")
        agents = "; ".join(sorted({r["agent"] for r in rs}))
        print(f"| `{repo}` | `{commit}` | {sources[repo]['format']} | {agents} | {stats[repo]['sessions']} | "
              f"{c['red'] or ''} | {c['yellow'] or ''} | {c['green']} | {len(rs)} | {cwd} |")
    c = collections.Counter(r["want"] for r in rows)
    print(f"| **total** | | | | {sum(s['sessions'] for s in stats.values())} | **{c['red']}** | **{c['yellow']}** | **{c['green']}** | **{len(rows)}** | |")
    print()
    fmt = collections.Counter(sources[r["source"]]["format"] for r in rows)
    print("by format:", dict(fmt))
    print("largest source share: %.1f%%" % (100 * max(len(v) for v in by.values()) / len(rows)))
    print()
    cat = collections.defaultdict(collections.Counter)
    for r in rows:
        cat[r["category"]][r["want"]] += 1
    print("| category | red | yellow | green |")
    print("|---|---:|---:|---:|")
    for k, v in sorted(cat.items(), key=lambda kv: (-kv[1]["green"], -kv[1]["yellow"], -kv[1]["red"])):
        print(f"| {k} | {v['red'] or ''} | {v['yellow'] or ''} | {v['green'] or ''} |")
    print()
    for want in ("red", "yellow"):
        for r in rows:
            if r["want"] == want:
                print(want, r["source"].split("/")[1][:14], "|", r["cmd"][:110].replace("\n", " "), "|", r["why"])


if __name__ == "__main__":
    main()
