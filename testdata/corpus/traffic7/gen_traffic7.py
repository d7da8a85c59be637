#!/usr/bin/env python3
"""Builds traffic.jsonl: shell commands that coding agents ran in real
projects, taken from agent sessions that the projects' owners committed.

    python3 gen_traffic7.py survey [REPO...]  # SpecStory calls per fetched snapshot
    python3 gen_traffic7.py extract           # candidates.jsonl (unlabelled), from the snapshots
    python3 gen_traffic7.py write             # traffic.jsonl, from candidates.jsonl and labels.py

The SpecStory reader is ../traffic4/gen_traffic4.py's, imported unchanged;
this program only sets the earlier sources, the earlier sets whose `cmd`
fields are dropped as repeats, the cap and the seed. Nothing here runs a
command: the only program started besides git is `bash -n -c CMD`, which
parses and runs nothing, with the command as one argv element.
"""
import collections
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(CORPUS, "traffic4"))
import gen_traffic4 as g4  # noqa: E402

CANDIDATES = os.path.join(HERE, "candidates.jsonl")
OUT = os.path.join(HERE, "traffic.jsonl")
CAP = 250  # lines per repository at most: a seeded sample of the rest
SEED = 67

# Sources of every earlier traffic set (never read again here).
EARLIER = set(g4.EARLIER) | {
    "gruckion/mini-swe-agent", "laude-institute/terminal-bench-leaderboard",
    "0xmcc/ubi-course", "ARTPARK-SAHAI-ORG/calibrate-backend", "HelloAllyTech/calibrate-backend",
    "ArjunDivecha/qscreen-strategy-screener", "Barqly/barqly-vault", "DEBAGanov/PizzaNatWeb",
    "DEBAGanov/magicvetov12", "Fabrice-Beya/estateiot-web", "GTuritto/Agentic-Systems-Patterns",
    "HD50N/shu-xiang", "HypeRankCode/hyperank", "IMUR/colab-config", "IngoS11/EmailBuddy",
    "Istiaq-Fuad/transfer-learning-mieeg", "JobiJoba/SchaerbeekMunicipality", "guthubrx/bigmind",
    "tha-hammer/easy-video-share-vue",
    "pdeszynski/legal-adviser", "yinkev/praDeep", "alzahrani-khalid/Intl-Dossier-V2.0",
    "fabwebdev/Chartwarden", "boutchaz/agritech", "marcelojaf/burgerrats", "meggarmind/RESIDIO",
    "lucasttnwork/IA-Cartorio-Fluxo-Minutas", "vincentserpoul/youtun4", "kevinisyoung/zmk-studio-improved",
    "weskerllc/cronicorn",
    "0xtsotsi/Rank.brnd", "codeverlan/castro", "imagicrafter/kwenv-fleetillo",
    "nicolasgomeztoua/thetraderlog", "nioasoft/La_Table_Management",
}
g4.EARLIER = EARLIER

SOURCES = {}
if os.path.exists(os.path.join(HERE, "sources.json")):
    with open(os.path.join(HERE, "sources.json"), encoding="utf-8") as f:
        SOURCES = json.load(f)
g4.SOURCES = SOURCES


def known_commands():
    seen = set()
    for name in ("traffic", "traffic2", "traffic3", "traffic4", "traffic5", "traffic6"):
        with open(os.path.join(CORPUS, name, "traffic.jsonl"), encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    seen.add(json.loads(line)["cmd"])
    return seen


g4.known_commands = known_commands


def extract_source(repo, known, st):
    fmt = SOURCES.get(repo, {}).get("format", "specstory")
    if fmt == "cline":
        import cline
        return cline.extract_repo(repo, SOURCES[repo], known, st, g4.parses)
    if fmt == "claude-jsonl":
        import claude_jsonl
        return claude_jsonl.extract_repo(repo, SOURCES[repo], known, st, g4.parses)
    if fmt == "transcripts":
        import transcripts
        return transcripts.extract_repo(repo, SOURCES[repo], known, st, g4.parses)
    return g4.extract_repo(repo, known, st)


def extract():
    sys.path.insert(0, HERE)
    import redact_creds
    known = known_commands()
    stats = collections.OrderedDict()
    rows = []
    seen = set()
    for repo in SOURCES:
        assert repo not in EARLIER, repo
        st = collections.Counter()
        mine = []
        for r in extract_source(repo, known, st):
            r["cmd"], found = redact_creds.redact(r["cmd"])
            if found:
                st["credentials replaced"] += len(found)
            if r["cmd"] in seen or r["cmd"] in known:
                st["repeat"] += 1
                continue
            seen.add(r["cmd"])
            mine.append(r)
        st["distinct"] = len(mine)
        cap = SOURCES[repo].get("cap", CAP)
        if len(mine) > cap:
            rnd = random.Random(f"{SEED}:{repo}")
            keep = set(id(r) for r in rnd.sample(mine, cap))
            mine = [r for r in mine if id(r) in keep]
        wrapped = [r for r in mine if r.pop("_wrapped", False)]
        if wrapped:
            st["wrapped by the screen (dropped after sampling)"] = len(wrapped)
            mine = [r for r in mine if id(r) not in {id(w) for w in wrapped}]
        st["kept"] = len(mine)
        st["sessions"] = len({r["trajectory"] for r in mine})
        stats[repo] = dict(st)
        rows.extend(mine)
    with open(CANDIDATES, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "extract_stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, indent=1)
        f.write("\n")
    for repo, st in stats.items():
        print(repo, st)
    print("total", len(rows))


def write():
    sys.path.insert(0, HERE)
    import labels  # noqa: E402  (the labels, decided by hand from the policy)
    import redact_creds  # noqa: E402  (live credentials -> same-shape placeholders)
    rows = [json.loads(l) for l in open(CANDIDATES, encoding="utf-8") if l.strip()]
    out = []
    for r in rows:
        want, why, category = labels.label(r["cmd"], r)
        line = dict(cmd=r["cmd"], cwd=r["cwd"], want=want)
        line["why"] = why
        line.update(category=category, source=r["source"], file=r["file"],
                    trajectory=r["trajectory"], step=r["step"], home=r["home"], agent=r["agent"])
        out.append(line)
    with open(OUT, "w", encoding="utf-8") as f:
        for line in out:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    c = collections.Counter((l["source"], l["want"]) for l in out)
    for repo in SOURCES:
        print(repo, {w: c[(repo, w)] for w in ("red", "yellow", "green")})
    print("total", collections.Counter(l["want"] for l in out), len(out))


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "survey":
        g4.survey()
    else:
        {"extract": extract, "write": write}[cmd]()
