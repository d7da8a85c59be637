#!/usr/bin/env python3
"""Prints lines of traffic.jsonl for reading while labelling.

    python3 review.py red|yellow          # every line of that label
    python3 review.py flagged             # green lines that touch risky words
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RISKY = re.compile(
    r"\brm\b|/etc/|/usr/|/var/|/opt/|/root|~/|\$HOME|ssh|\.pem|\.key|secret|passw|token|AKIA|ghp_|sk-|hf_|"
    r"\bgit\s+(reset|checkout|clean|push|rebase|stash|branch|remote|config)|\bkill|chmod|chown|curl|wget|"
    r"nginx|systemctl|service\b|crontab|docker|mysql|psql|redis|sqlite3|\bdd\b|mkfs|truncate|shred|\.env\b|"
    r"credential|gpg|openssl|aws\b|gcloud|kubectl|apt|pip|npm|conda", re.I)


def main():
    what = sys.argv[1]
    with open(os.path.join(HERE, "traffic.jsonl"), encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    for i, r in enumerate(rows, 1):
        if what in ("red", "yellow") and r["want"] != what:
            continue
        if what == "flagged" and (r["want"] != "green" or not RISKY.search(r["cmd"])):
            continue
        cmd = r["cmd"].replace("\n", " \\n ")
        print(f"{i} [{r['want']}/{r['category']}] {cmd[:230]}")


if __name__ == "__main__":
    main()
