#!/usr/bin/env python3
"""Loose check: every top-level argument name of a call occurs as a word in
the tool's declaring file, or else somewhere in the paths read for that
server (printed as `elsewhere`), or nowhere (`MISSING`). Writes nothing."""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from calls import CALLS  # noqa: E402
from provenance import SERVERS  # noqa: E402
from extract import files_for  # noqa: E402

cat = json.load(open(os.path.join(HERE, 'catalog.json')))
cache = {}


def text(server, path):
    k = (server, path)
    if k not in cache:
        s = SERVERS[server]
        cache[k] = subprocess.run(['git', '-C', s['mirror'], 'show', f"{s['commit']}:{path}"],
                                  capture_output=True).stdout.decode('utf-8', 'replace')
    return cache[k]


bad = 0
for server, tool, want, inp, why in CALLS:
    path = cat[server][tool]['path']
    t = text(server, path)
    for arg in inp:
        if re.search(r'\b' + re.escape(arg) + r'\b', t):
            continue
        other = [p for p in files_for(SERVERS[server]) if re.search(r'\b' + re.escape(arg) + r'\b', text(server, p))]
        print(f"{'elsewhere' if other else 'MISSING'}\t{server}\t{tool}\t{arg}\t{' '.join(other[:3])}")
        bad += not other
print(f'{bad} missing')
