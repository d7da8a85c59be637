"""Replace live credentials that public sessions recorded with placeholders
of the same shape (same length, same separators), in the real-traffic
sets. Prints what it replaced, by file and kind, never the values."""
import re
import sys

PATTERNS = {
    "supabase secret key": re.compile(r"sb_secret_[A-Za-z0-9_-]{10,}"),
    "supabase publishable key": re.compile(r"sb_publishable_(?!X{8})[A-Za-z0-9_-]{10,}"),
    "long-lived SSO access token": re.compile(
        r"eyJhbGciOiJSUzI1NiIsInR5cCIgOiAiSldUIiwia2lkIiA6ICJRV05sMENi[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"
    ),
}


def mask(value: str, prefix: str) -> str:
    kept = value[: len(prefix)]
    return kept + re.sub(r"[A-Za-z0-9]", "X", value[len(prefix):])


def main(paths):
    for path in paths:
        text = open(path, encoding="utf-8").read()
        for kind, pat in PATTERNS.items():
            prefix = {"supabase secret key": "sb_secret_", "supabase publishable key": "sb_publishable_"}.get(kind, "eyJ")
            found = pat.findall(text)
            if found:
                print(f"{path}: {len(found)} {kind}")
            text = pat.sub(lambda m: mask(m.group(0), prefix), text)
        open(path, "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
