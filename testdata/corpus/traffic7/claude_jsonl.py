#!/usr/bin/env python3
"""Reads Claude Code's own JSON-lines output (`claude -p --output-format
stream-json`, or a session transcript): each `tool_use` of the `Bash` tool
is a shell command, `input.command` taken exactly; its `tool_result` (same
id) says whether it ran. A result that says permission was not granted, or
that the call was refused or interrupted, did not run. The working folder is
the `cwd` of the `system`/`init` line (or of the transcript's lines).
Nothing here runs a command.
"""
import json
import os
import re
import subprocess

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
HOMES = re.compile(r'^(/(?:Users|home)/[A-Za-z0-9._-]+)(?=/|$)')
REFUSED = ("requested permissions", "haven't granted", "permission to use Bash", "was blocked",
           "The user doesn't want to proceed", "Request interrupted", "user rejected", "denied")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def files(repo, under):
    g = mirror(repo)
    names = git(g, "ls-tree", "-r", "--name-only", "HEAD", "--", under).decode("utf-8", "replace")
    commit = git(g, "rev-parse", "HEAD").decode().strip()
    for path in sorted(set(names.split("\n")) - {""}):
        if not path.endswith(".jsonl"):
            continue
        text = git(g, "show", f"{commit}:{path}").decode("utf-8", errors="replace")
        if '"name":"Bash"' in text or '"name": "Bash"' in text:
            yield path, commit, text


def calls(text):
    cwd = None
    uses = []
    results = {}
    session = None
    for line in text.split("\n"):
        try:
            o = json.loads(line)
        except ValueError:
            continue
        if not isinstance(o, dict):
            continue
        if o.get("cwd") and not cwd:
            cwd = o["cwd"]
        session = session or o.get("session_id") or o.get("sessionId")
        msg = o.get("message") or {}
        content = msg.get("content") if isinstance(msg, dict) else None
        if not isinstance(content, list):
            continue
        for c in content:
            if not isinstance(c, dict):
                continue
            if c.get("type") == "tool_use" and c.get("name") == "Bash":
                cmd = (c.get("input") or {}).get("command")
                if isinstance(cmd, str):
                    uses.append((c.get("id"), cmd))
            elif c.get("type") == "tool_result":
                r = c.get("content")
                if isinstance(r, list):
                    r = " ".join(x.get("text", "") for x in r if isinstance(x, dict))
                results[c.get("tool_use_id")] = (str(r or ""), bool(c.get("is_error")))
    out = []
    for tid, cmd in uses:
        res = results.get(tid)
        ran = res is not None and not (res[1] and any(s in res[0] for s in REFUSED))
        out.append((cmd, ran))
    return cwd, session, out


def extract_repo(repo, src, known, st, parses):
    mine = []
    for path, commit, text in files(repo, src.get("under", ".")):
        cwd, session, cs = calls(text)
        hm = HOMES.match(cwd or "")
        home = hm.group(1) if hm else None
        for step, (cmd, ran) in enumerate(cs, 1):
            st["calls"] += 1
            cmd = cmd.strip("\n")
            if not ran:
                st["not run"] += 1
                continue
            if not cwd or not home:
                st["no folder"] += 1
                continue
            if not parses(cmd):
                st["does not parse"] += 1
                continue
            if cmd in known:
                st["in an earlier traffic set"] += 1
                continue
            mine.append(dict(cmd=cmd, cwd=cwd, source=repo, file=f"{commit}:{path}",
                             trajectory=os.path.basename(path).rsplit(".", 2)[0] if not session else session,
                             step=step, home=home, agent=src.get("agent", "Claude Code")))
    return mine
