"""Live credentials in collected commands -> placeholders of the same shape
(same length, prefix and separators kept, every other letter or digit `X`).
Applied by gen_traffic7.py before any command is written to a file.
"""
import re

SHAPES = [
    r"\bsk-(?:proj-|ant-[a-z0-9]+-)?[A-Za-z0-9_-]{20,}",  # OpenAI / Anthropic
    r"\bgh[pousr]_[A-Za-z0-9]{30,}",                      # GitHub tokens
    r"\bgithub_pat_[A-Za-z0-9_]{40,}",
    r"\bAKIA[0-9A-Z]{16}\b",                               # AWS access key id
    r"\bxox[abprs]-[A-Za-z0-9-]{10,}",                     # Slack
    r"\bAIza[0-9A-Za-z_-]{35}\b",                          # Google API key
    r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}",  # JWT
    r"\bsb_(?:secret|publishable)_[A-Za-z0-9_-]{10,}",     # Supabase
    r"\bsk_(?:live|test)_[A-Za-z0-9]{16,}",               # Stripe
    r"\bglpat-[A-Za-z0-9_-]{20,}",                         # GitLab
    r"\bnpm_[A-Za-z0-9]{36}\b",
    r"\bhf_[A-Za-z0-9]{30,}",
]
# password in a URL: scheme://user:PASSWORD@host
URL_PASS = re.compile(r"(\b[a-z][a-z0-9+.-]*://[^\s:/@'\"]+:)([^\s@'\"/]{6,})(@)")
# a value after a key-like name: TOKEN=..., --password ..., Bearer ...
ASSIGN = re.compile(r"(?i)((?:api[_-]?key|secret|token|password|passwd|pwd|auth)[A-Z_]*\s*[=:]\s*['\"]?|Bearer\s+)([A-Za-z0-9_\-./+]{16,})")


def mask(s):
    return re.sub(r"[A-Za-z0-9]", "X", s)


def keep_prefix(m):
    s = m.group(0)
    p = re.match(r"^(sk-(?:proj-|ant-[a-z0-9]+-)?|gh[pousr]_|github_pat_|AKIA|xox[abprs]-|AIza|sb_(?:secret|publishable)_|sk_(?:live|test)_|glpat-|npm_|hf_|eyJ)", s)
    pre = p.group(1) if p else ""
    return pre + mask(s[len(pre):])


def redact(cmd):
    """(new command, list of (kind, original length)) ; the values themselves are never returned."""
    found = []
    out = cmd
    for pat in SHAPES:
        def rep(m):
            found.append(("shape", len(m.group(0))))
            return keep_prefix(m)
        out = re.sub(pat, rep, out)

    def url_rep(m):
        found.append(("url-password", len(m.group(2))))
        return m.group(1) + mask(m.group(2)) + m.group(3)
    out = URL_PASS.sub(url_rep, out)

    def assign_rep(m):
        v = m.group(2)
        if re.fullmatch(r"X+", v.replace("-", "").replace("_", "").replace(".", "")) or v.startswith("$"):
            return m.group(0)
        found.append(("assignment", len(v)))
        return m.group(1) + mask(v)
    out = ASSIGN.sub(assign_rep, out)
    return out, found
