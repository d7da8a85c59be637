#!/usr/bin/env python3
"""Lists, for every fetched snapshot under /work/.mirror that the earlier
traffic sets did not use (./earlier.py), the files that look like committed
agent sessions, by format. Reads only git trees; runs nothing.

    python3 scan11.py [REPO...]
"""
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import earlier  # noqa: E402

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
FORMATS = [
    ("specstory", re.compile(r"(^|/)\.specstory/history/.*\.md$")),
    ("automaker", re.compile(r"(^|/)\.automaker/features/[^/]+/agent-output\.md$")),
    ("claude-jsonl", re.compile(r"\.jsonl$")),
    ("cline", re.compile(r"api_conversation_history\.json$|(^|/)cline_task_.*\.md$")),
    ("aider", re.compile(r"\.aider\.chat\.history\.md$")),
    ("claude-md", re.compile(r"(?i)(claude[-_]?(conversation|session|transcript)|conversation_full|transcripts?/).*\.md$")),
    ("codex", re.compile(r"(?i)rollout-.*\.jsonl$|codex.*session.*\.(md|json)$")),
    ("openfleet", re.compile(r"\.openfleet/transcripts/")),
    ("traj", re.compile(r"\.traj(\.json)?$|trajector(y|ies)/.*\.json$")),
]


def gitdir(repo):
    base = os.path.join(MIRROR, repo.replace("/", "+"))
    for root, dirs, files in os.walk(base):
        if "HEAD" in files and "objects" in dirs:
            return root
        if root.count(os.sep) - base.count(os.sep) > 2:
            break
    return base


def scan(repo):
    d = gitdir(repo)
    try:
        out = subprocess.run(["git", "--git-dir", d, "ls-tree", "-r", "--name-only", "HEAD"],
                             capture_output=True, text=True, timeout=60).stdout
    except Exception as e:  # noqa: BLE001
        return {"error": str(e)}
    c = collections.Counter()
    for p in out.splitlines():
        for name, pat in FORMATS:
            if pat.search(p):
                c[name] += 1
                break
    return dict(c)


def main():
    names = earlier.earlier()
    repos = sys.argv[1:] or sorted(n.replace("+", "/", 1) for n in os.listdir(MIRROR))
    for r in repos:
        if earlier.excluded(r, names):
            continue
        c = scan(r)
        if c:
            print(r, c, flush=True)


if __name__ == "__main__":
    main()
