#!/usr/bin/env python3
"""Loose check of the call tables against the servers' source (writes nothing).

For every call, each top-level argument name must occur as a word in the
tool's declaring file (from catalog.json); if not, it is looked for in the
rest of the repository at the commit read and reported as 'elsewhere' (a
schema file beside the declaration) or 'MISSING'. Nested values are not
checked. Run after extract.py.
"""
import glob
import importlib
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from provenance import SERVERS  # noqa: E402

cat = json.load(open(os.path.join(HERE, "catalog.json")))
cache = {}


def show(srv, path):
    key = (srv["repo"], path)
    if key not in cache:
        d = os.path.join("/work/.mirror", srv["repo"].replace("/", "+"), "repo")
        cache[key] = subprocess.run(["git", "--git-dir", d, "show", srv["commit"] + ":" + path],
                                    capture_output=True).stdout.decode("utf-8", "replace")
    return cache[key]


def anywhere(srv, word):
    d = os.path.join("/work/.mirror", srv["repo"].replace("/", "+"), "repo")
    r = subprocess.run(["git", "--git-dir", d, "grep", "-l", "-w", word, srv["commit"], "--", "*.ts", "*.js", "*.py", "*.go", "*.rs"],
                       capture_output=True).stdout.decode()
    return [line.split(":", 1)[1] for line in r.splitlines()]


bad = 0
for f in sorted(glob.glob(os.path.join(HERE, "calls_*.py"))):
    mod = importlib.import_module(os.path.basename(f)[:-3])
    for server, tool, want, inp, why in mod.CALLS:
        srv = SERVERS[server]
        path = cat[server][tool]["path"]
        text = show(srv, path)
        for k in inp:
            if re.search(r"\b%s\b" % re.escape(k), text):
                continue
            where = anywhere(srv, k)
            tag = "elsewhere" if where else "MISSING"
            if not where:
                bad += 1
            print("%-9s %-14s %-38s %-22s %s" % (tag, server, tool, k, ",".join(where[:2])))
print("missing:", bad)
