#!/usr/bin/env python3
"""Builds traffic.jsonl: shell commands that coding agents ran in real
projects, taken from SpecStory exports that the projects' owners committed.

    python3 gen_traffic6.py survey    # calls per fetched snapshot, to pick sources
    python3 gen_traffic6.py extract   # candidates.jsonl (unlabelled), from the snapshots
    python3 gen_traffic6.py write     # traffic.jsonl, from candidates.jsonl and labels.py

The snapshots are read with git from MIRROR (one bare repository per source,
as the search tool's `fetch` lays them out). Nothing here runs a command: the
only program started besides git is `bash -n -c CMD`, which parses and runs
nothing, with the command as one argv element. Of the earlier sets only the
`cmd` fields are read, to drop repeats.
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
CAP = 300  # lines per repository at most (as in ../traffic2 and ../traffic4; 200 in ../traffic5): a seeded sample of the rest
SEED = 64

# Sources of ../traffic, ../traffic2, ../traffic3 and ../traffic4 (never read again here).
EARLIER = {
    "daviswhitehead/chef-chopsky", "VinayakHegde/customer-financial-health", "CooKingThe1st/contact_maintain",
    "AndyCross/pytato", "enrikademi/opsfleet-assignment", "BillWan-zzzyyy/alpamayo", "DanCard/cal-date-widget",
    "onotakuy/work20260103_01", "michalhorcic/cozy-checkout", "AryanSinCel/StreamList", "BenjaminScholtens/Afterburn",
    "Aviweb/cab-booking-site", "CZD-123-hub/czd", "Atlia-Code/website", "AGalleonCodes/tft-bot",
    "CentOsss/ai-agents-in-action", "AsabaRikka/ChatBot", "AIL2Lab/AIL2-Builder", "0ai-Inc/hp",
    "edobry/minsky", "learnwithcc/focuslab", "funnysubaru/Yuichat", "gabriel-amyot/claude-dev-settings",
    "twardoch/twat-search", "Hayden0226/Photography", "maloneype/yposfgold-community-platform",
    "simbolico/politipo", "iDorgham/DocGen", "yixian-huang/cocli", "hasanabuzayed/mersal-kava",
    "luojinan/lifeblog", "openbmc/bmcweb", "JuDFTteam/best-of-atomistic-machine-learning",
    # sources of ../traffic4
    "0xmcc/ubi-course", "ARTPARK-SAHAI-ORG/calibrate-backend", "ArjunDivecha/qscreen-strategy-screener",
    "Barqly/barqly-vault", "DEBAGanov/PizzaNatWeb", "DEBAGanov/magicvetov12", "Fabrice-Beya/estateiot-web",
    "GTuritto/Agentic-Systems-Patterns", "HD50N/shu-xiang", "HypeRankCode/hyperank", "IMUR/colab-config",
    "IngoS11/EmailBuddy", "Istiaq-Fuad/transfer-learning-mieeg", "JobiJoba/SchaerbeekMunicipality",
    "guthubrx/bigmind", "tha-hammer/easy-video-share-vue",
    "gruckion/mini-swe-agent", "laude-institute/terminal-bench-leaderboard",
    # sources of ../traffic5
    "pdeszynski/legal-adviser", "yinkev/praDeep", "alzahrani-khalid/Intl-Dossier-V2.0", "fabwebdev/Chartwarden",
    "boutchaz/agritech", "marcelojaf/burgerrats", "meggarmind/RESIDIO", "lucasttnwork/IA-Cartorio-Fluxo-Minutas",
    "vincentserpoul/youtun4", "kevinisyoung/zmk-studio-improved", "weskerllc/cronicorn",
    # a fork of a traffic4 source (the same sessions)
    "HelloAllyTech/calibrate-backend",
}

# repository -> the project folder the agent worked in and the owner's HOME
# (None: taken per session from the session's own paths; see cwd_of).
SOURCES = {}
if os.path.exists(os.path.join(HERE, "sources.json")):
    with open(os.path.join(HERE, "sources.json"), encoding="utf-8") as f:
        SOURCES = json.load(f)

# SpecStory's current export: one element per tool call, typed "shell" for a
# command. Claude Code's command is a one-line `code span` (or a fence when
# it has several lines); Cursor's is a ```bash fence.
TOOL = re.compile(r'(?m)^[ \t]*<tool-use data-tool-type="shell" data-tool-name="([^"]+)">(.*?)</tool-use>', re.S)
# SpecStory's mid-2025 export: "Tool use: **run_terminal_cmd**" (Cursor) or
# "Tool use: **Bash**" (Claude Code), then the command's fence and the output.
MID = re.compile(r'(?m)^Tool use: \*\*(?:run_terminal_cmd|Bash)\*\*[^\n]*\n(.*?)(?=^Tool use: \*\*|^_\*\*(?:User|Assistant|Agent)|^---\s*$\n\n_\*\*|\Z)', re.S)
# Its older export (Cursor, early 2025): a ```bash fence right after a
# separator, followed by the terminal's output in a bare fence. A command
# with no output fence after it was not run (or not recorded as run).
OLD = re.compile(r'\n(?:---|_\*\*\*\*_)\n\n```(?:bash|sh|shell|zsh)?\n((?:(?!\n```).)*?)\n```\n\n```\n(.*?)\n```', re.S)
# GitHub Copilot's agent (VS Code): a run_in_terminal call, its command in the
# Input list as a code span or a fence, its output under **Result:**.
COPILOT = re.compile(r'(?m)^<tool-use data-tool-type="[^"]*" data-tool-name="run_in_terminal">(.*?)</tool-use>', re.S)
NOT_RUN = ("The user chose to skip the tool call", "The user doesn't want to proceed", "<tool_use_error>", "Request interrupted by user",
           "Permission to use Bash", "user rejected", "User denied", "Cancelled", "cancelled by the user")
# Windows: drive-letter paths, Git Bash drive paths, PowerShell prompts and verbs.
WINDOWS = re.compile(r'(?i)\b[a-z]:\\|\b[a-z]:/|^/[a-z]/users/|\bPS [A-Z]:\\|\$env:|'
                     r'\b(?:Get-ChildItem|Select-String|Remove-Item|Copy-Item|Move-Item|New-Item|Get-Content|Set-Content|Test-Path|Invoke-WebRequest|Invoke-RestMethod|Start-Process|Write-Host|Out-File|Where-Object|ForEach-Object|Get-Process|Stop-Process)\b')
# A session run in PowerShell: its prompt or the temporary scripts Cursor runs it through.
WINDOWS_SESSION = re.compile(r'(?m)^PS [A-Z]:\\|\\AppData\\Local\\Temp\\ps-script-|ParentContainsErrorRecordException')
# Git Bash and WSL paths of a Windows checkout anywhere in a command or log
# (`/c/dev/...`, `/mnt/c/Users/...`, Claude Code's `C--Users-...` task folders)
# and Windows-only programs (`findstr`, `netstat -ano`).
GITBASH = re.compile(r'(?i)(?:^|[\s"\'=])/(?:mnt/)?[a-z]/[a-z][\w.-]*/|\bC--Users-|\bC--Code-|\bfindstr\b|\bnetstat\s+-ano\b')
HOMES = re.compile(r'(/(?:Users|home)/[A-Za-z0-9._-]+)(?=/)')


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


def unescape(s):
    return s.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&#39;", "'")


def tool_command(body):
    """The command of one current-format shell call, and its output (or None)."""
    codex = re.match(r'\s*<details>\s*<summary>Tool use: \*\*(?:exec_command|shell|shell_command)\*\* `(.*)`</summary>\n', body, re.S)
    if codex:
        out = re.search(r'```[a-z]*\n(.*?)\n?```', body[codex.end():], re.S)
        return codex.group(1), (out.group(1) if out else None)
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
        for m in MID.finditer(text):
            cmd, out = tool_command(m.group(1))
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
    if "codex" in name:
        return "Codex CLI"
    if "gemini" in name:
        return "Gemini CLI"
    if re.search(r"(?m)^Tool use: \*\*Bash\*\*", text) or re.search(r'data-tool-name="Bash"', text):
        return "Claude Code"
    return "Cursor agent"


def parses(cmd):
    return subprocess.run(["bash", "-n", "-c", cmd], capture_output=True).returncode == 0


def known_commands():
    seen = set()
    for name in ("traffic", "traffic2", "traffic3", "traffic4", "traffic5"):
        with open(os.path.join(CORPUS, name, "traffic.jsonl"), encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    seen.add(json.loads(line)["cmd"])
    return seen


def guess_home_cwd(repo, text):
    """The owner's HOME and the project folder, from the session's own paths."""
    homes = collections.Counter(HOMES.findall(text))
    home = homes.most_common(1)[0][0] if homes else None
    name = repo.split("/")[1].lower()
    cwd = None
    if home:
        folders = collections.Counter()
        for m in re.finditer(re.escape(home) + r"((?:/[^/\s`'\"\\)(\]\[<>:;|&*]+)+)", text):
            parts = m.group(1).split("/")[1:]
            for i in range(len(parts)):
                if parts[i].lower() == name or parts[i].lower().replace("_", "-") == name.replace("_", "-"):
                    folders[home + "/" + "/".join(parts[:i + 1])] += 1
                    break
        if folders:
            cwd = folders.most_common(1)[0][0]
    if not cwd:
        cds = collections.Counter(re.findall(r"(?m)(?:^|&&\s*|;\s*)cd\s+\"?(/[^\s\"&;]+)", text))
        if cds:
            cwd = cds.most_common(1)[0][0]
    return home, cwd


def extract_automaker(repo, known, st):
    """Automaker's feature logs: cwd is the project root of sources.json, or the
    feature's worktree under it when the log works there."""
    sys.path.insert(0, HERE)
    import automaker  # noqa: E402
    src = SOURCES[repo]
    mine = []
    for path, commit, text in automaker.history_files(git, mirror(repo)):
        cwd = automaker.worktree_of(src["cwd"], text)
        found = automaker.calls(text)
        # A log with any Windows command was a Windows session: its other
        # commands ran in a folder this set cannot name.
        if (any(c and (WINDOWS.search(c) or GITBASH.search(c)) for c, _ in found)
                or WINDOWS_SESSION.search(text) or GITBASH.search(text)):
            st["windows session"] += len(found)
            st["calls"] += len(found)
            continue
        for step, (cmd, agent) in enumerate(found, 1):
            st["calls"] += 1
            if cmd is None or not cmd.strip():
                st["no command"] += 1
                continue
            if WINDOWS.search(cmd):
                st["windows"] += 1
                continue
            cmd = cmd.strip("\n")
            if not parses(cmd):
                st["does not parse"] += 1
                continue
            if cmd in known:
                st["in an earlier traffic set"] += 1
                continue
            red = redact(cmd)
            if red != cmd:
                st["credential replaced"] += 1
            mine.append(dict(cmd=red, cwd=cwd, source=repo, file=f"{commit}:{path}",
                             trajectory=automaker.feature_id(path), step=step, home=src["home"], agent=agent))
    return mine


