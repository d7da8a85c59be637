#!/usr/bin/env python3
"""Builds catalog.json for set mcp15 with mcp10's extractor, unchanged.

Every server of mcp15 declares its tools in a style that
../mcp10/extract.py already reads (its docstring lists the readers), so
this file runs that program as if it stood here: it reads this folder's
provenance.py and writes this folder's catalog.json.

Run: python3 extract.py (reads git only, writes catalog.json).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "mcp10", "extract.py")

with open(SOURCE) as f:
    code = compile(f.read(), SOURCE, "exec")
exec(code, {"__name__": "__main__", "__file__": os.path.join(HERE, "extract.py")})
