"""Counts the shell calls of every fetched snapshot's Automaker logs and the
folders they name, to choose sources and set their cwd/home in sources.json.
Runs nothing but git."""
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import automaker  # noqa: E402
import gen_traffic6 as g5  # noqa: E402

ROOTS = re.compile(r"((?:/Users|/home)/[A-Za-z0-9._-]+(?:/[A-Za-z0-9._ -]+){1,3})")


def main():
    only = sys.argv[1:]
    for repo in g5.all_mirrors():
        if only and repo not in only:
            continue
        m = g5.mirror(repo)
        files = list(automaker.history_files(g5.git, m))
        if not files:
            continue
        n = collections.Counter()
        roots = collections.Counter()
        for path, commit, text in files:
            for cmd, agent in automaker.calls(text):
                n[agent] += 1
                if cmd:
                    n["distinct?"] += 0
            for r in ROOTS.findall(text):
                roots[r] += 1
        print(repo, len(files), dict(n), roots.most_common(4), flush=True)


if __name__ == "__main__":
    main()
