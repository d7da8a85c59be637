#!/usr/bin/env python3
"""Reading aid (runs nothing): prints the candidates with a sharper sign of
risk than review.py's, one sign per line, so that every such line is read and
decided by hand: an external URL, git that leaves the machine or throws work
away, a path outside the project, a secret word, sudo or a global install, a
destroy verb, a database or cloud CLI, the agent's own configuration.

    python3 flags12.py [SOURCE-SUBSTRING]
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import labels  # noqa: E402

SIGNS = [
    ("url", re.compile(r"https?://(?!localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])")),
    ("git-out", re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?(?:push|remote\s+(?:add|set-url|remove)|fetch|pull|clone)\b|\bgh\s")),
    ("git-discard", re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?(?:reset|checkout|restore|clean|stash\s+(?:drop|clear|pop)|branch\s+-[dD]|rebase|filter|worktree\s+remove|update-ref|commit\s+--amend|tag)\b")),
    ("git-config", re.compile(r"\bgit\s+config\b")),
    ("outside", re.compile(r"(?:^|[\s'\"=(:])(?:~|\$HOME|/Users/|/home/|/etc/|/usr/|/var/|/opt/|/Library|/root|/System|\.\./\.\.)")),
    ("secret", re.compile(r"(?i)\.env\b|secret|token|passw|api[_-]?key|credential|\bauth\b|private|\.pem\b|id_rsa|id_ed25519|keychain|printenv|^env\b|\|\s*env\b|\benv\s*\|")),
    ("system", re.compile(r"\bsudo\b|\bnpm\s+(?:i|install|link)\s+(?:-g|--global)\b|\b-g\s|--global|\bbrew\s|\bapt(?:-get)?\s|\bsystemctl\b|\blaunchctl\b|\bcrontab\b|\bdefaults\s+write\b|\bchmod\b|\bchown\b|\bln\s+-s")),
    ("destroy", re.compile(r"\brm\s+-[a-zA-Z]*[rf]|\btruncate\b|\bdrop\b|\bdelete\b|\bdd\b|\bmkfs|\bshred\b|--force\b|\s-f\b.*\bpush|\bprune\b|\bvolume\s+rm|down\s+-v")),
    ("db", re.compile(r"(?i)\bpsql\b|\bmysql\b|\bmongo|\bredis-cli\b|\bsqlite3?\b|\bprisma\s+(?:migrate|db)|\bdrizzle-kit\s+(?:push|migrate|drop)|\bsupabase\b|\bmigrat|\bseed\b|\bdb:(?:push|reset|migrate|seed)|\bconvex\s")),
    ("cloud", re.compile(r"(?i)\baws\b|\bgcloud\b|\baz\s|\bvercel\b|\bnetlify\b|\bfly\b|\bwrangler\b|\bterraform\b|\bkubectl\b|\bhelm\b|\bdocker\s+(?:push|login)|\bdeploy|\bpublish\b|\brelease\b|\bnpm\s+version")),
    ("agent", re.compile(r"\.claude\b|\.codex\b|\.cursor\b|\bclaude\s|\bcodex\s|\.automaker\b|CLAUDE\.md|settings\.json|\.mcp\.json")),
    ("kill", re.compile(r"\bkillall\b|\bpkill\b|\bkill\s+-9\s+-1\b")),
    ("remote", re.compile(r"\bssh\b|\bscp\b|\brsync\b|\|\s*(?:ba|z)?sh\b|\beval\b|\bcurl\b[^|]*\|\s*(?:bash|sh|python)")),
    ("install", re.compile(r"\b(?:npm|pnpm|yarn|bun)\s+(?:i|install|add|ci|remove|uninstall|update|upgrade)\b|\bpip3?\s+install\b|\buv\s+(?:add|sync|pip)\b|\bcargo\s+(?:add|install)\b|\bgo\s+(?:get|install)\b|\bnpx\s+(?:-y\s+|--yes\s+)?(?!playwright\s+test|tsc\b|vitest|jest|eslint|prettier|next\s+(?:build|lint|dev)|vite\b)")),
]


def main():
    only = sys.argv[1] if len(sys.argv) > 1 else ""
    rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") if l.strip()]
    n = 0
    for r in rows:
        if only and only not in r["source"]:
            continue
        text = r["cmd"].replace(r["cwd"], "PROJECT")
        signs = [name for name, pat in SIGNS if pat.search(text)]
        want, why, cat = labels.label(r["cmd"], r)
        if not signs and want == "green":
            continue
        n += 1
        manual = labels.key(r["cmd"]) in labels.MANUAL
        print(f"{labels.key(r['cmd'])} {'M' if manual else ' '} {want:6} {cat:10} {r['source'].split('/')[1][:8]:8} {','.join(signs):16}| {text[:400]!r}")
    print(n, "lines", file=sys.stderr)


if __name__ == "__main__":
    main()
