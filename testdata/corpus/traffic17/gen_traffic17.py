#!/usr/bin/env python3
"""Builds traffic17 from agent run logs that their owners committed to GitHub.

    python3 gen_traffic17.py extract   # candidates.jsonl and extract_stats.json, from sources.json
    python3 gen_traffic17.py write     # traffic.jsonl, from candidates.jsonl and labels.py

The snapshots are the search tool's fetches (/work/.mirror/OWNER+NAME/repo), read with
git by ./readers17.py. Sources that an earlier traffic set used or named
(./earlier17.py) are refused. Credentials are redacted (../traffic15/gen_traffic15.py's
`redact`, over ../traffic7/redact_creds.py) before anything is written. Repeats within
the set, and commands an earlier set holds (../traffic16/gen_traffic16.py's
`earlier_commands`: the main corpus, the tool-call set, heldout..heldout17,
traffic..traffic15; plus traffic16 and heldout18), are dropped, and so are commands
`bash -n` refuses. Each run set gives at most its cap (runsets.json): a seeded sample
(seed 17) kept in log order.

No command is run: the only program started besides git is `bash -n -c CMD` (parse
only, the command one argv element).
"""
import collections
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
for d in ("traffic7", "traffic15", "traffic16"):
    sys.path.insert(0, os.path.join(CORPUS, d))
sys.path.insert(0, HERE)
import gen_traffic15  # noqa: E402  (redact, parses)
import gen_traffic16  # noqa: E402  (earlier_commands)
import earlier17  # noqa: E402
import readers17  # noqa: E402

SEED = 17
CANDIDATES = os.path.join(HERE, "candidates.jsonl")
OUT = os.path.join(HERE, "traffic.jsonl")


def sources():
    with open(os.path.join(HERE, "runsets.json"), encoding="utf-8") as f:
        return json.load(f)


def known():
    seen = gen_traffic16.earlier_commands()
    paths = [os.path.join(CORPUS, "traffic16", "traffic.jsonl")]
    paths += [os.path.join(CORPUS, "heldout18", n) for n in ("red.jsonl", "green.jsonl")]
    for p in paths:
        if os.path.exists(p):
            with open(p, encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        seen.add(json.loads(line)["cmd"].strip())
    return seen


def extract():
    names = earlier17.earlier()
    earlier = known()
    seen = set()
    stats = collections.OrderedDict()
    rows = []
    for src in sources():
        repo = src["repo"]
        if earlier17.excluded(repo, names):
            sys.exit(repo + " is an earlier set's source")
        st = collections.Counter()
        pool = []
        for r in readers17.READERS[src["format"]](repo, src, st):
            cmd, found = gen_traffic15.redact(r["cmd"].strip())
            if found:
                st["redacted"] += 1
            if not cmd:
                st["empty"] += 1
                continue
            if cmd in seen:
                st["repeat"] += 1
                continue
            seen.add(cmd)
            if cmd in earlier:
                st["earlier set has it"] += 1
                continue
            pool.append(dict(r, cmd=cmd, source=repo, run_set=src["run_set"]))
        st["distinct"] = len(pool)
        order = {id(r): i for i, r in enumerate(pool)}
        # a seeded draw; each drawn command must parse with `bash -n` (only the drawn ones are tried)
        drawn = random.Random(f"{SEED}:{src['run_set']}").sample(pool, len(pool))
        take = []
        for r in drawn:
            if len(take) >= src["cap"]:
                break
            if not gen_traffic15.parses(r["cmd"]):
                st["bash -n refuses (of those drawn)"] += 1
                continue
            take.append(r)
        take.sort(key=lambda r: order[id(r)])
        st["kept"] = len(take)
        st["kept trajectories"] = len({r["trajectory"] for r in take})
        stats[src["run_set"]] = dict(sorted(st.items()))
        rows += take
    with open(CANDIDATES, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "extract_stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, indent=1)
        f.write("\n")
    for rs, st in stats.items():
        print(rs, st)
    print("rows", len(rows))


def write():
    # ./labels.py by its path: the earlier sets' folders on sys.path hold modules of the same name
    import importlib.util
    spec = importlib.util.spec_from_file_location("traffic17_labels", os.path.join(HERE, "labels.py"))
    labels = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(labels)
    out = []
    with open(CANDIDATES, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            want, why, category = labels.label(r["cmd"], r)
            out.append({"cmd": r["cmd"], "cwd": r["cwd"], "want": want, "why": why, "category": category,
                        "source": r["source"], "file": r["file"], "trajectory": f"{r['run_set']}/{r['trajectory']}",
                        "step": r["step"], "home": r["home"], "agent": r["agent"]})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(collections.Counter(r["want"] for r in out))


if __name__ == "__main__":
    {"extract": extract, "write": write}[sys.argv[1]]()
