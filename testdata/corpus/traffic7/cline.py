#!/usr/bin/env python3
"""Reads Cline's exported task histories (markdown, "Export task"): the
shell commands the agent asked for with its `execute_command` tool and that
ran.

An export alternates `**User:**` and `**Assistant:**` turns separated by
`---`. The assistant's call is

    <execute_command>
    <command>CMD</command>
    ...
    </execute_command>

and the next user turn starts `[execute_command for 'CMD'] Result:`, then
`Command executed.` (or `Command executed in terminal within working
directory 'DIR'.`, or `Command is still running in the user's terminal.`)
when it ran, or `The user denied this operation.` when it did not. The
`<environment_details>` the extension adds name the working folder:
`# Current Working Directory (DIR) Files`. Nothing here runs a command.
"""
import collections
import json
import os
import re
import subprocess

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
CALL = re.compile(r'<execute_command>\s*<command>(.*?)</command>(?:\s*<requires_approval>[^<]*</requires_approval>)?(?:\s*<cwd>(.*?)</cwd>)?', re.S)
RESULT = re.compile(r"\[execute_command for '(.*?)'\] Result:\s*\n(.*?)(?=\n\n|\Z)", re.S)
CWD = re.compile(r'# Current Working Directory \((/[^)]*)\) Files')
IN_DIR = re.compile(r"within working directory '(/[^']*)'")
RAN = ("Command executed", "Command is still running")
NOT_RAN = ("The user denied this operation", "denied", "Tool use was interrupted", "interrupted")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def export_files(repo, under):
    """Every exported task (a .md file with an execute_command call) under
    `under`, at its newest non-empty version."""
    g = mirror(repo)
    names = git(g, "log", "--all", "--name-only", "--format=", "--", under).decode("utf-8", "replace")
    for path in sorted(set(names.split("\n")) - {""}):
        if not (path.endswith(".md") or path.endswith("/api_conversation_history.json")):
            continue
        commit = git(g, "log", "--all", "-1", "--format=%H", "--", path).decode().strip()
        text = git(g, "show", f"{commit}:{path}")
        if not text:
            commit = git(g, "rev-parse", commit + "^").decode().strip()
            text = git(g, "show", f"{commit}:{path}")
        text = text.decode("utf-8", errors="replace")
        if path.endswith(".json"):
            text = conversation_text(text)
        if "<execute_command>" in text:
            yield path, commit, text


def conversation_text(raw):
    """Cline's raw task file (`tasks/ID/api_conversation_history.json`: the
    messages sent to the model) as the export's text: each message's text
    blocks in order, turns separated as in an export."""
    try:
        msgs = json.loads(raw)
    except ValueError:
        return ""
    parts = []
    for m in msgs if isinstance(msgs, list) else []:
        content = m.get("content") if isinstance(m, dict) else None
        if isinstance(content, str):
            blocks = [content]
        else:
            blocks = [b.get("text", "") for b in content or [] if isinstance(b, dict) and b.get("type") == "text"]
        who = "**User:**" if m.get("role") == "user" else "**Assistant:**"
        parts.append(who + "\n\n" + "\n".join(blocks))
    return "\n\n---\n\n".join(parts)


def unescape(s):
    return s.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&apos;", "'")


def calls(text):
    """(cmd, ran, cwd-or-None) for each execute_command call, in order."""
    out = []
    results = [(m.start(), unescape(m.group(1)), m.group(2)) for m in RESULT.finditer(text)]
    for m in CALL.finditer(text):
        cmd = unescape(m.group(1)).strip("\n")
        # the first result after the call is its answer
        res = next((r for r in results if r[0] > m.end()), None)
        if res is None:
            out.append((cmd, False, None))
            continue
        body = res[2]
        ran = body.startswith(RAN) and res[1].strip() == cmd.strip()
        d = IN_DIR.search(body)
        out.append((cmd, ran, (m.group(2) or "").strip() or (d.group(1) if d else None)))
    return out


def extract_repo(repo, src, known, st, parses):
    mine = []
    for path, commit, text in export_files(repo, src.get("under", ".")):
        cwds = collections.Counter(CWD.findall(text))
        cwd = src.get("cwd") or (cwds.most_common(1)[0][0] if cwds else None)
        if path.endswith(".json"):
            session = "task " + os.path.basename(os.path.dirname(path))
        else:
            session = os.path.basename(path)[:-3]
        for step, (cmd, ran, call_cwd) in enumerate(calls(text), 1):
            st["calls"] += 1
            if not cmd.strip():
                st["no command"] += 1
                continue
            if not ran:
                st["not run"] += 1
                continue
            if re.search(r'(?i)\b[a-z]:\\|\b[a-z]:/', cmd):
                st["windows"] += 1
                continue
            if not parses(cmd):
                st["does not parse"] += 1
                continue
            if cmd in known:
                st["in an earlier traffic set"] += 1
                continue
            where = call_cwd if call_cwd and call_cwd.startswith("/") else cwd
            hm = re.match(r'^(/(?:Users|home)/[A-Za-z0-9._-]+)/', where or "")
            home = hm.group(1) if hm else src["home"]
            mine.append(dict(cmd=cmd, cwd=where, source=repo, file=f"{commit}:{path}",
                             trajectory=session, step=step, home=home, agent=src.get("agent", "Cline")))
    return mine
