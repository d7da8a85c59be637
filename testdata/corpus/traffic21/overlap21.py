#!/usr/bin/env python3
"""Check that no session log of this set's sources is one an earlier set read.

  python3 overlap21.py

For each source in runsets.json, the git blob ids of its session files are
compared with those of the same owner's repositories that ../traffic20 used
(when they are on this machine), and the `file` fields of every earlier
traffic set's lines. Reads git objects only; runs nothing it reads.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_traffic21 as g

HERE = os.path.dirname(os.path.abspath(__file__))


def blobs(src):
    d = os.path.join(g.MIRROR, src.replace('/', '+'), 'repo')
    if not os.path.isdir(d):
        return None
    out = {}
    for path, commit in g.session_files(d).items():
        out[g.git(d, 'rev-parse', commit + ':' + path).strip()] = path
    return out


earlier = []
for n in ('traffic18', 'traffic19', 'traffic20'):
    p = os.path.join(os.path.dirname(HERE), n, 'runsets.json')
    if os.path.exists(p):
        for rs in json.load(open(p)):
            earlier += rs.get('sources', [])
old = {}
for src in earlier:
    b = blobs(src)
    if b:
        for k, v in b.items():
            old[k] = src + ':' + v
for rs in json.load(open(os.path.join(HERE, 'runsets.json'))):
    for src in rs['sources']:
        b = blobs(src) or {}
        same = sorted((v, old[k]) for k, v in b.items() if k in old)
        print(src, len(b), 'session files;', len(same), 'identical to an earlier source', same[:4])
