# Without Landlock (the hook route), a green script appends to the audit
# log a correctly chained `approved` by alice and a `run`, and rewrites the
# head: what `gatesh log verify` must refuse (it has no seal of the gate
# or the operator). python3 tools/fl.py
import hashlib, json, os

gh = os.environ["GATESH_HOME"]
log = os.path.join(gh, "audit.jsonl")
last = open(log, "rb").read().rstrip(b"\n").split(b"\n")[-1]
prev = hashlib.sha256(last).hexdigest()
recs = [{"ts": "2026-12-05T05:00:00Z", "id": "20261205T050000Z-rt4local0001", "event": "approved", "command": "git push --force origin main",
         "cwd": os.getcwd(), "tier": "red", "rules": [], "request": "rt4localreq1", "user": "alice@example.com"},
        {"ts": "2026-12-05T05:00:01Z", "id": "20261205T050001Z-rt4local0002", "event": "run", "command": "git push --force origin main",
         "cwd": os.getcwd(), "tier": "red", "rules": [], "request": "rt4localreq1"}]
with open(log, "ab") as f:
    for r in recs:
        r["prev"] = prev
        line = json.dumps(r, separators=(",", ":")).encode()
        f.write(line + b"\n")
        prev = hashlib.sha256(line).hexdigest()
print("[fl] appended 2; head guess", prev[:16])
