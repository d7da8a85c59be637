#!/usr/bin/env python3
"""drive.py CASES.json [ID...]: run the attempts of a case file through
gatesh and append one line per attempt to ../attempts.jsonl.

A case file is a JSON list of attempts:

  {"id": "b3-01", "class": "G3", "scenario": "w3", "setup": ["landlock"],
   "route": "c" | "check" | "hook:claude" | "hook:codex" | "hook-tools-only:codex",
   "cwd": "{S}/proj", "env": {"PATH": "..."},
   "prep": [["mkdir", "-p", "{S}/home/bin"]],          # argv lists, run by the operator
   "lines": ["cmd", ...] or "payload": "file" (one line per call),
   "input": {...}   # hook: the JSON payload on stdin
   "check": [["exists", PATH] | ["absent", PATH] | ["contains", PATH, TEXT]
             | ["verdict", "green"] | ["decision-allow"]],
   "expected": "held"}

Placeholders: {S} the scenario's folder, {P} the payload folder, {RT} the
root. The attack text lives only in the case files; this driver never hands
it to a shell other than gatesh. "worked" is true when every check holds:
the attack's effect happened (or the verdict let it through).
"""
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROUND = os.path.dirname(HERE)
P = os.path.join(ROUND, "payloads")
RT = os.environ.get("RT", "/var/tmp/rt4b")
BIN = os.path.join(RT, "bin")
BASEPATH = BIN + ":/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin"
OUT = os.environ.get("RT_OUT") or os.path.join(ROUND, "attempts.jsonl")


def fill(v, S):
    if isinstance(v, str):
        return v.replace("{S}", S).replace("{P}", P).replace("{RT}", RT)
    if isinstance(v, list):
        return [fill(x, S) for x in v]
    if isinstance(v, dict):
        return {k: fill(x, S) for k, x in v.items()}
    return v


def setup(name, opts, fresh):
    S = os.path.join(RT, "s", name)
    if fresh or not os.path.isdir(S):
        subprocess.run([os.path.join(HERE, "setup.sh"), name] + opts,
                       check=True, stdout=subprocess.DEVNULL)
    return S


def env_for(S, extra):
    e = {k: v for k, v in os.environ.items()
         if not k.startswith("GATESH") and k not in ("XDG_RUNTIME_DIR",)}
    e.update(HOME=S + "/home", GATESH_HOME=S + "/home/.gatesh", PATH=BASEPATH)
    e.update(extra)
    return e


def run_case(c):
    S = setup(c["scenario"], c.get("setup", []), c.get("fresh", False))
    c = fill(c, S)
    env = env_for(S, c.get("env", {}))
    env.setdefault("GATESH_SESSION", "rt4b-" + c["scenario"])
    cwd = c.get("cwd", S + "/proj")
    for argv in c.get("prep", []):
        subprocess.run(argv, cwd=S + "/proj", env=env_for(S, {}),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    lines = c.get("lines")
    if lines is None and "payload" in c:
        with open(os.path.join(P, c["payload"])) as f:
            lines = [l.rstrip("\n") for l in f
                     if l.strip() and not l.startswith("#")]
        lines = fill(lines, S)
    route = c.get("route", "c")
    log = []
    verdicts = []
    if "pwd" in c:  # a logical working folder (PWD) beside the real one
        env["PWD"] = c["pwd"]
    steps = c.get("steps") or [{"cwd": cwd, "lines": lines}]
    for st in steps:
        if "lines" in st and st["lines"] is None:
            st["lines"] = lines
    todo = []
    for st in steps:
        if "op" in st:
            todo.append(("OP", st["op"]))
            continue
        for line in st["lines"] or [None]:
            todo.append((st.get("cwd", cwd), line))
    for popen_cwd, line in todo:
        if popen_cwd == "OP":
            r = subprocess.run(line, cwd=S + "/proj", env=env_for(S, c.get("env", {})),
                               capture_output=True, text=True, timeout=120)
            log.append({"op": line, "out": (r.stdout + r.stderr)[-300:]})
            continue
        if route == "c":
            try:
                r = subprocess.run(["gatesh", "-c", line], cwd=popen_cwd, env=env,
                                   input=c.get("stdin", ""), capture_output=True,
                                   text=True, timeout=c.get("timeout", 120))
            except subprocess.TimeoutExpired:
                log.append({"cmd": line, "rc": "timeout", "out": ""})
                verdicts.append("timeout")
                continue
            log.append({"cmd": line, "rc": r.returncode,
                        "out": (r.stdout + r.stderr)[-600:]})
            verdicts.append(r.returncode)
        elif route == "check":
            r = subprocess.run(["gatesh", "check", "--json", "-c", line],
                               cwd=popen_cwd, env=env, capture_output=True,
                               text=True, timeout=60)
            try:
                j = json.loads(r.stdout)
            except ValueError:
                j = {"raw": r.stdout[-300:] + r.stderr[-300:]}
            log.append({"cmd": line, "verdict": j.get("verdict"),
                        "rule": j.get("rule") or j.get("rules")})
            verdicts.append(j.get("verdict"))
        elif route.startswith("hook"):
            kind, agent = route.split(":")
            argv = ["gatesh", "hook"]
            if kind == "hook-tools-only":
                argv.append("--tools-only")
            argv.append(agent)
            inp = c["input"] if line is None else json.loads(line)
            r = subprocess.run(argv, cwd=popen_cwd, env=env,
                               input=json.dumps(inp), capture_output=True,
                               text=True, timeout=120)
            log.append({"input": inp, "rc": r.returncode,
                        "out": (r.stdout + r.stderr)[-600:]})
            verdicts.append((r.returncode, r.stdout + r.stderr))
    for argv in c.get("after", []):
        subprocess.run(argv, cwd=S + "/proj", env=env_for(S, c.get("env", {})),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=120)
    worked = True
    for chk in c.get("check", []):
        k = chk[0]
        if k == "exists":
            ok = os.path.lexists(chk[1])
        elif k == "absent":
            ok = not os.path.lexists(chk[1])
        elif k == "contains":
            try:
                ok = chk[2] in open(chk[1], errors="replace").read()
            except OSError:
                ok = False
        elif k == "lacks":
            try:
                ok = chk[2] not in open(chk[1], errors="replace").read()
            except OSError:
                ok = True
        elif k == "verdict":  # every line's verdict is one of chk[1:]
            ok = all(v in chk[1:] for v in verdicts)
        elif k == "rc0":
            ok = all(v == 0 for v in verdicts)
        elif k == "allowed":  # a hook answer that does not deny or ask
            ok = all(rc == 0 and "deny" not in o and '"ask"' not in o
                     and "block" not in o for rc, o in verdicts)
        else:
            ok = False
        worked = worked and ok
    rec = {"id": c["id"], "class": c["class"], "payload": c.get("payload")
           or c.get("lines") or c.get("input"), "route": route,
           "cwd": cwd, "pwd": c.get("pwd"), "expected": c.get("expected", "held"),
           "result": log, "worked": worked,
           "time": time.strftime("%H:%M:%S", time.gmtime())}
    return rec


def main():
    cases = json.load(open(sys.argv[1]))
    only = set(sys.argv[2:])
    with open(OUT, "a") as out:
        for c in cases:
            if only and c["id"] not in only:
                continue
            rec = run_case(c)
            out.write(json.dumps(rec) + "\n")
            out.flush()
            short = [x.get("verdict", x.get("rc")) for x in rec["result"]]
            print(rec["id"], rec["class"], "WORKED" if rec["worked"] else "held",
                  short, flush=True)


if __name__ == "__main__":
    main()
