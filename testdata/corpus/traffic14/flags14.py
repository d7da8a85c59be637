#!/usr/bin/env python3
"""Reading aid (runs nothing): ../traffic12/flags12.py (imported unchanged)
pointed at this folder's candidates.jsonl and labels.py, so that every
non-green line and every line with a sharper sign of risk is read and
decided by hand.

    python3 flags14.py [SOURCE-SUBSTRING]
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


if __name__ == "__main__":
    labels14 = load("labels14", os.path.join(HERE, "labels.py"))
    sys.modules["labels"] = labels14
    flags12 = load("flags12", os.path.join(CORPUS, "traffic12", "flags12.py"))
    flags12.HERE = HERE
    flags12.labels = labels14
    flags12.main()
