#!/usr/bin/env python3
"""The repositories that earlier traffic sets used or named, which this set
may not use: the keys of every ../traffic*/sources.json (../traffic12
included), ../traffic6's and ../traffic8's EARLIER lists, and every
`owner/name` in backticks in the parts of the earlier READMEs above any
measurement. Over-excluding is safe; a repository named here is never read.

../traffic12/earlier.py reads every folder but its own, so it would read
this one too; this is its loop with the skip made "this set and any later",
and its patterns imported from it.

    python3 earlier.py            # prints the list
    python3 earlier.py REPO...    # says whether each REPO is excluded
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(CORPUS, "traffic12"))
import earlier as e12  # noqa: E402  (../traffic12/earlier.py: STOP, REPO, owners)

THIS = 13


def is_earlier(name):
    if not name.startswith("traffic"):
        return False
    n = name[len("traffic"):]
    return n == "" or (n.isdigit() and int(n) < THIS)


def earlier():
    out = set()
    for name in sorted(os.listdir(CORPUS)):
        if not is_earlier(name):
            continue
        d = os.path.join(CORPUS, name)
        sj = os.path.join(d, "sources.json")
        if os.path.exists(sj):
            with open(sj, encoding="utf-8") as f:
                out.update(json.load(f))
        rd = os.path.join(d, "README.md")
        if os.path.exists(rd):
            with open(rd, encoding="utf-8") as f:
                text = f.read()
            m = e12.STOP.search(text)
            if m:
                text = text[:m.start()]
            for r in e12.REPO.findall(text):
                if "." in r.split("/")[0] or r.split("/")[0] in ("traffic", "docs"):
                    continue
                out.add(r.rstrip("."))
    for name in ("traffic6/gen_traffic6.py", "traffic8/gen_traffic8.py"):
        with open(os.path.join(CORPUS, name), encoding="utf-8") as f:
            text = f.read()
        m = re.search(r"EARLIER = (?:set\(g6\.EARLIER\) \| )?\{(.*?)\n\}", text, re.S)
        out.update(re.findall(r'"([^"\s]+/[^"\s]+)"', m.group(1)))
    return out


owners = e12.owners


def excluded(repo, names=None):
    names = names if names is not None else earlier()
    return repo in names or repo.split("/")[0].lower() in owners(names)


if __name__ == "__main__":
    names = earlier()
    if len(sys.argv) > 1:
        for r in sys.argv[1:]:
            print(r, "EXCLUDED" if excluded(r, names) else "ok")
    else:
        for r in sorted(names, key=str.lower):
            print(r)
        print(len(names), "repositories,", len(owners(names)), "owners")
