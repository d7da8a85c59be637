#!/usr/bin/env python3
"""An AuditBatch a machine's key in hand would ship ahead of its sync (G7's
class), in spellings round 4 did not try. Args: MODE MACHINE TOKENFILE
AUDITJSONL OUT. Reads the machine's last line at the hub (a viewer's
token), chains the forged line to it, writes the batch to OUT.

Modes: fakeseal-run, copyseal-run, decision-unsealed, decision-fakeseal,
approved-fakeseal, approved-opseal, run-case, run-space, gap-run,
run-dupkey, run-nul, seal-empty, seal-null, seal-op-run, seal-short."""
import base64
import hashlib
import json
import os
import sys
import urllib.request

mode, machine, tokfile, auditfile, out = sys.argv[1:6]
tok = open(tokfile).read().strip()
req = urllib.request.Request(
    "http://127.0.0.1:18444/api/v1/audit?machine=%s&limit=100000" % machine,
    headers={"Authorization": "Bearer " + tok})
rows = json.load(urllib.request.urlopen(req))
last = max(rows, key=lambda r: r["seq"])
seq, head = last["seq"], hashlib.sha256(last["line"].encode()).hexdigest()
genuine = [json.loads(l) for l in open(auditfile) if l.strip()]
gseal = [g["seal"] for g in genuine if g.get("seal")][-1]
rand = "gate:" + base64.b64encode(os.urandom(32)).decode()
base = {"ts": "2026-12-05T23:59:00Z", "id": "20261205T235900Z-rt4b%s" % mode[:8],
        "command": "git push --force origin main", "cwd": "/var/tmp/rt4b/s/tm1/proj",
        "tier": "red", "rules": [], "request": "rt4bforged" + mode[:6],
        "pid": 4242, "ppid": 4241, "user": "uid:0", "session": "rt-tm1"}
r = dict(base, event="run")
if mode == "fakeseal-run":
    r["seal"] = rand
elif mode == "copyseal-run":
    r["seal"] = gseal
elif mode == "decision-unsealed":
    r = dict(base, event="decision", command="rm -rf /srv/data", tier="green",
             verdict="auto_pass")
elif mode == "decision-fakeseal":
    r = dict(base, event="decision", command="rm -rf /srv/data", tier="green",
             verdict="auto_pass", seal=rand)
elif mode == "approved-fakeseal":
    r = dict(base, event="approved", user="alice@example.com", reason="ok", seal=rand)
elif mode == "approved-opseal":
    r = dict(base, event="approved", user="alice@example.com", reason="ok",
             seal="op:" + rand[5:])
elif mode == "run-case":
    r["event"] = "Run"
elif mode == "run-space":
    r["event"] = "run "
elif mode == "gap-run":
    seq += 3
elif mode == "seal-empty":
    r["seal"] = "gate:"
elif mode == "seal-null":
    r["seal"] = None
elif mode == "seal-op-run":
    r["seal"] = "op:" + rand[5:]
elif mode == "seal-short":
    r["seal"] = "gate:x"
elif mode == "run-nul":
    r["event"] = "run\u0000"
r["prev"] = head
line = json.dumps(r, separators=(",", ":"))
if mode == "run-dupkey":  # two "event" keys: a reader that keeps the first sees run
    line = line.replace('"event":"run"', '"event":"run","event":"decision"')
json.dump({"lines": [{"seq": seq + 1, "line": line}]}, open(out, "w"))
print("forged seq", seq + 1, mode)
