#!/usr/bin/env python3
"""Second reading aid: prints the green (first-pass) lines not yet decided by
hand that carry a sharper risk sign, grouped by the sign, one line each.
Runs nothing."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import labels  # noqa: E402

SIGNS = [
    ("external-url", re.compile(r"https?://(?!localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|\$)[^\s\"'/]+")),
    ("remote-host", re.compile(r"\b(?:ssh|scp|rsync|sshpass|sftp)\b")),
    ("secret-word", re.compile(r"(?i)token|secret|passw|api[_-]?key|credential|\.env\b|\.pem\b|id_rsa|id_ed25519|\.ssh\b|keychain|printenv|\benv\b\s*\|")),
    ("delete", re.compile(r"\brm\s|\brmdir\b|-delete\b|\bunlink\b|\bshred\b|\btruncate\b|DROP\s|DELETE\s+FROM|TRUNCATE\s")),
    ("git", re.compile(r"\bgit\s+(?:checkout|restore|reset|clean|branch|stash|rebase|push|tag|config|remote|worktree|rm|merge|cherry-pick|commit\s+--amend|filter)")),
    ("outside", re.compile(r"(?:^|[\s=\"'])(?:~|/Users/|/home/|/etc/|/usr/|/var/|/opt/|/Library/|/System/|/private/|/Volumes/|/mnt/)")),
    ("process", re.compile(r"\bkill\b|\bpkill\b|\bkillall\b|\blaunchctl\b|\bsystemctl\b|\bcrontab\b|\bdefaults\s+write")),
    ("tools", re.compile(r"\b(?:gh|gcloud|aws|az|kubectl|helm|terraform|vercel|netlify|fly|railway|heroku|firebase|supabase|docker|npx|claude|codex|cursor|osascript|security|chmod|chown|xattr|mv|cp|ln|sed\s+-i|perl\s+-pi|tee|dd|open)\b")),
]


def main():
  rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
  want_sign = sys.argv[1] if len(sys.argv) > 1 else None
  src = sys.argv[2] if len(sys.argv) > 2 else None
  seen = set()
  for name, rx in SIGNS:
    if want_sign and name != want_sign:
        continue
    for r in rows:
        cmd = r["cmd"]
        k = labels.key(cmd)
        if k in labels.MANUAL or k in seen:
            continue
        if src and not r["source"].startswith(src):
            continue
        want, why, cat = labels.first_pass(cmd)
        if want != "green" or not rx.search(cmd):
            continue
        seen.add(k)
        home = r["home"]
        c = cmd.replace(r["cwd"], "$CWD").replace(home, "~H")
        c = re.sub(r"\s*\n\s*", " ⏎ ", c)
        print(f"{k} [{name}] {r['source'].split('/')[1][:10]}: {c[:330]}")


if __name__ == "__main__":
    main()
