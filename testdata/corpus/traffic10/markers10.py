#!/usr/bin/env python3
"""Counts the markers of agent-session formats in fetched snapshots (the
newest commit of every branch), to choose sources. A reading aid: it runs
git only, never a command of a session.

    python3 markers10.py REPO...
"""
import os
import subprocess
import sys

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
MARKERS = {
    "claude-screen": "⏺ Bash(",
    "codex-export": "#### Tool: exec_command",
    "cline": "<execute_command>",
    "claude-json": '"name":"Bash","input"',
    "claude-json-sp": '"name": "Bash",',
    "automaker": "🔧 Tool: Bash",
    "specstory-bash": "Tool use: **Bash**",
    "cctrace": "Tool Use: Bash",
    "claude-log": "Using tool: Bash",
    "codex-json": '"type":"function_call"',
    "aider-run": "> Running ",
    "shell-json": '"name":"shell"',
    "exec-json": '"name":"exec_command"',
    "run-terminal": "run_terminal_cmd",
    "openhands": '"action": "run"',
}


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], capture_output=True, check=False).stdout.decode("utf-8", "replace")


def main():
    for repo in sys.argv[1:]:
        g = os.path.join(MIRROR, repo.replace("/", "+"), "repo")
        if not os.path.isdir(g):
            print(repo, "no snapshot")
            continue
        heads = git(g, "for-each-ref", "--format=%(objectname)", "refs/heads").split()[:5] or ["HEAD"]
        out = {}
        for name, m in MARKERS.items():
            files = set()
            n = 0
            for h in heads:
                for line in git(g, "grep", "-c", "-F", "-I", m, h).splitlines():
                    path, _, c = line.rpartition(":")
                    path = path.split(":", 1)[1] if ":" in path else path
                    if path not in files:
                        files.add(path)
                        n += int(c or 0)
            if n:
                out[name] = (n, len(files))
        print(repo, out, flush=True)


if __name__ == "__main__":
    main()