# Live credentials in a command are replaced by a placeholder of the same
# shape (prefix kept, every other character an X), so that the set passes no
# credential on. (Supabase's new API keys; the scan for other shapes -- JWTs,
# sk-, gh*_, AKIA, xox*, AIza, passwords in URLs -- found none that was live.)
CREDENTIAL = re.compile(r"\b(sb_(?:publishable|secret)_)([A-Za-z0-9_-]{16,})"
                        # traffic6: a generated database password (local Supabase's supabase_admin),
                        # not a placeholder such as "postgres"
                        r"|\b(PGPASSWORD=)([A-Za-z0-9]{20,})\b")


def redact(cmd):
    return CREDENTIAL.sub(lambda m: (m.group(1) or m.group(3)) + "X" * len(m.group(2) or m.group(4)), cmd)


def extract_repo(repo, known, st):
    src = SOURCES.get(repo, {})
    if src.get("format") == "automaker":
        return extract_automaker(repo, known, st)
    mine = []
    files = list(history_files(repo))
    # A session that names no folder worked in the project the repository's
    # other sessions name (the same checkout): the most common one.
    guesses = collections.Counter()
    for path, commit, text in files:
        if not WINDOWS_SESSION.search(text):
            home, cwd = guess_home_cwd(repo, text)
            if home and cwd and cwd.startswith(home + "/"):
                guesses[(home, cwd)] += 1
    default = guesses.most_common(1)[0][0] if guesses else (None, None)
    for path, commit, text in files:
        m = re.search(r"<!-- .*? Session (\S+)", text)
        session = m.group(1) if m else os.path.basename(path)[:-3]
        windows_session = bool(WINDOWS_SESSION.search(text))
        agent = agent_of(text)
        home, cwd = guess_home_cwd(repo, text)
        if not (home and cwd):
            home, cwd = default
        home = src.get("home") or home
        cwd = src.get("cwd") or cwd
        if src.get("cwd_pattern"):
            found = collections.Counter(re.findall(src["cwd_pattern"], text)).most_common(1)
            cwd = found[0][0] if found else cwd
        for step, (cmd, out, body) in enumerate(session_calls(text), 1):
            st["calls"] += 1
            if cmd is None or not cmd.strip():
                st["no command"] += 1
                continue
            cmd = unescape(cmd) if "&amp;" in cmd or "&lt;" in cmd or "&gt;" in cmd or "&quot;" in cmd else cmd
            if out is None or any(s in (out or "") for s in NOT_RUN):
                st["not run"] += 1
                continue
            if windows_session or WINDOWS.search(cmd):
                st["windows"] += 1
                continue
            if not cwd or not home:
                st["no folder"] += 1
                continue
            cmd = cmd.strip("\n")
            if not parses(cmd):
                st["does not parse"] += 1
                continue
            if cmd in known:
                st["in an earlier traffic set"] += 1
                continue
            mine.append(dict(cmd=cmd, cwd=cwd, source=repo, file=f"{commit}:{path}",
                             trajectory=session, step=step, home=home, agent=agent))
    return mine


