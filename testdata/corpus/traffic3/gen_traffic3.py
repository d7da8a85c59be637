#!/usr/bin/env python3
"""Builds traffic.jsonl: shell commands that coding agents ran in real
projects, taken from SpecStory exports that the projects' owners committed.

    python3 gen_traffic3.py extract   # candidates.jsonl (unlabelled), from the snapshots
    python3 gen_traffic3.py write     # traffic.jsonl, from candidates.jsonl and labels.py

The snapshots are read with git from MIRROR (one bare repository per source,
as the search tool's `fetch` lays them out). Nothing here runs a command: the
only program started besides git is `bash -n -c CMD`, which parses and runs
nothing, with the command as one argv element.
"""
import collections
import hashlib
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
MIRROR = os.environ.get("MIRROR", "/work/.mirror")
CANDIDATES = os.path.join(HERE, "candidates.jsonl")
OUT = os.path.join(HERE, "traffic.jsonl")
CAP = 250  # lines per repository at most: a seeded sample of the rest
SEED = 63

# repository, the project folder the agent worked in, and the owner's HOME.
SOURCES = [
    dict(repo="edobry/minsky", cwd="/Users/edobry/Projects/minsky", home="/Users/edobry"),
    dict(repo="learnwithcc/focuslab", cwd="/Users/cryophobic/dev/projects/focuslab", home="/Users/cryophobic"),
    dict(repo="funnysubaru/Yuichat", cwd="/Users/haya_ceo/Projects/Yuichat", home="/Users/haya_ceo"),
    dict(repo="gabriel-amyot/claude-dev-settings", cwd="/Users/gabrielamyot/.claude-shared-config", home="/Users/gabrielamyot"),
    dict(repo="twardoch/twat-search", cwd="/Users/adam/Developer/vcs/github.twardoch/pub/twat-packages/_good/twat/plugins/repos/twat_search", home="/Users/adam"),
    dict(repo="Hayden0226/Photography", cwd="/Users/innei/git/vibe-coding/photo-gallery-site", home="/Users/innei"),
    dict(repo="maloneype/yposfgold-community-platform", cwd="/Users/paulmaloney/Library/CloudStorage/Dropbox/iCloud/RiverTies/development-projects/yposfgold-community-platform.com", home="/Users/paulmaloney"),
    dict(repo="simbolico/politipo", cwd="/home/runner/workspace", home="/home/runner"),
    dict(repo="iDorgham/DocGen", cwd="/mnt/d/Work/AI/Projects/DocGen", home="/home/dorgham"),
    dict(repo="yixian-huang/cocli", cwd="/Users/yixian.huang/code/cocli", home="/Users/yixian.huang"),
    dict(repo="hasanabuzayed/mersal-kava", cwd="/Users/hasanabuzayed/Development/Web/kava-v3", home="/Users/hasanabuzayed"),
    dict(repo="luojinan/lifeblog", cwd="/Users/luo/Desktop/code/lifeblog", home="/Users/luo"),
    # Several checkouts of bmcweb: each session's cwd is the checkout it works in.
    dict(repo="openbmc/bmcweb", cwd="/home/vinothkumars/openbmc_contribution/uuid/bmcweb", home="/home/vinothkumars",
         cwd_pattern=r"/home/vinothkumars/(?:[^/\s`'\"]+/)*?bmcweb(?=[/\s`'\"]|$)|/home/vinothkumars/Projects/Openbmc/build"),
    dict(repo="JuDFTteam/best-of-atomistic-machine-learning",
         cwd="/Users/wasmer/src/github.com/judftteam/best-of-atomistic-machine-learning", home="/Users/wasmer"),
]

# SpecStory's current export: one element per tool call, typed "shell" for a
# command. Claude Code's command is a one-line `code span` (or a fence when
# it has several lines); Cursor's is a ```bash fence.
TOOL = re.compile(r'(?m)^[ \t]*<tool-use data-tool-type="shell" data-tool-name="([^"]+)">(.*?)</tool-use>', re.S)
# Its older export (Cursor, early 2025): a ```bash fence right after a
# separator, followed by the terminal's output in a bare fence. A command
# with no output fence after it was not run (or not recorded as run).
OLD = re.compile(r'\n(?:---|_\*\*\*\*_)\n\n```(?:bash|sh|shell|zsh)?\n((?:(?!\n```).)*?)\n```\n\n```\n(.*?)\n```', re.S)
# GitHub Copilot's agent (VS Code): a run_in_terminal call, its command in the
# Input list as a code span or a fence, its output under **Result:**.
COPILOT = re.compile(r'(?m)^<tool-use data-tool-type="[^"]*" data-tool-name="run_in_terminal">(.*?)</tool-use>', re.S)
NOT_RUN = ("The user chose to skip the tool call", "The user doesn't want to proceed", "<tool_use_error>", "Request interrupted by user",
           "Permission to use Bash", "user rejected", "User denied")
# Windows: drive-letter paths, Git Bash drive paths, PowerShell prompts and verbs.
WINDOWS = re.compile(r'(?i)\b[a-z]:\\|\b[a-z]:/(?:users|work|dev|projects)|^/[a-z]/users/|\bPS [A-Z]:\\|'
                     r'\b(?:Get-ChildItem|Select-String|Remove-Item|Copy-Item|Move-Item|New-Item|Get-Content|Set-Content|Test-Path|Invoke-WebRequest|Start-Process|Write-Host)\b')


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def history_files(repo):
    """Every history file ever committed, at its newest version (before its deletion)."""
    g = mirror(repo)
    names = git(g, "log", "--all", "--name-only", "--format=", "--", ".specstory/history").decode()
    for path in sorted(set(names.split("\n")) - {""}):
        if not path.endswith(".md") or path.endswith(".what-is-this.md"):
            continue
        commit = git(g, "log", "--all", "-1", "--format=%H", "--", path).decode().strip()
        text = git(g, "show", f"{commit}:{path}")
        if not text:  # the newest commit that touched it deleted it
            commit = git(g, "rev-parse", commit + "^").decode().strip()
            text = git(g, "show", f"{commit}:{path}")
        yield path, commit, text.decode("utf-8", errors="replace")


