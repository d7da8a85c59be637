#!/usr/bin/env python3
"""Reads Aider chat histories (`.aider.chat.history.md`) out of fetched
snapshots: the shell commands Aider itself proposed and ran.

Aider writes its own messages as `> ` lines. When the model proposes a
shell block, Aider asks `Run shell command? ...` (or `commands?`); a yes is
followed by one `> Running CMD` line for each line of the block, and it runs
each line on its own in the repository's root. `#### /run CMD` lines are
the person's own commands and are not taken. Nothing here runs a command.

    python3 aider.py survey [REPO...]   # calls and homes per snapshot
"""
import collections
import os
import re
import subprocess
import sys

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
HOMES = re.compile(r'(/(?:Users|home)/[A-Za-z0-9._-]+)(?=/)')
PROMPT = re.compile(r'^> Run shell commands?\? .*?\]: *(\S*)\s*$')
RUNNING = re.compile(r'^> Running (.*?)(?:  )?$')


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def history_files(repo):
    """Every Aider history ever committed, at its newest non-empty version."""
    g = mirror(repo)
    names = git(g, "log", "--all", "--name-only", "--format=", "--", "*.aider.chat.history.md").decode()
    for path in sorted(set(names.split("\n")) - {""}):
        if not path.endswith(".aider.chat.history.md"):
            continue
        commit = git(g, "log", "--all", "-1", "--format=%H", "--", path).decode().strip()
        text = git(g, "show", f"{commit}:{path}")
        if not text:
            commit = git(g, "rev-parse", commit + "^").decode().strip()
            text = git(g, "show", f"{commit}:{path}")
        yield path, commit, text.decode("utf-8", errors="replace")


def sessions(text):
    """(session title, text) for each `# aider chat started at ...` block."""
    parts = re.split(r'(?m)^# aider chat started at ([^\n]+)\n', text)
    out = []
    for i in range(1, len(parts) - 1, 2):
        out.append((parts[i].strip(), parts[i + 1]))
    return out


def calls(block):
    """The commands Aider ran after a yes, in order, with a flag for a no."""
    lines = block.split("\n")
    out = []
    i = 0
    while i < len(lines):
        m = PROMPT.match(lines[i])
        if m:
            answer = m.group(1).lower()
            j = i + 1
            while j < len(lines):
                r = RUNNING.match(lines[j])
                if not r:
                    break
                out.append((r.group(1), answer.startswith(("y", "a", "d")) or answer == ""))
                j += 1
            i = j
            continue
        i += 1
    return out


def homes_of(text):
    c = collections.Counter(HOMES.findall(text))
    return c.most_common(3)


def survey():
    only = sys.argv[2:]
    names = only or sorted(n.replace("+", "/", 1) for n in os.listdir(MIRROR) if "+" in n)
    for repo in names:
        if not os.path.isdir(mirror(repo)):
            continue
        n = ran = 0
        homes = collections.Counter()
        nsess = 0
        for path, commit, text in history_files(repo):
            for title, block in sessions(text):
                nsess += 1
                for cmd, yes in calls(block):
                    n += 1
                    ran += yes
            homes.update(dict(homes_of(text)))
        if n or nsess:
            print(repo, "sessions", nsess, "calls", n, "ran", ran, homes.most_common(2), flush=True)


if __name__ == "__main__":
    {"survey": survey}[sys.argv[1]]()
