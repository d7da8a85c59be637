#!/usr/bin/env python3
"""Reading aid (runs nothing): for fetched snapshots with Automaker feature
logs, the number of logged shell calls by agent (Claude Agent SDK or Codex
CLI), the Windows logs, and the most common home folders, to choose
sources.

    python3 survey_agents.py REPO...
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
import gen_traffic8 as g8  # noqa: E402

HOMES = re.compile(r"((?:/Users|/home)/[A-Za-z0-9._-]+(?:/[A-Za-z0-9._-]+){1,3})")


def main():
    for repo in sys.argv[1:]:
        if repo in g8.EARLIER:
            print(repo, "an earlier source")
            continue
        agents = collections.Counter()
        windows = 0
        homes = collections.Counter()
        logs = 0
        for path, commit, text in automaker.history_files(g6.git, g6.mirror(repo)):
            logs += 1
            found = automaker.calls(text)
            if (any(c and (g6.WINDOWS.search(c) or g6.GITBASH.search(c) or g8.MORE_WINDOWS.search(c)) for c, _ in found)
                    or g6.WINDOWS_SESSION.search(text) or g6.GITBASH.search(text)):
                windows += len(found)
                continue
            agents.update(a for _, a in found)
            homes.update(HOMES.findall(text))
        print(repo, "logs", logs, dict(agents), "windows", windows, homes.most_common(2), flush=True)


if __name__ == "__main__":
    main()
