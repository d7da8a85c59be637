#!/usr/bin/env python3
"""Reading aid (runs nothing): prints candidates with their first-pass label,
key and source, risky-shaped or non-green ones first. The RISKY shape is
../traffic7/review.py's, with the project's own folder taken out of the text
first (so that its absolute paths do not count as "outside the project").

    python3 review.py [risky|plain|all] [SOURCE-SUBSTRING]
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import labels  # noqa: E402

RISKY = re.compile(r"(?i)\brm\b|\bmv\b|kill|curl|wget|ssh|scp|rsync|\bgh\b|git\s+(push|reset|checkout|restore|clean|branch\s+-D|stash|rebase|filter|tag|worktree\s+remove|config)|"
                   r"\.env|secret|token|password|passwd|key\b|apikey|api_key|credential|auth|docker|kubectl|helm|terraform|aws|gcloud|az\s|vercel|netlify|fly\b|"
                   r"supabase|prisma|drizzle|migrat|seed|psql|mysql|mongo|redis-cli|sqlite|npx|pip|npm\s+(i|install|ci|add|publish|uninstall)|pnpm\s+(add|install|i)\b|yarn|brew|apt|sudo|"
                   r"chmod|chown|~|\$HOME|/Users/|/home/|/etc/|crontab|launchctl|systemctl|deploy|publish|release|drop|delete|truncate|insert|update\s|"
                   r"tee\s|>\s*/|\bdd\b|mkfs|eval|source\s|export\s|printenv|\benv\b|security\s|keychain|open\s|osascript|cargo\s+(install|publish)|composer|artisan|"
                   r"flatpak|xcodebuild|simctl|defaults\s|https?://(?!localhost|127\.0\.0\.1)|claude\b|codex\b|gemini\b")


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "risky"
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
    for r in rows:
        if only and only not in r["source"]:
            continue
        want, why, cat = labels.label(r["cmd"], r)
        text = r["cmd"].replace(r["cwd"], "PROJECT")
        risky = want != "green" or bool(RISKY.search(text))
        if (mode == "risky" and not risky) or (mode == "plain" and risky):
            continue
        manual = labels.key(r["cmd"]) in labels.MANUAL
        print(f"{labels.key(r['cmd'])} {'M' if manual else ' '} {want:6} {cat:10} {r['source'].split('/')[1][:10]:10}| {text[:500]!r}")


if __name__ == "__main__":
    main()
