#!/usr/bin/env python3
"""Prints the most common absolute folders named in a repository's sessions (to place cwd)."""
import collections
import re
import sys

import gen_traffic4 as g

for repo in sys.argv[1:]:
    c = collections.Counter()
    for path, commit, text in g.history_files(repo):
        for m in re.findall(r"(?<![\w.~])(/(?:[A-Za-z0-9._-]+/){1,4})", text):
            c[m] += 1
    print(repo, c.most_common(12))
