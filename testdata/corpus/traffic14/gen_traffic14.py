#!/usr/bin/env python3
"""Builds traffic.jsonl (traffic14): shell commands that coding agents ran in
real projects, taken from agent logs that the projects' owners committed.

    python3 gen_traffic14.py survey [REPO...] # calls per fetched snapshot (format per sources.json, else SpecStory)
    python3 gen_traffic14.py extract         # candidates.jsonl (unlabelled), from the snapshots
    python3 gen_traffic14.py write           # traffic.jsonl, from candidates.jsonl and labels.py

Runs ../traffic13/gen_traffic13.py (imported unchanged; it runs
../traffic12/gen_traffic12.py) with this set's sources and caps
(./sources.json), seed 83, ./earlier.py's refused repositories (every
earlier set, ../traffic13 included), this folder's files, and the `cmd`
fields of ../traffic13 dropped as repeats besides those of ../traffic to
../traffic12. Nothing here runs a command: the only program started besides
git is `bash -n -c CMD` (parse only, the command one argv element).
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


earlier14 = load("earlier14", os.path.join(HERE, "earlier.py"))
g13 = load("gen_traffic13", os.path.join(CORPUS, "traffic13", "gen_traffic13.py"))
g12 = g13.g12

with open(os.path.join(HERE, "sources.json"), encoding="utf-8") as f:
    SOURCES = json.load(f)
EARLIER = earlier14.earlier()

g12.HERE = HERE
g12.CANDIDATES = os.path.join(HERE, "candidates.jsonl")
g12.OUT = os.path.join(HERE, "traffic.jsonl")
g12.SEED = 83
g12.SOURCES = g12.g6.SOURCES = SOURCES
g12.EARLIER = g12.g6.EARLIER = EARLIER
g12.earlier = earlier14


def known_commands():
    """../traffic to ../traffic12 (gen_traffic13's list) and ../traffic13."""
    seen = g13.known_commands()
    with open(os.path.join(CORPUS, "traffic13", "traffic.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                seen.add(json.loads(line)["cmd"])
    return seen


g12.known_commands = known_commands

if __name__ == "__main__":
    {"roots": g12.roots, "survey": g12.survey, "extract": g12.extract, "write": g12.write}[sys.argv[1]]()
