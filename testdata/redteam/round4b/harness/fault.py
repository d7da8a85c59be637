#!/usr/bin/env python3
"""The fault matrix, against the scenario's gatesh (GATESH_HOME, HOME and
PATH set by harness/gen.sh). Each held command appends one line to a file
in the victim folder (outside the project, so it is red); the line count
is how many times it ran. Invariants: nothing ran twice, nothing ran
without an approval, nothing ran without a `run` record in the log, and
`gatesh log verify` passes.

  fault.py kill N       N runs: kill -9 of the agent's gatesh at a random
                        point of the held wait, approve (itself killed at
                        a random point in a third of the runs), kill -9 of
                        the approved run at a random point, run it again
  fault.py double N     N requests, each approved, then 8 runs at once
  fault.py revoke N     N requests, each approved, then a run and a
                        revoke at once
  fault.py plain        one held, approved, run: for a disk or home that
                        is full or read-only (printing what happened)
Output: one JSON line per case in results/, and a summary."""
import json
import os
import random
import signal
import subprocess
import sys
import time

GH = os.environ["GATESH_HOME"]
PROJ = os.getcwd()
VICTIM = os.path.join(os.path.dirname(PROJ), "victim")
mode = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 1
out = open(sys.argv[3] if len(sys.argv) > 3 else "/dev/stdout", "a")
rnd = random.Random(int(os.environ.get("RT_SEED", "4")))


def cmd_for(tag):
    return "printf 'ran\\n' >> ../victim/count-%s.txt" % tag


def count(tag):
    try:
        return sum(1 for _ in open(os.path.join(VICTIM, "count-%s.txt" % tag)))
    except FileNotFoundError:
        return 0


def agent(c, kill_after=None):
    p = subprocess.Popen(["gatesh", "-c", c], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         start_new_session=True)
    if kill_after is not None:
        time.sleep(kill_after)
        if p.poll() is None:
            os.kill(p.pid, signal.SIGKILL)  # gatesh itself, not its group: what an agent's timeout does first
            p.wait()
            return "killed", ""
    o, e = p.communicate(timeout=60)
    return p.returncode, e.decode(errors="replace")[-300:]


def pending_for(c):
    o = subprocess.run(["gatesh", "pending", "--json"], capture_output=True, text=True).stdout
    try:
        return [r["id"] for r in json.loads(o or "[]") if r["command"] == c]
    except Exception:
        return []


def approve(i, kill_after=None):
    p = subprocess.Popen(["gatesh", "approve", i], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if kill_after is not None:
        time.sleep(kill_after)
        if p.poll() is None:
            p.kill()
            p.wait()
            return "killed"
    p.communicate(timeout=30)
    return p.returncode


def log_records():
    recs = []
    for f in sorted(os.listdir(GH)):
        if f.startswith("audit.jsonl") and not f.endswith((".head", ".anchor", ".links")):
            try:
                for line in open(os.path.join(GH, f), errors="replace"):
                    try:
                        recs.append(json.loads(line))
                    except Exception:
                        recs.append({"event": "UNREADABLE", "raw": line[:200]})
            except IsADirectoryError:
                pass
    return recs


def runs_logged(c):
    return sum(1 for r in log_records() if r.get("event") == "run" and r.get("command") == c)


def approved_logged(c):
    return sum(1 for r in log_records() if r.get("event") == "approved" and r.get("command") == c)


def verify():
    r = subprocess.run(["gatesh", "log", "verify"], capture_output=True, text=True)
    return r.returncode, (r.stdout + r.stderr).strip().splitlines()[:2]


def check(tag, c, extra):
    k = count(tag)
    row = dict(extra, tag=tag, ran=k, run_records=runs_logged(c), approved_records=approved_logged(c))
    bad = []
    if k > 1:
        bad.append("ran twice")
    if k > 0 and row["approved_records"] == 0:
        bad.append("ran unapproved")
    if k > row["run_records"]:
        bad.append("ran unlogged")
    row["bad"] = bad
    out.write(json.dumps(row) + "\n")
    out.flush()
    return bad


allbad = []
if mode == "kill":
    for i in range(n):
        tag = "k%03d" % i
        c = cmd_for(tag)
        t1 = rnd.uniform(0.0, 1.5)
        r1 = agent(c, kill_after=t1)
        ids = pending_for(c)
        ka = rnd.uniform(0.0, 0.05) if i % 3 == 0 else None
        ra = approve(ids[0], ka) if ids else "no request"
        t2 = rnd.uniform(0.0, 0.25)
        r2 = agent(c, kill_after=t2)
        r3 = agent(c)
        time.sleep(0.1)
        allbad += check(tag, c, {"mode": "kill", "kill_held_at": round(t1, 3), "held_rc": r1, "approve": ra,
                                 "approve_killed_at": ka, "kill_run_at": round(t2, 3), "run_rc": r2, "again_rc": r3[0]})
elif mode == "double":
    for i in range(n):
        tag = "d%03d" % i
        c = cmd_for(tag)
        agent(c)
        ids = pending_for(c)
        if ids:
            approve(ids[0])
        ps = [subprocess.Popen(["gatesh", "-c", c], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in range(8)]
        rcs = [p.wait() for p in ps]
        allbad += check(tag, c, {"mode": "double", "rcs": rcs})
elif mode == "revoke":
    for i in range(n):
        tag = "r%03d" % i
        c = cmd_for(tag)
        agent(c)
        ids = pending_for(c)
        if not ids:
            continue
        approve(ids[0])
        time.sleep(rnd.uniform(0, 0.02))
        pa = subprocess.Popen(["gatesh", "-c", c], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        time.sleep(rnd.uniform(0, 0.03))
        pr = subprocess.run(["gatesh", "revoke", ids[0]], capture_output=True, text=True)
        rc = pa.wait()
        bad = check(tag, c, {"mode": "revoke", "run_rc": rc, "revoke_rc": pr.returncode, "revoke_said": (pr.stdout + pr.stderr).strip()[:160]})
        if pr.returncode == 0 and count(tag) > 0:
            # a revoke that says it worked while the command ran: only fine if the run came first
            recs = [r for r in log_records() if r.get("command") == c and r.get("event") in ("run", "revoked")]
            order = [r["event"] for r in recs]
            if order and order[-1] == "run":
                allbad.append("ran after a successful revoke")
                out.write(json.dumps({"tag": tag, "bad": ["ran after a successful revoke"], "order": order}) + "\n")
        allbad += bad
elif mode == "hold":  # held and approved, not run (RT_TAG names it)
    tag = os.environ["RT_TAG"]
    c = cmd_for(tag)
    agent(c)
    ids = pending_for(c)
    print("approve", ids and approve(ids[0]), file=sys.stderr)
elif mode == "runonly":  # the approved command run (after the disk filled, say)
    tag = os.environ["RT_TAG"]
    c = cmd_for(tag)
    r2 = agent(c)
    allbad += check(tag, c, {"mode": "runonly", "run_rc": r2[0], "run_err": r2[1][-200:]})
elif mode == "plain":
    tag = "p%d" % int(time.time())
    c = cmd_for(tag)
    g = agent("true")
    r1 = agent(c)
    ids = pending_for(c)
    ra = approve(ids[0]) if ids else "no request"
    r2 = agent(c)
    allbad += check(tag, c, {"mode": "plain", "green_rc": g[0], "green_err": g[1][-160:], "held_rc": r1[0], "held_err": r1[1][-200:],
                             "approve": ra, "run_rc": r2[0], "run_err": r2[1][-200:]})
print("[fault]", mode, n, "verify:", verify(), "bad:", allbad, file=sys.stderr)
