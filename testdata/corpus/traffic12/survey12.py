#!/usr/bin/env python3
"""Counts, for every fetched snapshot under /work/.mirror that the earlier
traffic sets did not use (./earlier.py), the shell calls of its Entire
checkpoint branch (../traffic11/entire11.py's reader), with the agents and
the most common folders. Reads git objects only; runs no command but
`bash -n -c CMD` (parse only).

    python3 survey12.py [REPO...]
"""
import collections
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(CORPUS, "traffic11"))
import earlier  # noqa: E402
import entire11  # noqa: E402

MIRROR = os.environ.get("MIRROR", "/work/.mirror")


def parses(cmd):
    r = subprocess.run(["bash", "-n", "-c", cmd], stdin=subprocess.DEVNULL,
                       capture_output=True, timeout=10)
    return r.returncode == 0


def has_branch(repo):
    return bool(entire11.git(entire11.mirror(repo), "rev-parse", "--verify", "-q", entire11.BRANCH).strip())


def main():
    names = earlier.earlier()
    repos = sys.argv[1:] or sorted(n.replace("+", "/", 1) for n in os.listdir(MIRROR)
                                   if os.path.isdir(os.path.join(MIRROR, n)) and not n.endswith(".part"))
    for repo in repos:
        if earlier.excluded(repo, names):
            print(repo, "EXCLUDED")
            continue
        if not has_branch(repo):
            print(repo, "no checkpoint branch")
            continue
        st = collections.Counter()
        mine = entire11.extract_repo(repo, {}, set(), st, parses)
        cmds = {r["cmd"] for r in mine}
        agents = collections.Counter(r["agent"] for r in mine)
        cwds = collections.Counter(r["cwd"] for r in mine).most_common(3)
        print(repo, "distinct", len(cmds), dict(st), dict(agents), cwds, flush=True)


if __name__ == "__main__":
    main()