def tool_command(body):
    """The command of one current-format shell call, and its output (or None)."""
    fence = re.search(r'```(?:bash|sh|shell|zsh)?\n(.*?)\n```', body, re.S)
    span = re.search(r'(?m)^`([^`\n][^\n]*)`[ \t]*$', body)
    if span and (not fence or span.start() < fence.start()):
        cmd, rest = span.group(1), body[span.end():]
    elif fence:
        cmd, rest = fence.group(1), body[fence.end():]
    else:
        return None, None
    out = re.search(r'```(?:text)?\n(.*?)\n?```', rest, re.S)
    return cmd, (out.group(1) if out else None)


def copilot_command(body):
    m = re.search(r'- command: `([^`\n]*)`\n', body) or re.search(r'- command:\n\n```[a-z]*\n(.*?)\n```', body, re.S)
    out = re.search(r'\*\*Result:\*\*\s*\n\n```[a-z]*\n(.*?)\n?```', body, re.S)
    return (m.group(1) if m else None), (out.group(1) if out else None)


def session_calls(text):
    calls = []
    for m in TOOL.finditer(text):
        cmd, out = tool_command(m.group(2))
        calls.append((cmd, out, m.group(2)))
    for m in COPILOT.finditer(text):
        cmd, out = copilot_command(m.group(1))
        calls.append((cmd, out, m.group(1)))
    if not calls:
        for m in OLD.finditer(text):
            calls.append((m.group(1), m.group(2), ""))
    return calls


def agent_of(text):
    m = re.search(r"<!-- (.*?) Session ", text)
    name = (m.group(1) if m else "").strip().lower()
    if name == "claude code":
        return "Claude Code"
    if "copilot" in name:
        return "GitHub Copilot agent (VS Code)"
    return "Cursor agent"


def parses(cmd):
    return subprocess.run(["bash", "-n", "-c", cmd], capture_output=True).returncode == 0


def known_commands():
    seen = set()
    for name in ("traffic", "traffic2"):
        with open(os.path.join(CORPUS, name, "traffic.jsonl"), encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    seen.add(json.loads(line)["cmd"])
    return seen


def extract():
    known = known_commands()
    stats = collections.OrderedDict()
    rows = []
    seen = set()
    for src in SOURCES:
        repo = src["repo"]
        st = collections.Counter()
        mine = []
        for path, commit, text in history_files(repo):
            m = re.search(r"<!-- .*? Session (\S+)", text)
            session = m.group(1) if m else os.path.basename(path)[:-3]
            windows_session = bool(re.search(r"(?m)^PS [A-Z]:\\", text))
            agent = agent_of(text)
            cwd = src["cwd"]
            if src.get("cwd_pattern"):
                found = collections.Counter(re.findall(src["cwd_pattern"], text)).most_common(1)
                cwd = found[0][0] if found else cwd
            for step, (cmd, out, body) in enumerate(session_calls(text), 1):
                st["calls"] += 1
                if cmd is None or not cmd.strip():
                    st["no command"] += 1
                    continue
                if out is None or any(s in (out or "") for s in NOT_RUN):
                    st["not run"] += 1
                    continue
                if windows_session or WINDOWS.search(cmd):
                    st["windows"] += 1
                    continue
                cmd = cmd.strip("\n")
                if not parses(cmd):
                    st["does not parse"] += 1
                    continue
                if cmd in known:
                    st["in traffic or traffic2"] += 1
                    continue
                if cmd in seen:
                    st["repeat"] += 1
                    continue
                seen.add(cmd)
                mine.append(dict(cmd=cmd, cwd=cwd, source=repo, file=f"{commit}:{path}",
                                 trajectory=session, step=step, home=src["home"], agent=agent))
        st["distinct"] = len(mine)
        if len(mine) > CAP:
            rnd = random.Random(f"{SEED}:{repo}")
            keep = set(id(r) for r in rnd.sample(mine, CAP))
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


def key(cmd):
    return hashlib.sha1(cmd.encode("utf-8")).hexdigest()[:12]


def write():
    sys.path.insert(0, HERE)
    import labels  # noqa: E402  (the labels, decided by hand from the policy)
    rows = [json.loads(l) for l in open(CANDIDATES, encoding="utf-8") if l.strip()]
    out = []
    for r in rows:
        want, why, category = labels.label(r["cmd"], r)
        line = dict(cmd=r["cmd"], cwd=r["cwd"], want=want)
        if want != "green":
            line["why"] = why
        line.update(category=category, source=r["source"], file=r["file"],
                    trajectory=r["trajectory"], step=r["step"], home=r["home"], agent=r["agent"])
        out.append(line)
    with open(OUT, "w", encoding="utf-8") as f:
        for line in out:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    c = collections.Counter((l["source"], l["want"]) for l in out)
    for src in SOURCES:
        repo = src["repo"]
        print(repo, {w: c[(repo, w)] for w in ("red", "yellow", "green")})
    print("total", collections.Counter(l["want"] for l in out), len(out))


if __name__ == "__main__":
    {"extract": extract, "write": write}[sys.argv[1]]()
