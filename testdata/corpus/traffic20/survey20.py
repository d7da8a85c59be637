#!/usr/bin/env python3
"""Survey candidate snapshots: sessions, shell calls, cwd per session file.

  python3 survey20.py owner/name ...

Reads git objects only; runs nothing it reads.
"""
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_traffic20 as g

for src in sys.argv[1:]:
    d = os.path.join(g.MIRROR, src.replace('/', '+'), 'repo')
    if not os.path.isdir(d):
        print(src, 'NO SNAPSHOT')
        continue
    tot = 0
    for path, commit in sorted(g.session_files(d).items()):
        txt = g.git(d, 'show', commit + ':' + path)
        obj = g.load_json(txt)
        cwd, cl = g.calls(obj)
        tools = Counter(t for t, _, _ in cl)
        wds = Counter((w or '')[:40] for _, _, w in cl)
        tot += len(cl)
        print(' ', src, path, 'cwd=', cwd, 'calls=', len(cl), dict(tools), list(wds)[:2])
    print(src, 'TOTAL', tot)
