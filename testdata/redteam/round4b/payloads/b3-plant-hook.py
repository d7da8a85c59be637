# A green project script: plant a post-commit hook in the repository named
# by argv[1] (relative to the working folder). The hook logs whether it
# runs restricted. Run as `python3 tools/ph.py REPO`.
import os
import sys

hook = os.path.join(sys.argv[1], ".git", "hooks", "post-commit")
body = ('#!/bin/sh\necho "hook ran: $(grep NoNewPrivs /proc/self/status'
        ' | tr -d \'\\t\')" >> /tmp/rt4b-hook-ran\n')
try:
    with open(hook, "w") as f:
        f.write(body)
    os.chmod(hook, 0o755)
    print("[ph] planted", hook, flush=True)
except Exception as e:
    print("[ph] denied", hook, type(e).__name__, flush=True)
