#!/usr/bin/env python3
"""Fills README.md's TABLE, FINDINGS, FAULTS and FINAL_COMMIT from
build-attempts.py's table, findings.md, results/final/faults.md and the
target commit; and docs/security.md's fourth-round section the same way.
Run from this folder after build-attempts.py: python3 assemble.py"""
import json
import os
import re
import subprocess

table = subprocess.run(["python3", "build-attempts.py"], capture_output=True, text=True).stdout
lines = [l for l in table.splitlines() if l.startswith("|")]
tab = "\n".join(lines)
tot = lines[-1].split("|")
total, worked = tot[2].strip(), tot[3].strip()
findings = open("findings.md").read().strip()
nfind = len(re.findall(r"^- \*\*G\d+", findings, re.M))
faults = open("results/final/faults.md").read().strip() if os.path.exists("results/final/faults.md") else "FAULTS"
held = open("results/final/held.md").read().strip() if os.path.exists("results/final/held.md") else "HELD"
commit = open("results/final/target-commit.txt").read().strip()[:7] if os.path.exists("results/final/target-commit.txt") else "FINAL_COMMIT"

rd = open("README.md").read()
rd = rd.replace("TABLE", tab).replace("FINDINGS", findings).replace("FAULTS", faults).replace("FINAL_COMMIT", "`%s`" % commit)
open("README.md", "w").write(rd)

p = "../../../docs/security.md"
s = open(p).read()
i = s.index("## Red team, fourth round")
sec = s[i:]
sec = (sec.replace("TOTAL attempts", "%s attempts" % total).replace("WORKED of which", "%s of which" % worked)
       .replace("NFIND findings (G1 to GN)", "%d findings (G1 to G%d)" % (nfind, nfind))
       .replace("FINAL_COMMIT", "`%s`" % commit).replace("TABLE", tab)
       .replace("FINDINGS", findings.replace("`repro/", "`testdata/redteam/round4/repro/"))
       .replace("HELD", held + "\n\n" + faults))
open(p, "w").write(s[:i] + sec)
print(tab)
print("findings:", nfind, "commit:", commit)
