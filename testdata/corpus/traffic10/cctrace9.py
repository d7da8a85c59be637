#!/usr/bin/env python3
"""Reads cctrace's "Claude Code Session Export" (`conversation_full.md`, made
by the `cctrace` exporter from `~/.claude/projects/*.jsonl`): the shell
commands Claude Code ran with its Bash tool.

The export lists the session's `**Project:** `DIR`` in its header, then each
message; a tool call is

    🔧 **Tool Use: Bash** (ID: toolu_...)
    ```json
    {"command": "...", "description": "..."}
    ```

and the results follow, in the same order as the calls, each as
`📊 **Tool Result:**` and a fence. Calls and results are paired by their
order (a file whose counts differ is not read). A call whose result says the
person refused it or interrupted it did not run (or did not finish) and is
dropped, as in ../traffic8.

The cwd: Claude Code keeps one shell, so a `cd DIR` (alone, or before `&&`)
moves the calls after it; each call takes the folder the shell was in before
it, starting from the header's Project (a `cd` whose result says the folder
does not exist moves nothing). Nothing here runs a command.
"""
import json
import os
import posixpath
import re
import shlex
import subprocess

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
USE = re.compile(r"🔧 \*\*Tool Use: ([A-Za-z_]+)\*\* \(ID: ([^)]+)\)\n```json\n(.*?)\n```\n", re.S)
RESULT = re.compile(r"📊 \*\*Tool Result:\*\*\n```\n(.*?)\n```\n\n\n---", re.S)
PROJECT = re.compile(r"(?m)^\*\*Project:\*\* `([^`]+)`")
SESSION = re.compile(r"(?m)^\*\*Session ID:\*\* `([^`]+)`")
NOT_RUN = ("The user doesn't want to proceed", "[Request interrupted by user", "Permission to use Bash has been denied")
CD = re.compile(r"^cd\s+(\"[^\"]+\"|'[^']+'|[^\s;&|]+)\s*(?:&&|$)")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def export_files(repo, paths):
    g = mirror(repo)
    for path in paths:
        commit = git(g, "log", "--all", "-1", "--format=%H", "--", path).decode().strip()
        text = git(g, "show", f"{commit}:{path}")
        if not text:
            commit = git(g, "rev-parse", commit + "^").decode().strip()
            text = git(g, "show", f"{commit}:{path}")
        yield path, commit, text.decode("utf-8", errors="replace")


def calls(text):
    """(cmd, ran, cwd) for each Bash call in order, or None if calls and
    results cannot be paired."""
    uses = USE.findall(text)
    results = RESULT.findall(text)
    if len(uses) != len(results):
        return None
    m = PROJECT.search(text)
    cwd = m.group(1) if m else None
    out = []
    for (name, _id, body), res in zip(uses, results):
        if name != "Bash":
            continue
        try:
            cmd = json.loads(body).get("command")
        except ValueError:
            cmd = None
        if not isinstance(cmd, str):
            out.append((None, False, cwd))
            continue
        ran = not any(s in res for s in NOT_RUN)
        out.append((cmd, ran, cwd))
        d = CD.match(cmd.strip())
        failed = re.search(r"cd: [^\n]*No such file or directory", res)
        if d and ran and cwd and not failed:
            target = shlex.split(d.group(1))[0]
            cwd = posixpath.normpath(posixpath.join(cwd, target))
    return out


def extract_repo(repo, src, known, st, parses):
    mine = []
    for path, commit, text in export_files(repo, src["paths"]):
        found = calls(text)
        if found is None:
            st["calls and results not paired"] += 1
            continue
        s = SESSION.search(text)
        session = s.group(1) if s else os.path.basename(path)
        for step, (cmd, ran, cwd) in enumerate(found, 1):
            st["calls"] += 1
            if cmd is None or not cmd.strip():
                st["no command"] += 1
                continue
            if not ran:
                st["not run"] += 1
                continue
            if re.search(r'(?i)\b[a-z]:\\|\b[a-z]:/', cmd):
                st["windows"] += 1
                continue
            cmd = cmd.strip("\n")
            if not parses(cmd):
                st["does not parse"] += 1
                continue
            mine.append(dict(cmd=cmd, cwd=cwd, source=repo, file=f"{commit}:{path}",
                             trajectory=session, step=step, home=src["home"], agent=src.get("agent", "Claude Code")))
    return mine
