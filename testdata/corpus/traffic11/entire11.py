#!/usr/bin/env python3
"""Reads the session transcripts that Entire (entire.io's CLI) commits to a
project's `entire/checkpoints/v1` branch: one folder per checkpoint,
`XX/YYYYYYYYYY/N/full.jsonl` with `metadata.json` beside it, whose `agent`
names the agent.

- Claude Code: its own session JSON lines. Each `tool_use` of the `Bash`
  tool is a command (`input.command`, exactly); the working folder is the
  `cwd` of the line that holds the call; a call whose `tool_result` says it
  was refused or interrupted did not run.
- OpenCode: one JSON document (`info`, `messages[].parts[]`); each part of
  type `tool` with tool `bash` is a command (`state.input.command`), run in
  `state.input.workdir` if given, else the session's `info.directory`; a
  part whose state is not `completed` or `error` did not run.

A session's transcript is copied into every checkpoint it reaches, so the
same call appears many times; ./gen_traffic11.py keeps each command once.
Nothing here runs a command.
"""
import json
import os
import re
import subprocess

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
BRANCH = "refs/heads/entire/checkpoints/v1"
HOMES = re.compile(r'^(/(?:Users|home)/[A-Za-z0-9._-]+)(?=/|$)')
REFUSED = ("requested permissions", "haven't granted", "permission to use Bash", "was blocked",
           "The user doesn't want to proceed", "Request interrupted", "user rejected", "denied",
           "The user doesn't want to take this action")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def files(repo):
    g = mirror(repo)
    commit = git(g, "rev-parse", BRANCH).decode().strip()
    names = git(g, "ls-tree", "-r", "--name-only", commit).decode("utf-8", "replace").split("\n")
    for path in sorted(n for n in names if n.endswith("/full.jsonl")):
        meta = {}
        try:
            meta = json.loads(git(g, "show", f"{commit}:{os.path.dirname(path)}/metadata.json"))
        except ValueError:
            pass
        text = git(g, "show", f"{commit}:{path}").decode("utf-8", errors="replace")
        yield path, commit, meta, text


def claude_calls(text):
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
        session = session or o.get("sessionId") or o.get("session_id")
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
                    uses.append((c.get("id"), cmd, o.get("cwd")))
            elif c.get("type") == "tool_result":
                r = c.get("content")
                if isinstance(r, list):
                    r = " ".join(x.get("text", "") for x in r if isinstance(x, dict))
                results[c.get("tool_use_id")] = (str(r or ""), bool(c.get("is_error")))
    out = []
    for tid, cmd, cwd in uses:
        res = results.get(tid)
        ran = res is not None and not (res[1] and any(s in res[0] for s in REFUSED))
        out.append((cmd, cwd, ran))
    return session, out


def opencode_calls(text):
    try:
        d = json.loads(text)
    except ValueError:
        return None, []
    if not isinstance(d, dict) or "messages" not in d:
        return None, []
    info = d.get("info") or {}
    base = info.get("directory")
    out = []
    for m in d.get("messages") or []:
        for p in m.get("parts") or []:
            if not isinstance(p, dict) or p.get("type") != "tool" or p.get("tool") != "bash":
                continue
            st = p.get("state") or {}
            inp = st.get("input") or {}
            cmd = inp.get("command")
            if not isinstance(cmd, str):
                continue
            cwd = inp.get("workdir") or base
            out.append((cmd, cwd, st.get("status") in ("completed", "error")))
    return info.get("id"), out


def extract_repo(repo, src, known, st, parses):
    mine = []
    for path, commit, meta, text in files(repo):
        agent = meta.get("agent") or "Claude Code"
        if agent == "Agent":
            agent = "Claude Code"
        if text.lstrip().startswith("{\n") or agent == "OpenCode":
            session, cs = opencode_calls(text)
            agent = "OpenCode" if cs or agent == "OpenCode" else agent
        else:
            session, cs = claude_calls(text)
            agent = "Claude Code"  # Claude Code's own JSON lines, whatever the metadata says
        session = session or meta.get("session_id") or path
        for step, (cmd, cwd, ran) in enumerate(cs, 1):
            st["calls"] += 1
            cmd = cmd.strip("\n")
            if not ran:
                st["not run"] += 1
                continue
            hm = HOMES.match(cwd or "")
            if not cwd or not hm:
                st["no folder"] += 1
                continue
            if not parses(cmd):
                st["does not parse"] += 1
                continue
            mine.append(dict(cmd=cmd, cwd=cwd, source=repo, file=f"{commit}:{path}",
                             trajectory=session, step=step, home=hm.group(1), agent=agent))
    return mine
