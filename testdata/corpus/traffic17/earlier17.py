#!/usr/bin/env python3
"""The repositories that earlier traffic sets used or named, which this set
may not use: ../traffic12/earlier.py's list (every ../traffic*/sources.json,
../traffic6's and ../traffic8's EARLIER lists, every `owner/name` in
backticks above any measurement of an earlier README) together with
../traffic12's own sources and README, and every `source` of every earlier
traffic.jsonl. Over-excluding is safe; a repository named here is never read.

../traffic12/earlier.py reads every traffic* folder but its own, so it would
also read this set's README once written: the list is frozen into
earlier17.json before this set has a README (`freeze`), and read from there.

    python3 earlier17.py freeze    # writes earlier17.json
    python3 earlier17.py REPO...   # says whether each REPO is excluded
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
FROZEN = os.path.join(HERE, "earlier17.json")
sys.path.insert(0, os.path.join(CORPUS, "traffic12"))
import earlier as e12  # noqa: E402  (../traffic12/earlier.py)


def compute():
    if os.path.exists(os.path.join(HERE, "README.md")):
        sys.exit("this set has a README: its own sources would be listed; use earlier17.json")
    out = set(e12.earlier())
    d = os.path.join(CORPUS, "traffic12")
    with open(os.path.join(d, "sources.json"), encoding="utf-8") as f:
        out.update(json.load(f))
    with open(os.path.join(d, "README.md"), encoding="utf-8") as f:
        text = f.read()
    m = e12.STOP.search(text)
    if m:
        text = text[:m.start()]
    out.update(r.rstrip(".") for r in e12.REPO.findall(text) if "." not in r.split("/")[0])
    for name in sorted(os.listdir(CORPUS)):
        if not name.startswith("traffic") or name == "traffic17":
            continue
        p = os.path.join(CORPUS, name, "traffic.jsonl")
        if os.path.exists(p):
            with open(p, encoding="utf-8") as f:
                for line in f:
                    s = json.loads(line).get("source")
                    if isinstance(s, str) and "/" in s:
                        out.add(s)
    return sorted(out, key=str.lower)


def earlier():
    with open(FROZEN, encoding="utf-8") as f:
        return set(json.load(f))


def excluded(repo, names=None):
    names = names if names is not None else earlier()
    return e12.excluded(repo, names)


if __name__ == "__main__":
    if sys.argv[1:] == ["freeze"]:
        names = compute()
        with open(FROZEN, "w", encoding="utf-8") as f:
            json.dump(names, f, indent=0)
        print(len(names), "repositories")
    else:
        names = earlier()
        for r in sys.argv[1:]:
            print(r, "EXCLUDED" if excluded(r, names) else "ok")
