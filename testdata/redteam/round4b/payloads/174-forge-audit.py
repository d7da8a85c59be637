#!/usr/bin/env python3
"""An AuditBatch a compromised machine (its key in hand, as a program of
the agent's user without Landlock could read it) sends ahead of its sync:
the next sequence numbers, chained to the machine's head as sync.json
says, holding an `approved` by alice and a `run` of something that never
ran. Args: SYNC_JSON OUT"""
import hashlib, json, sys

sync = json.load(open(sys.argv[1]))
seq, head = sync["audit"]["seq"], sync["audit"]["head"]
recs = [
    {"ts": "2026-12-05T04:50:00Z", "id": "20261205T045000Z-rt4forge0001", "event": "approved", "command": "git push --force origin main",
     "cwd": "/var/tmp/rt4b/s/tm1/proj", "tier": "red", "rules": [], "request": "rt4forgedreq1", "user": "alice@example.com", "reason": "ok"},
    {"ts": "2026-12-05T04:50:01Z", "id": "20261205T045001Z-rt4forge0002", "event": "run", "command": "git push --force origin main",
     "cwd": "/var/tmp/rt4b/s/tm1/proj", "tier": "red", "rules": [], "request": "rt4forgedreq1"},
]
lines = []
for r in recs:
    r["prev"] = head
    line = json.dumps(r, separators=(",", ":"))
    head = hashlib.sha256(line.encode()).hexdigest()
    seq += 1
    lines.append({"seq": seq, "line": line})
json.dump({"lines": lines}, open(sys.argv[2], "w"))
print("forged seq", [l["seq"] for l in lines])
