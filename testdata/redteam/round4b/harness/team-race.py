#!/usr/bin/env python3
"""Team approvals under faults, on machine tm1 (run with harness/gen.sh
tm1 under RT_S=/var/tmp/rt4b/s): N held commands, each approved by bob at
the hub, then (a) the agent's run raced against bob's revoke at the hub,
or (b) two runs at once. Each command appends a line to a file in the
victim folder, so the line count is how many times it ran. Args: N OUT"""
import json, os, subprocess, sys, time, urllib.request, random

n, outp = int(sys.argv[1]), sys.argv[2]
HUB = "http://127.0.0.1:18444/api/v1/requests/"
BOB = open("/var/tmp/rt4b/hub/tokens/bob").read().strip()
PROJ = os.getcwd()
VICTIM = os.path.join(os.path.dirname(PROJ), "victim")
rnd = random.Random(7)


def hub(path, body=None):
    req = urllib.request.Request(HUB + path, data=json.dumps(body or {}).encode() if body is not None else None,
                                 headers={"Authorization": "Bearer " + BOB}, method="POST" if body is not None else "GET")
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, r.read()[:200]
    except urllib.error.HTTPError as e:
        return e.code, e.read()[:200]


def count(tag):
    try:
        return sum(1 for _ in open(os.path.join(VICTIM, "team-%s.txt" % tag)))
    except FileNotFoundError:
        return 0


out = open(outp, "a")
for i in range(n):
    tag = "t%03d" % i
    c = "printf 'ran\\n' >> ../victim/team-%s.txt" % tag
    p = subprocess.run(["gatesh", "-c", c], capture_output=True, text=True, timeout=60)
    rid = None
    for w in p.stderr.split():
        if len(w) == 13 and w.isalnum() and w.islower():
            rid = w
            break
    time.sleep(2.5)  # the sync ships the request
    st, body = hub(rid + "/approve", {"reason": "race"})
    time.sleep(rnd.uniform(1.0, 2.5))  # the decision comes back to the machine
    mode = "revoke" if i % 2 == 0 else "double"
    if mode == "revoke":
        a = subprocess.Popen(["gatesh", "-c", c], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        time.sleep(rnd.uniform(0, 0.05))
        rs, rb = hub(rid + "/revoke", {"reason": "race"})
        a.wait(timeout=60)
        extra = {"revoke_status": rs, "revoke_said": rb.decode(errors="replace")[:120]}
    else:
        ps = [subprocess.Popen(["gatesh", "-c", c], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in range(4)]
        [q.wait(timeout=60) for q in ps]
        extra = {}
    k = count(tag)
    row = dict(tag=tag, mode=mode, request=rid, approve_status=st, ran=k, bad=(["ran twice"] if k > 1 else []), **extra)
    out.write(json.dumps(row) + "\n")
    out.flush()
    print(row, flush=True)
