#!/usr/bin/env python3
"""Prints the README's tables from traffic.jsonl and says which MANUAL keys of
labels.py match no candidate: ../traffic13/tables13.py (imported unchanged)
pointed at this folder. Reads files only; runs nothing.

    python3 tables14.py
"""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)

if __name__ == "__main__":
    spec = importlib.util.spec_from_file_location("tables13", os.path.join(CORPUS, "traffic13", "tables13.py"))
    t13 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(t13)
    t13.HERE = HERE
    t13.main()
