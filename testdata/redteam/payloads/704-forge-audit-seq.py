# With the machine's key (readable under Landlock), send the hub the audit
# line that should come next in this machine's chain, before the sync
# does: a chained "approved" record that was never written to the local
# log. Prints the AuditBatch for teamforge.
import hashlib
import json
import os
import time

G = os.environ.get("GATESH_HOME") or os.sys.argv[1]
lines = open(G + "/audit.jsonl", "rb").read().split(b"\n")
if lines[-1] == b"":
    lines = lines[:-1]
prev = hashlib.sha256(lines[-1]).hexdigest()
now = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()) + ".7Z"
rec = {"ts": now, "id": time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + ".700000000Z-0123456789ab",
       "event": "approved", "command": "git push --force origin main", "cwd": "/srv/rt/s/tm1/proj", "tier": "red",
       "rules": [], "pid": 1, "ppid": 0, "user": "alice", "request": "ff7j4blgjn2ce", "via": "local",
       "approvers": ["alice"], "prev": prev}
print(json.dumps({"lines": [{"seq": len(lines) + 1, "line": json.dumps(rec, separators=(",", ":"))}]}))
