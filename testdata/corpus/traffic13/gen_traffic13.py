#!/usr/bin/env python3
"""Builds traffic.jsonl (traffic13): shell commands that coding agents ran in
real projects, taken from agent logs that the projects' owners committed.

    python3 gen_traffic13.py survey [REPO...] # calls per fetched snapshot (format per sources.json, else SpecStory)
    python3 gen_traffic13.py extract         # candidates.jsonl (unlabelled), from the snapshots
    python3 gen_traffic13.py write           # traffic.jsonl, from candidates.jsonl and labels.py

Runs ../traffic12/gen_traffic12.py (imported unchanged) with this set's
sources and caps (./sources.json), seed 79, ./earlier.py's refused
repositories (every earlier set, ../traffic12 included), this folder's
files, and the `cmd` fields of ../traffic12 dropped as repeats besides those
of ../traffic to ../traffic11. Nothing here runs a command: the only program
started besides git is `bash -n -c CMD` (parse only, the command one argv
element).
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


earlier13 = load("earlier13", os.path.join(HERE, "earlier.py"))
g12 = load("gen_traffic12", os.path.join(CORPUS, "traffic12", "gen_traffic12.py"))

with open(os.path.join(HERE, "sources.json"), encoding="utf-8") as f:
    SOURCES = json.load(f)
EARLIER = earlier13.earlier()

g12.HERE = HERE
g12.CANDIDATES = os.path.join(HERE, "candidates.jsonl")
g12.OUT = os.path.join(HERE, "traffic.jsonl")
g12.SEED = 79
g12.SOURCES = g12.g6.SOURCES = SOURCES
g12.EARLIER = g12.g6.EARLIER = EARLIER
g12.earlier = earlier13
earlier_known = g12.known_commands


def known_commands():
    """../traffic to ../traffic11 (gen_traffic12's list) and ../traffic12."""
    seen = earlier_known()
    with open(os.path.join(CORPUS, "traffic12", "traffic.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                seen.add(json.loads(line)["cmd"])
    return seen


g12.known_commands = known_commands

log_root_by_pattern = g12.log_root


def log_root(src, text):
    """gen_traffic12's log_root (the source's cwd_pattern picks each log's own
    folder), but the HOME stays the source's: this set's projects live on a
    volume (/Volumes/Development/...) outside the owner's home."""
    root, home = log_root_by_pattern(src, text)
    return root, src.get("home", home)


g12.log_root = log_root

if __name__ == "__main__":
    {"roots": g12.roots, "survey": g12.survey, "extract": g12.extract, "write": g12.write}[sys.argv[1]]()
