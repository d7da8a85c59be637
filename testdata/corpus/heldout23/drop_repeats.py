#!/usr/bin/env python3
"""Drops from this folder's red_src.py and green_src.py every line whose
command ../check_heldout.py calls a repeat of another set, then
regenerates the two .jsonl files. It reuses heldout22's drop_repeats.py,
pointed at this folder.

usage, from this folder: python3 drop_repeats.py   (prints what it drops)
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
spec = importlib.util.spec_from_file_location(
    "drop_repeats22", os.path.join(os.path.dirname(HERE), "heldout22", "drop_repeats.py"))
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
mod.HERE = HERE
mod.NAME = os.path.basename(HERE)

if __name__ == "__main__":
    mod.main()
