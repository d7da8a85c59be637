# Green command under Landlock, more ways to make the log lie (MODE):
#   rotated   a chained, unsealed "rotated" record in the middle of the log
#             that claims older files were pruned by audit.keep
#   headjunk  append a byte to the head file (appendable, like the log)
#   copyseal  copy the seal of the newest sealed record onto a forged
#             "approved" record
import hashlib
import json
import os
import sys
import time

G = os.environ["GATESH_HOME"]
LOG = G + "/audit.jsonl"
HEAD = G + "/audit.jsonl.head"
mode = sys.argv[1]


def last():
    lines = open(LOG, "rb").read().split(b"\n")
    if lines[-1] == b"":
        lines = lines[:-1]
    return lines


def append(rec):
    lines = last()
    rec["prev"] = hashlib.sha256(lines[-1]).hexdigest()
    line = json.dumps(rec, separators=(",", ":")).encode()
    fd = os.open(LOG, os.O_WRONLY | os.O_APPEND)
    os.write(fd, line + b"\n")
    os.close(fd)
    hfd = os.open(HEAD, os.O_WRONLY)
    os.pwrite(hfd, ("%020d %s\n" % (len(lines) + 1, hashlib.sha256(line).hexdigest())).encode(), 0)
    os.close(hfd)


now = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()) + ".5Z"
rid = time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + ".500000000Z-abcdefabcdef"
if mode == "rotated":
    append({"ts": now, "id": rid, "event": "rotated", "command": "", "cwd": "", "rules": [], "pid": 1, "ppid": 0,
            "user": "root", "prev_file": "audit.jsonl.000009", "prev_lines": 100, "kept_from": "audit.jsonl.000010", "pruned": 9})
elif mode == "headjunk":
    fd = os.open(HEAD, os.O_WRONLY | os.O_APPEND)
    os.write(fd, b"x")
    os.close(fd)
elif mode == "copyseal":
    seal = None
    for l in reversed(last()):
        r = json.loads(l)
        if r.get("seal"):
            seal = r["seal"]
            break
    append({"ts": now, "id": rid, "event": "approved", "command": "git push --force origin main", "cwd": "/x", "rules": [],
            "pid": 1, "ppid": 0, "user": "alice", "request": "ff7j4blgjn2ce", "via": "local", "seal": seal})
print("done", mode)
