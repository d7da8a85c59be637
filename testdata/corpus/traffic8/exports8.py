#!/usr/bin/env python3
"""Reads two markdown renderings of Claude Code sessions that project owners
committed (neither read by an earlier traffic set). Nothing here runs a
command.

- "Claude Session Export" (a converter of `~/.claude/projects/*.jsonl`): a
  header with `**Session ID**` and `**Project Path**`, then one section per
  message, `### Assistant` or `### User`, a `> DATE` line, and the message's
  content blocks as a JSON array. A shell call is a `tool_use` block named
  `Bash`, `input.command` taken exactly; its `tool_result` (same id) says
  whether it ran, as in ../traffic7/claude_jsonl.py (a result that says
  permission was not granted, or that the call was refused or interrupted,
  did not run; no result at all, not run).
- "Claude Code Transcript" (the `claude-transcript` converter, files under
  `.claude-transcripts/`): a header `## 🗂️ FOLDER` (with `~` for HOME), then
  each shell call as `💻 **Bash: DESCRIPTION**` followed by a ```shell fence
  holding the command, then its output (a fence, often with a language
  tag, or nothing when the output was empty). A call followed, before the
  next call, heading or message of the person, by a `[!CAUTION]` block or
  text saying it was refused or interrupted did not run.
- "Claude Conversation Log" (another converter of the same JSONL files):
  `Session ID: ID`, then `## 👤 User` / `## 🤖 Claude` sections; a shell
  call is `🔧 Using tool: Bash` followed by `Input: {JSON}`, `command` taken
  exactly. The log keeps no tool results, so every call is taken as run
  (as in the Automaker logs of ../traffic5). It names no folder either: the
  folder is, per log, the most common project folder of the source's
  `cwd_pattern` in the log's own paths (the repository's folder when none,
  or the folder `cwd_by_log` gives for that log).
"""
import collections
import json
import os
import re
import subprocess

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
HOMES = re.compile(r'^(/(?:Users|home)/[A-Za-z0-9._-]+)(?=/|$)')
ANY_HOME = re.compile(r'(/(?:Users|home)/[A-Za-z0-9._-]+)(?=/)')
REFUSED = ("requested permissions", "haven't granted", "permission to use Bash", "was blocked",
           "The user doesn't want to proceed", "Request interrupted", "user rejected", "denied",
           "The user doesn't want to take this action")
SECTION = re.compile(r'(?m)^### (Assistant|User)\s*\n(?:> [^\n]*\n)?\s*\n(\[.*?\n\])\s*\n(?=\n---|\Z)', re.S)
TRANSCRIPT_CALL = re.compile(r'(?m)^💻 \*\*Bash(?:: [^\n]*)?\*\*\s*\n```(?:shell|bash|sh)?\n(.*?)\n```\n', re.S)
# what follows a call, up to the next call, heading or message of the person
TRANSCRIPT_AFTER = re.compile(r'(.*?)(?=^💻 |^#{1,3} |^> \[!IMPORTANT\]|\Z)', re.S | re.M)


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def files(repo, under, marker):
    """Every markdown file ever committed under `under`, at its newest non-empty version."""
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
        text = text.decode("utf-8", errors="replace")
        if marker in text:
            yield path, commit, text


def export_calls(text):
    """(session, project folder, [(cmd, ran)]) of one Claude Session Export."""
    m = re.search(r'\*\*Session ID\*\*: `([^`]+)`', text)
    session = m.group(1) if m else None
    m = re.search(r'\*\*Project Path\*\*: `([^`]+)`', text)
    cwd = m.group(1) if m else None
    uses, results = [], {}
    for sm in SECTION.finditer(text):
        try:
            blocks = json.loads(sm.group(2))
        except ValueError:
            continue
        for c in blocks if isinstance(blocks, list) else []:
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
    return session, cwd, out


def transcript_calls(text):
    """(session, folder as written, [(cmd, ran)]) of one Claude Code Transcript."""
    m = re.search(r'Session ID: `([^`]+)`', text)
    session = m.group(1) if m else None
    m = re.search(r'(?m)^## 🗂️ (\S[^\n]*)$', text)
    folder = m.group(1).strip() if m else None
    out = []
    for cm in TRANSCRIPT_CALL.finditer(text):
        after = TRANSCRIPT_AFTER.match(text, cm.end()).group(1)
        ran = "[!CAUTION]" not in after and not any(s in after for s in REFUSED)
        out.append((cm.group(1), ran))
    return session, folder, out


def log_calls(text):
    """(session, [(cmd, True)]) of one Claude Conversation Log."""
    m = re.search(r'(?m)^Session ID: (\S+)', text)
    session = m.group(1) if m else None
    out = []
    for cm in re.finditer(r'(?m)^🔧 Using tool: Bash\s*\nInput: (\{.*?\n\})\s*$', text, re.S):
        try:
            cmd = json.loads(cm.group(1)).get("command")
        except ValueError:
            cmd = None
        out.append((cmd, True))
    return session, out


def extract_repo(repo, src, known, st, parses):
    fmt = src["format"]
    mine = []
    if fmt == "claude-log":
        found = files(repo, src.get("under", "."), "Claude Conversation Log")
    elif fmt == "claude-export":
        found = files(repo, src.get("under", "."), "Claude Session Export")
    else:
        found = files(repo, src.get("under", ".claude-transcripts"), "Claude Code Transcript")
    for path, commit, text in found:
        if fmt == "claude-log":
            session, cs = log_calls(text)
            c = collections.Counter(re.findall(src["cwd_pattern"], text))
            cwd = c.most_common(1)[0][0] if c else src["default_cwd"]
            # a log that names no folder but whose relative paths are another
            # repository's (set by hand from the log's own text)
            cwd = src.get("cwd_by_log", {}).get(os.path.basename(path), cwd)
            home = src["home"]
            agent = src.get("agent", "Claude Code")
        elif fmt == "claude-export":
            session, cwd, cs = export_calls(text)
            hm = HOMES.match(cwd or "")
            home = hm.group(1) if hm else None
            agent = src.get("agent", "Claude Code")
        else:
            session, folder, cs = transcript_calls(text)
            homes = collections.Counter(ANY_HOME.findall(text))
            home = src.get("home") or (homes.most_common(1)[0][0] if homes else None)
            cwd = folder.replace("~", home, 1) if folder and home and folder.startswith("~") else folder
            agent = src.get("agent", "Claude Code")
        cwd = src.get("cwd") or cwd
        for step, (cmd, ran) in enumerate(cs, 1):
            st["calls"] += 1
            if not isinstance(cmd, str) or not cmd.strip():
                st["no command"] += 1
                continue
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
            mine.append(dict(cmd=cmd, cwd=cwd, source=repo, file=f"{commit}:{path}",
                             trajectory=session or os.path.basename(path)[:-3],
                             step=step, home=home, agent=agent))
    return mine
