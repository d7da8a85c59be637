#!/usr/bin/env python3
"""Reading aid: the green lines of the first pass with a sharp sign of risk
(paths outside the project, external hosts, deletes, git state, secrets words,
processes, cloud and database tools). The project's own folder is taken out of
the text first, so that its absolute path is no sign. Runs nothing."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import labels  # noqa: E402

SIGNS = re.compile(
    r"\brm\b|\bmv\b|\bkill\b|\bpkill\b|\bkillall\b|\bcurl\b|\bwget\b|\bssh\b|\bscp\b|\brsync\b|\bdocker\b|\bkubectl\b|"
    r"\bgcloud\b|\baws\b|\bgh\b|\bpsql\b|\bsqlite3\b|\bredis-cli\b|\bDROP\b|\bDELETE\b|\bTRUNCATE\b|\bsupabase\b|"
    r"secret|token|passw|api[_-]?key|service_role|\.env\b|\.pem\b|\.ssh|~/|\$HOME|/Users/|/home/|/etc/|/var/|/usr/local|/opt/|"
    r"\bgit\s+(?:checkout|restore|reset|clean|branch|stash|rebase|push|tag|config|remote|worktree|rm|commit\s+--amend|merge|cherry-pick)\b|"
    r"\bdeploy|\bpublish|\bchmod\b|\bchown\b|\bfind\b.*-delete|\bxargs\b|\beval\b|\blaunchctl\b|\bcrontab\b|\bdefaults\s+write|"
    r"\bprod\b|production|\bnpx\s+(?!tsc\b|playwright\s+test|eslint|prettier|vitest|jest|tsx\b|next\s+(?:build|lint)|turbo)\S+|"
    r"\bsecurity\b|\bopen\s+-a|\b(?:claude|codex)\b|\bprisma\b|\bmigrat|\bdrizzle|\bseed\b|\bsudo\b|\bln\s+-s|>\s*/|\bpip\b|\bcargo\b|\bbrew\b", re.I)

rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
src = sys.argv[1] if len(sys.argv) > 1 else None
n = 0
for r in rows:
    if src and r["source"] != src:
        continue
    cmd = r["cmd"]
    k = labels.key(cmd)
    if k in labels.MANUAL:
        continue
    want, why, cat = labels.first_pass(cmd)
    if want != "green":
        continue
    root = r["cwd"].split("/.worktrees/")[0]
    bare = cmd.replace(root, "PROJ")
    if not SIGNS.search(bare):
        continue
    n += 1
    c = bare if len(bare) < 500 else bare[:500] + " ...[" + str(len(bare)) + "]"
    print(f"## {k} {cat} | {r['source'].split('/')[1][:10]}\n{c}")
print(n, file=sys.stderr)
