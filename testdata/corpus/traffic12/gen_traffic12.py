#!/usr/bin/env python3
"""Builds traffic.jsonl (traffic12): shell commands that coding agents ran in
real projects, taken from agent logs that the projects' owners committed.

    python3 gen_traffic12.py survey [REPO...] # calls per fetched snapshot (format per sources.json, else SpecStory)
    python3 gen_traffic12.py extract         # candidates.jsonl (unlabelled), from the snapshots
    python3 gen_traffic12.py write           # traffic.jsonl, from candidates.jsonl and labels.py

A copy of ../traffic11/gen_traffic11.py with this set's sources, caps and
seed (73), which also drops the commands of ../traffic11 as repeats. Its
Entire reader is ../traffic11/entire11.py (Entire's checkpoint branch:
Claude Code session JSON lines and OpenCode session documents), imported
unchanged. The other readers are ../traffic6/gen_traffic6.py's (Automaker feature logs and
SpecStory exports), ../traffic7's (Claude Code JSON lines, Cline,
transcripts) and ../traffic8/exports8.py (three markdown renderings of
Claude Code sessions), imported unchanged; ./earlier.py lists the sources
of the earlier sets, which are refused; the `cmd` fields of every earlier
traffic set are dropped as repeats. Live credentials are replaced by
../traffic7/redact_creds.py before anything is written. Nothing here runs a
command: the only program started besides git is `bash -n -c CMD` (parse
only, the command one argv element).
"""
import collections
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(CORPUS, "traffic6"))
sys.path.insert(0, os.path.join(CORPUS, "traffic7"))
sys.path.insert(0, os.path.join(CORPUS, "traffic8"))
sys.path.insert(0, os.path.join(CORPUS, "traffic10"))
sys.path.insert(0, os.path.join(CORPUS, "traffic11"))
sys.path.insert(0, HERE)
import gen_traffic6 as g6  # noqa: E402
import automaker  # noqa: E402  (../traffic6/automaker.py)
import redact_creds  # noqa: E402  (../traffic7/redact_creds.py)
import earlier  # noqa: E402  (./earlier.py)

CANDIDATES = os.path.join(HERE, "candidates.jsonl")
OUT = os.path.join(HERE, "traffic.jsonl")
CAP = 200  # lines per repository at most unless sources.json says: a seeded sample of the rest
SEED = 73

EARLIER = earlier.earlier()

SOURCES = {}
if os.path.exists(os.path.join(HERE, "sources.json")):
    with open(os.path.join(HERE, "sources.json"), encoding="utf-8") as f:
        SOURCES = json.load(f)
g6.SOURCES = SOURCES
g6.EARLIER = EARLIER


# A token after `Authorization: Token` (SiYuan's API header), which
# ../traffic7/redact_creds.py does not catch: same shape, letters and digits X.
AUTH_TOKEN = re.compile(r"(Authorization:\s*Token\s+)([A-Za-z0-9]{12,})")
# A token given to a CLI as --token=VALUE or --token VALUE (Vercel's CLI):
# same shape, letters and digits X.
CLI_TOKEN = re.compile(r"(--token[= ])([A-Za-z0-9]{16,})")


# ../traffic7/redact_creds.py's key=value shape, except a value that is a
# dotted name (`token_keys=collections.Counter()` in inline Python is code,
# not a credential; that shape masked it), or a placeholder that says so
# (traffic12: `GITHUB_TOKEN=your_github_token_here` in an .env.example).
redact_creds.ASSIGN = re.compile(
    r"(?i)((?:api[_-]?key|secret|token|password|passwd|pwd|auth)[A-Z_]*\s*[=:]\s*['\"]?|Bearer\s+)"
    r"(?![A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_\-./+]))"
    r"(?!your[_-][A-Za-z0-9_-]*(?:here|key|token)\b)([A-Za-z0-9_\-./+]{16,})")


def redact(cmd):
    cmd, found = redact_creds.redact(cmd)

    def rep(m):
        found.append(("authorization token", len(m.group(2))))
        return m.group(1) + re.sub(r"[A-Za-z0-9]", "X", m.group(2))
    def rep_cli(m):
        found.append(("cli token", len(m.group(2))))
        return m.group(1) + re.sub(r"[A-Za-z0-9]", "X", m.group(2))
    cmd = AUTH_TOKEN.sub(rep, cmd)
    return CLI_TOKEN.sub(rep_cli, cmd), found


