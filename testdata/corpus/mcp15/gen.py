#!/usr/bin/env python3
"""Writes red.jsonl and green.jsonl of the held-out set mcp15 with mcp10's
generator, unchanged.

../mcp10/gen.py reads the call tables calls_*.py, catalog.json and
provenance.py of the folder it stands in; this file runs it as if it stood
here, so it reads and writes this folder's files.

Run: python3 gen.py (writes the two jsonl files, nothing else).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "mcp10", "gen.py")

with open(SOURCE) as f:
    code = compile(f.read(), SOURCE, "exec")
exec(code, {"__name__": "__main__", "__file__": os.path.join(HERE, "gen.py")})