def all_mirrors():
    for name in sorted(os.listdir(MIRROR)):
        if "+" in name and os.path.isdir(os.path.join(MIRROR, name, "repo")):
            repo = name.replace("+", "/", 1)
            if repo not in EARLIER:
                yield repo


def survey():
    known = known_commands()
    only = sys.argv[2:]
    for repo in all_mirrors():
        if only and repo not in only:
            continue
        st = collections.Counter()
        mine = extract_repo(repo, known, st)
        if not st["calls"]:
            continue
        cwds = collections.Counter((r["cwd"], r["home"]) for r in mine).most_common(3)
        print(repo, len({r["cmd"] for r in mine}), dict(st), cwds, flush=True)


def extract():
    known = known_commands()
    stats = collections.OrderedDict()
    rows = []
    seen = set()
    for repo in SOURCES:
        st = collections.Counter()
        mine = []
        for r in extract_repo(repo, known, st):
            if r["cmd"] in seen:
                st["repeat"] += 1
                continue
            seen.add(r["cmd"])
            mine.append(r)
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
    for repo in SOURCES:
        print(repo, {w: c[(repo, w)] for w in ("red", "yellow", "green")})
    print("total", collections.Counter(l["want"] for l in out), len(out))


if __name__ == "__main__":
    {"survey": survey, "extract": extract, "write": write}[sys.argv[1]]()