def known_commands():
    seen = set()
    for name in ("traffic", "traffic2", "traffic3", "traffic4", "traffic5", "traffic6", "traffic7", "traffic8", "traffic9", "traffic10", "traffic11"):
        with open(os.path.join(CORPUS, name, "traffic.jsonl"), encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    seen.add(json.loads(line)["cmd"])
    return seen


# Windows signs that ../traffic6's patterns miss (seen in this set's logs:
# `taskkill`, redirections to `nul`, `where PROGRAM`, `$APPDATA`, `.exe`):
# a log with any of them ran on Windows, in a folder this set cannot name.
MORE_WINDOWS = re.compile(r"(?i)\btaskkill\b|[12&]?>\s*nul\b|\brm\s+(?:-f\s+)?nul\b|(?:^|[;&|]\s*)where\s+\w|\$APPDATA\b|%\w+%|\.exe\b|\bcmd(?:\.exe)?\s+/c\b|\bpowershell\b")


def log_root(src, text):
    """The project folder a log worked in: the most common match of the
    source's cwd_pattern in the log, else the source's cwd."""
    pat = src.get("cwd_pattern")
    if not pat:
        return src["cwd"], src["home"]
    c = collections.Counter(re.findall(pat, text))
    if not c:
        return src["cwd"], src["home"]
    root = c.most_common(1)[0][0]
    home = "/".join(root.split("/")[:3])
    return root, home


def extract_automaker(repo, known, st):
    """../traffic6/gen_traffic6.py's extract_automaker, with the per-log folder."""
    src = SOURCES[repo]
    mine = []
    for path, commit, text in automaker.history_files(g6.git, g6.mirror(repo)):
        root, home = log_root(src, text)
        cwd = automaker.worktree_of(root, text)
        found = automaker.calls(text)
        if (any(c and (g6.WINDOWS.search(c) or g6.GITBASH.search(c) or MORE_WINDOWS.search(c)) for c, _ in found)
                or g6.WINDOWS_SESSION.search(text) or g6.GITBASH.search(text)):
            st["windows session"] += len(found)
            st["calls"] += len(found)
            continue
        for step, (cmd, agent) in enumerate(found, 1):
            st["calls"] += 1
            if cmd is None or not cmd.strip():
                st["no command"] += 1
                continue
            if g6.WINDOWS.search(cmd):
                st["windows"] += 1
                continue
            cmd = cmd.strip("\n")
            if not g6.parses(cmd):
                st["does not parse"] += 1
                continue
            mine.append(dict(cmd=cmd, cwd=cwd, source=repo, file=f"{commit}:{path}",
                             trajectory=automaker.feature_id(path), step=step, home=home, agent=agent))
    return mine


def extract_source(repo, known, st):
    src = SOURCES.get(repo, {})
    fmt = src.get("format", "specstory")
    if fmt == "automaker":
        return extract_automaker(repo, known, st)
    if fmt in ("claude-export", "claude-transcript", "claude-log"):
        import exports8  # noqa: E402  (./exports8.py)
        return exports8.extract_repo(repo, src, known, st, g6.parses)
    if fmt == "entire":
        import entire11  # noqa: E402  (./entire11.py)
        return entire11.extract_repo(repo, src, known, st, g6.parses)
    if fmt == "openfleet":
        import openfleet10  # noqa: E402  (./openfleet10.py)
        return openfleet10.extract_repo(repo, src, known, st, g6.parses)
    if fmt == "cctrace":
        import cctrace9  # noqa: E402  (./cctrace9.py)
        return cctrace9.extract_repo(repo, src, known, st, g6.parses)
    if fmt == "claude-jsonl":
        import claude_jsonl  # noqa: E402  (../traffic7/claude_jsonl.py)
        return claude_jsonl.extract_repo(repo, src, known, st, g6.parses)
    if fmt == "cline":
        import cline  # noqa: E402  (../traffic7/cline.py)
        return cline.extract_repo(repo, src, known, st, g6.parses)
    if fmt == "transcripts":
        import transcripts  # noqa: E402  (../traffic7/transcripts.py)
        return transcripts.extract_repo(repo, src, known, st, g6.parses)
    return g6.extract_repo(repo, known, st)


def survey():
    """SpecStory calls of every fetched snapshot not yet chosen (or of REPO...)."""
    known = known_commands()
    only = sys.argv[2:]
    for repo in g6.all_mirrors():
        if (only and repo not in only) or earlier.excluded(repo, EARLIER):
            continue
        st = collections.Counter()
        mine = extract_source(repo, known, st)
        if not st["calls"]:
            print(repo, "no calls", flush=True)
            continue
        cwds = collections.Counter((r["cwd"], r["home"]) for r in mine).most_common(3)
        agents = collections.Counter(r["agent"] for r in mine)
        print(repo, len({r["cmd"] for r in mine}), dict(st), dict(agents), cwds, flush=True)


def roots():
    pat = re.compile(r"((?:/Users|/home)/[A-Za-z0-9._-]+(?:/[A-Za-z0-9._-]+){1,4})")
    for repo in sys.argv[2:]:
        per = collections.Counter()
        for path, commit, text in automaker.history_files(g6.git, g6.mirror(repo)):
            c = collections.Counter(pat.findall(text))
            top = c.most_common(2)
            per[tuple(t[0] for t in top)] += len(automaker.calls(text))
        print(repo)
        for k, n in per.most_common(12):
            print("   ", n, k)


def extract():
    known = known_commands()
    stats = collections.OrderedDict()
    rows = []
    seen = set()
    for repo in SOURCES:
        assert not earlier.excluded(repo, EARLIER), repo
        st = collections.Counter()
        mine = []
        for r in extract_source(repo, known, st):
            if r.pop("_wrapped", False):
                # a screen copy wraps a long command and cannot be joined back exactly
                st["wrapped by the screen"] += 1
                continue
            r["cmd"], found = redact(r["cmd"])
            if found:
                st["credentials replaced"] += len(found)
            if r["cmd"] in known:
                st["in an earlier traffic set"] += 1
                continue
            if r["cmd"] in seen:
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
    rows = [json.loads(l) for l in open(CANDIDATES, encoding="utf-8") if l.strip()]
    out = []
    for r in rows:
        want, why, category = labels.label(r["cmd"], r)
        line = dict(cmd=r["cmd"], cwd=r["cwd"], want=want, why=why)
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
    {"roots": roots, "survey": survey, "extract": extract, "write": write}[sys.argv[1]]()
