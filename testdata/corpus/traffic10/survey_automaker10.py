#!/usr/bin/env python3
"""Counts the Bash calls of Automaker feature logs in fetched snapshots, to
choose sources: per repository the logs, the calls, the calls in logs with a
sign of Windows, the distinct commands, and the most common project folders
the logs name. A reading aid; it runs no command.

    python3 survey_automaker10.py REPO...
"""
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(CORPUS, "traffic6"))
sys.path.insert(0, HERE)
import gen_traffic6 as g6  # noqa: E402
import automaker  # noqa: E402
import earlier  # noqa: E402

ROOT = re.compile(r"((?:/Users|/home)/[A-Za-z0-9._-]+/(?:[A-Za-z0-9._ -]+/){0,3}[A-Za-z0-9._-]+)(?=/(?:src|app|apps|packages|lib|package\.json|\.automaker|components|tests?|e2e|docs|scripts|server|client|backend|frontend)\b)")


def main():
    names = earlier.earlier()
    for repo in sys.argv[1:]:
        if earlier.excluded(repo, names):
            print(repo, "EXCLUDED")
            continue
        st = collections.Counter()
        cmds = set()
        roots = collections.Counter()
        for path, commit, text in automaker.history_files(g6.git, g6.mirror(repo)):
            found = automaker.calls(text)
            st["logs"] += 1
            st["calls"] += len(found)
            win = g6.WINDOWS_SESSION.search(text) or g6.GITBASH.search(text) or any(
                c and (g6.WINDOWS.search(c) or g6.GITBASH.search(c)) for c, _ in found)
            if win:
                st["windows calls"] += len(found)
                continue
            for c, agent in found:
                if c:
                    cmds.add(c)
                    st[agent] += 1
            for r in ROOT.findall(text):
                roots[r] += 1
        print(repo, dict(st), "distinct", len(cmds), roots.most_common(3), flush=True)


if __name__ == "__main__":
    main()
