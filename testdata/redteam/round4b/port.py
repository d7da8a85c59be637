#!/usr/bin/env python3
"""Copy round 4's harness, payloads and repro scripts into round4b with
their paths moved to the new root (/var/tmp/rt4b, /tmp/rt4b-*), so the
batches re-run against the new target without touching round 4's files.
Attack text is only copied, never typed into a shell."""
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "round4")

SUBS = [
    (re.compile(r"/var/tmp/rt4(?![b0-9])"), "/var/tmp/rt4b"),
    (re.compile(r"/tmp/rt4-"), "/tmp/rt4b-"),
    (re.compile(r"/work/wt/redteam4/testdata/redteam/round4/"),
     "/work/wt/redteam4b/testdata/redteam/round4b/"),
    (re.compile(r"testdata/redteam/round4/"), "testdata/redteam/round4b/"),
]


def port(text):
    for rx, new in SUBS:
        text = rx.sub(new, text)
    return text


def main():
    for sub in ("harness", "payloads", "repro"):
        src = os.path.join(SRC, sub)
        dst = os.path.join(HERE, sub)
        os.makedirs(dst, exist_ok=True)
        for name in sorted(os.listdir(src)):
            s = os.path.join(src, name)
            d = os.path.join(dst, name)
            if os.path.exists(d) and "--force" not in sys.argv:
                continue
            with open(s, "rb") as f:
                data = f.read()
            try:
                data = port(data.decode()).encode()
            except UnicodeDecodeError:
                pass
            with open(d, "wb") as f:
                f.write(data)
            shutil.copymode(s, d)


if __name__ == "__main__":
    main()
