#!/usr/bin/env python3
"""Prints the candidates for reading: every line the first pass makes red or
yellow, and every green line with a risky shape (or all green lines with
--all), with its key, source and cwd. Runs nothing."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import labels  # noqa: E402

RISKY = re.compile(
    r"\brm\b|\bmv\b|\bkill|\bpkill|\bcurl\b|\bwget\b|\bssh\b|\bscp\b|\brsync\b|\bsudo\b|\bdocker\b|\bkubectl\b|\bhelm\b|"
    r"\bgcloud\b|\baws\b|\baz\b|\bgh\b|\bterraform\b|\bpsql\b|\bmysql\b|\bsqlite3\b|\bredis-cli\b|\bmongo|\bDROP\b|\bDELETE\b|"
    r"\bTRUNCATE\b|\bUPDATE\b|\bsecret|\btoken|\bpassw|\bkey\b|api[_-]?key|\.env\b|\.pem\b|id_rsa|id_ed25519|\.ssh|~|\$HOME|"
    r"/Users/|/home/|/etc/|/var/|/usr/|/opt/|/tmp/|\bgit\s+(?:checkout|restore|reset|clean|branch|stash|rebase|push|tag|config|remote|worktree|rm)\b|"
    r"\bnpx\b|\bdeploy|\bpublish|\bchmod\b|\bchown\b|\bdd\b|\bmkfs|\btruncate\b|\bfind\b.*-delete|\bxargs\b|\beval\b|"
    r"\blaunchctl\b|\bsystemctl\b|\bcrontab\b|\bdefaults\s+write|\bosascript\b|\bsecurity\b|\bkeychain|\bclaude\b|\bcodex\b|\bcursor\b|"
    r"\bdotnet\s+(?:ef|nuget|publish)|\bapply\b|\bprod|\bnc\b|\bfirebase\b|\bvercel\b|\bfly\b|\bheroku\b|\brailway\b", re.I)

rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
only = sys.argv[1] if len(sys.argv) > 1 else "risky"
src = sys.argv[2] if len(sys.argv) > 2 else None
for r in rows:
    if src and r["source"] != src:
        continue
    cmd = r["cmd"]
    k = labels.key(cmd)
    if k in labels.MANUAL:
        continue
    want, why, cat = labels.first_pass(cmd)
    show = (only == "all") or (only == "risky" and (want != "green" or RISKY.search(cmd))) or (only == want)
    if not show:
        continue
    c = cmd if len(cmd) < 700 else cmd[:700] + " ...[" + str(len(cmd)) + "]"
    print(f"## {k} {want} {cat} | {r['source']} | cwd={r['cwd']}\n{c}\n")
