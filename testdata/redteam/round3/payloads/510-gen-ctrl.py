#!/usr/bin/env python3
"""Writes payloads/511-ctrl.txt: green commands whose text carries control
characters (carriage return, ANSI erase-line, bidi override) that could
hide what ran when the operator reads `gatesh log`, `gatesh pending` or
`show`. Each line is one command for runlines.sh."""
import os

here = os.path.dirname(os.path.abspath(__file__))
lines = [
    "# A12-A15: control characters in commands, to hide them in the reports",
    "rm -f tools/x.o; true # \r\x1b[2K echo build ok",
    "touch tools/marker-a13 # \x1b[1A\x1b[2K",
    "touch tools/marker-a14 # \u202e txt.cod",
    "git push origin main # \r\x1b[2Kgit status",
]
with open(os.path.join(here, "511-ctrl.txt"), "w") as f:
    f.write("\n".join(lines) + "\n")
