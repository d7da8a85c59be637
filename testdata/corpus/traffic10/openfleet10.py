#!/usr/bin/env python3
"""Reads OpenFleet transcripts (`.openfleet/transcripts/ses_*.md` and the
sub-agent sessions under `ses_*/`), the markdown that the OpenFleet plugin of
OpenCode writes for each session. Nothing here runs a command.

Each tool call is a `## Tool Use: NAME` section with `**Call ID**: ID` and an
`### Input` JSON fence; its result is a later `## Tool Result: NAME` section
with the same Call ID. A shell call is `## Tool Use: bash`, `command` taken
exactly from the JSON; `workdir`, when the call gives one, is its folder,
else the project folder of sources.json. A call with no result, or whose
result says it was refused or aborted, did not run and is dropped.
"""
import json
import os
import re
import subprocess

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
USE = re.compile(r'(?m)^## Tool Use: bash\s*\n\*\*Timestamp\*\*: [^\n]*\n\*\*Call ID\*\*: (\S+)\s*\n\s*### Input\s*\n```json\n(.*?)\n```', re.S)
RESULT = re.compile(r'(?m)^## Tool Result: bash\s*\n\*\*Timestamp\*\*: [^\n]*\n\*\*Call ID\*\*: (\S+)\s*\n(.*?)(?=^## |\Z)', re.S)
REFUSED = ("rejected permission", "permission denied by user", "The user rejected", "Tool execution aborted", "aborted by user")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def files(repo, under):
    """Every transcript ever committed under `under`, at its newest non-empty version."""
    g = mirror(repo)
    names = git(g, "log", "--all", "--name-only", "--format=", "--", under).decode("utf-8", "replace")
    for path in sorted(set(names.split("\n")) - {""}):
        if not path.endswith(".md"):
            continue
        commit = git(g, "log", "--all", "-1", "--format=%H", "--", path).decode().strip()
        text = git(g, "show", f"{commit}:{path}")
        if not text:
            commit = git(g, "rev-parse", commit + "^").decode().strip()
            text = git(g, "show", f"{commit}:{path}")
        yield path, commit, text.decode("utf-8", errors="replace")


def calls(text):
    """[(cmd, workdir, ran)] of one transcript, in order."""
    results = {m.group(1): m.group(2) for m in RESULT.finditer(text)}
    out = []
    for m in USE.finditer(text):
        try:
            inp = json.loads(m.group(2))
        except ValueError:
            out.append((None, None, False))
            continue
        res = results.get(m.group(1))
        ran = res is not None and not any(s.lower() in res[:600].lower() for s in REFUSED)
        out.append((inp.get("command"), inp.get("workdir"), ran))
    return out


def extract_repo(repo, src, known, st, parses):
    mine = []
    for path, commit, text in files(repo, src.get("under", ".openfleet/transcripts")):
        session = os.path.basename(path)[:-3]
        for step, (cmd, workdir, ran) in enumerate(calls(text), 1):
            st["calls"] += 1
            if not isinstance(cmd, str) or not cmd.strip():
                st["no command"] += 1
                continue
            if not ran:
                st["not run"] += 1
                continue
            cmd = cmd.strip("\n")
            if not parses(cmd):
                st["does not parse"] += 1
                continue
            mine.append(dict(cmd=cmd, cwd=workdir or src["cwd"], source=repo, file=f"{commit}:{path}",
                             trajectory=session, step=step, home=src["home"], agent=src.get("agent", "OpenCode (OpenFleet)")))
    return mine
