#!/usr/bin/env python3
"""Reads two transcript shapes that project members committed as text:

- "Codex Conversation Export" markdown (a Codex CLI / Codex VS Code session
  exported by a converter): a metadata list with `- CWD: DIR`, then each
  shell call as `#### Tool: exec_command` followed by a ```sh fence holding
  the command and an `Output:` fence. The command is taken exactly.
- Claude Code's terminal screen copied as text: each shell call is
  `⏺ Bash(CMD)` with its result under `  ⎿  `. The screen wraps a long
  command over several lines (continuations indented) and cuts a very long
  one with `…`; a wrapped command is joined back with one space per wrap,
  and a cut one is dropped. A call whose result says it was interrupted or
  refused did not run and is dropped.

Nothing here runs a command.
"""
import collections
import os
import re
import subprocess

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
HOMES = re.compile(r'(/(?:Users|home)/[A-Za-z0-9._-]+)(?=/)')
CODEX_TOOL = re.compile(r'(?m)^#### Tool: (exec_command|shell|shell_command)\s*\n\s*\n(`{3,})(?:sh|bash|zsh|shell)?\n(.*?)\n\2\n(.*?)(?=^#### |\Z)', re.S)
TUI = re.compile(r'(?m)^⏺ Bash\((.*?)\)\s*\n(\s+⎿[^\n]*)')
NOT_RUN = ("Interrupted by user", "No (tell Claude", "User rejected", "Interrupted ·", "rejected")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def files(repo, under, marker, paths=None):
    g = mirror(repo)
    names = git(g, "log", "--all", "--name-only", "--format=", "--", *(paths or [under])).decode("utf-8", "replace")
    for path in sorted(set(names.split("\n")) - {""}):
        commit = git(g, "log", "--all", "-1", "--format=%H", "--", path).decode().strip()
        text = git(g, "show", f"{commit}:{path}")
        if not text:
            commit = git(g, "rev-parse", commit + "^").decode().strip()
            text = git(g, "show", f"{commit}:{path}")
        text = text.decode("utf-8", errors="replace")
        if marker in text:
            yield path, commit, text


def codex_calls(text):
    for m in CODEX_TOOL.finditer(text):
        rest = m.group(4)
        ran = "Output:" in rest[:200] or rest.strip() == ""
        yield m.group(3), ran


def tui_calls(text, suffixes=False):
    # a Bash( header runs until the line that ends with ")" right before the ⎿ line
    for m in re.finditer(r'(?m)^⏺ Bash\(', text):
        end = text.find("\n  ⎿", m.end())
        if end < 0:
            continue
        head = text[m.end():end].rstrip()
        if suffixes:
            # older screens put "…" after the parenthesis; newer ones may add
            # "timeout: 3m 0s" (read for the sources added later, not for Harmony,
            # whose sample was drawn before this was added)
            head = re.sub(r"\)(?:…|\s+timeout:[^\n]*)$", ")", head)
        if not head.endswith(")") or "\n⏺" in head or len(head) > 4000:
            continue
        head = head[:-1]
        lines = head.split("\n")
        cmd = lines[0].rstrip()
        for l in lines[1:]:
            cmd += " " + l.strip()
        result = text[end + 4:end + 300]
        ran = not any(s in result.split("\n")[0] for s in NOT_RUN)
        # (command, ran, cut by the screen, wrapped over several screen lines)
        yield cmd, ran, ("…" in head), len(lines) > 1


def folder_of(text, name):
    c = collections.Counter(re.findall(r"(/(?:Users|home)/[^\s'\"`()]*?/" + re.escape(name) + r")(?=[/\s'\"`)]|$)", text, re.I))
    return c.most_common(1)[0][0] if c else None


def extract_repo(repo, src, known, st, parses):
    mine = []
    name = src.get("project_name", repo.split("/")[1])
    seen_paths = set()
    for path, commit, text in files(repo, src.get("under", "."), "#### Tool: exec_command", src.get("paths")):
        seen_paths.add(path)
        m = re.search(r'(?m)^- CWD: (/\S+)', text)
        cwd = m.group(1) if m else folder_of(text, name)
        hm = HOMES.match(cwd or "")
        home = hm.group(1) if hm else None
        tid = re.search(r'(?m)^- Thread ID: (\S+)', text)
        session = tid.group(1) if tid else os.path.basename(path).rsplit(".", 1)[0]
        for step, (cmd, ran) in enumerate(codex_calls(text), 1):
            st["calls"] += 1
            mine.extend(_take(cmd, ran, False, cwd, home, repo, commit, path, session, step, "Codex", known, st, parses))
    for path, commit, text in files(repo, src.get("under", "."), "⏺ Bash(", src.get("paths")):
        if path in seen_paths:
            continue
        if src.get("paths") and path not in src["paths"]:
            continue
        # the folder: set by hand for a source whose screens never name it whole
        cwd = src.get("cwd") or folder_of(text, name)
        homes = collections.Counter(HOMES.findall(text))
        hm = HOMES.match(cwd or "")
        home = hm.group(1) if hm else (homes.most_common(1)[0][0] if homes else None)
        session = os.path.basename(path).rsplit(".", 1)[0]
        for step, (cmd, ran, cut, wrapped) in enumerate(tui_calls(text, src.get("screen_suffixes", False)), 1):
            st["calls"] += 1
            got = _take(cmd, ran, cut, cwd, home, repo, commit, path, session, step, "Claude Code (terminal copy)", known, st, parses)
            for r in got:
                # a wrapped command cannot be joined back exactly (the screen may wrap
                # inside a word); gen_traffic7.py drops it after sampling, so that the
                # seeded sample of the other lines stays as it was
                r["_wrapped"] = wrapped
            mine.extend(got)
    return mine


def _take(cmd, ran, cut, cwd, home, repo, commit, path, session, step, agent, known, st, parses):
    cmd = cmd.strip("\n")
    if not cmd.strip():
        st["no command"] += 1
        return []
    if not ran:
        st["not run"] += 1
        return []
    if cut:
        st["cut by the screen"] += 1
        return []
    if re.search(r'(?i)\b[a-z]:\\|\b[a-z]:/', cmd):
        st["windows"] += 1
        return []
    if not cwd or not home:
        st["no folder"] += 1
        return []
    if not parses(cmd):
        st["does not parse"] += 1
        return []
    if cmd in known:
        st["in an earlier traffic set"] += 1
        return []
    return [dict(cmd=cmd, cwd=cwd, source=repo, file=f"{commit}:{path}",
                 trajectory=session, step=step, home=home, agent=agent)]
