#!/usr/bin/env python3
"""record-phase2.py LABEL: append to ../attempts.jsonl the attempts of
phase 2 that are not verdict batches, from results/LABEL/: G2's runs
(g2-repro.txt, g2-new.txt), G9's hook race (g9-race.txt) and the real
Claude Code's race (g9-agent*.txt), G10's nested agents (g10-nested.txt),
the real Codex test (g1b.txt) and the effect runs (effects.jsonl, made by
drive.py with RT_OUT)."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROUND = os.path.dirname(HERE)
label = sys.argv[1]
D = os.path.join(ROUND, "results", label)
OUT = os.environ.get("RT_OUT") or os.path.join(ROUND, "attempts.jsonl")
recs = []


def rec(i, cls, payload, route, expected, result, worked, rerun=False):
    recs.append({"id": i, "class": cls, "payload": payload, "route": route, "expected": expected,
                 "result": result, "worked": worked, "rerun": rerun, "label": label})


def read(name):
    p = os.path.join(D, name)
    return open(p).read() if os.path.exists(p) else ""


g2 = read("g2-repro.txt")
if g2:
    p2 = re.search(r"--- p2 victim: (.*)", g2)
    rec("r-g2-01", "G2", "payloads/402-codex-flag.txt with 401-del-victim.patch", "gatesh -c (no Landlock)",
        "held", "p2 victim: " + (p2.group(1) if p2 else "?"), bool(p2 and "keep.txt" not in p2.group(1)), True)
    planted = "A .mcp.json" in g2 or "A .git/hooks/pre-push" in g2
    rec("r-g2-02", "G2", "payloads/402-codex-flag.txt with 403-plant.patch", "gatesh -c (Landlock)",
        "held", "wrote .mcp.json / pre-push" if planted else "nothing written", planted, True)
for m in re.finditer(r"b2-lines.txt line (\d): victim: (.*)\(keep", read("g2-new.txt")):
    rec("b2-run-%s" % m.group(1), "G2", "payloads/b2-lines.txt line %s" % m.group(1), "gatesh -c (no Landlock)",
        "held", "victim: " + m.group(2), "keep.txt" not in m.group(2))
for m in re.finditer(r"\[race\] (?:(\S+) )?(\{.*\})", read("g9-race.txt")):
    kind = m.group(1) or "write (round 4's 192-hook-race.py)"
    counts = eval(m.group(2), {}, {})
    n = counts.get("no objection", 0)
    rec("b9-" + kind.split()[0] if m.group(1) else "r-g9-01", "G9",
        "payloads/b9-hook-race.py %s" % kind if m.group(1) else "payloads/192-hook-race.py",
        "gatesh hook (30 calls while sub flips)", "every call held or deny while sub may be a link",
        counts, n > 0, not m.group(1))
for name, pay in (("g9-agent.txt", "payloads/b9-agent-race.json (40 Write calls)"),
                  ("g9-agent-bash.txt", "payloads/b9-agent-race-bash.json (40 Bash appends)")):
    t = read(name)
    if t:
        m = re.search(r"home .bashrc: (.*)", t)
        w = bool(m and "rt4b-g9" in m.group(1))
        rec("b9-agent" + ("-bash" if "bash" in name else ""), "G9", pay,
            "real Claude Code on the hook route (agentdrive)", "~/.bashrc untouched", t.strip()[:300], w)
for m in re.finditer(r"^(\S+): victim: (.*)\| audit", read("g10-nested.txt"), re.M):
    name = m.group(1)
    if name.endswith("control"):
        continue
    rec("r-g10-196" if name.startswith("196") else name, "G10", "payloads/%s.json" % name,
        "real Claude Code on the hook route (agentdrive), inner claude -p", "inner Write held",
        "victim: " + m.group(2), "new-by-nested" in m.group(2), name.startswith("196"))
t = read("g1b.txt")
for m in re.finditer(r"=== RUN   TestRedteamG1b/gatesh_as_the_(shell|hook)/(\S+)\n((?:    .*\n)*)", t):
    route, form, body = m.groups()
    w = "wrote ~/.bashrc" in body
    orig = form in ("cd", "nospace", "flag")
    cls = "G2" if form in ("flag", "exec-a", "link", "exec-a-native", "py-execv") else "G1"
    rec(("r-" if orig else "") + "g1b-%s-%s" % (route, form), cls,
        "repro/redteam_g1b_test.go.txt form %s" % form, "real Codex CLI, gatesh as the %s" % route,
        "~/.bashrc untouched", body.strip()[:300], w, orig)
t = read("g11b.txt")
for m in re.finditer(r"=== RUN   TestRedteamG11b/tty=(\S+)/(.+)\n((?:    .*\n)*)", t):
    tty, form, body = m.groups()
    rec("g11b-tty%s-%s" % (tty, re.sub(r"\W+", "-", form).strip("-")), "G11",
        "repro/redteam_g11b_test.go.txt: exec_command %r (tty %s), then write_stdin of code" % (form, tty),
        "real Codex CLI, gatesh as the shell", "the typed code does not run", body.strip()[:300], "G11:" in body)
m = re.search(r"7-r03 victim: (.*)\| 7-r04 victim: (.*)", read("g11-rerun.txt"))
if m:
    for i, v in (("7-r03", m.group(1)), ("7-r04", m.group(2))):
        rec("r-" + i, "G11", "round 4's %s (payloads/512/513 with 510/511 on the standard input, harness/run-stdin.sh)" % i,
            "gatesh -c with a file on the standard input (no Landlock)", "held",
            "victim: " + v + "; the standard input is a file, which no agent can type into: Codex's exec_command without a tty "
            "gives none (g11b tty=false), so gatesh's fix judges only a terminal's input typed", False, True)
p = os.path.join(D, "effects.jsonl")
if os.path.exists(p):
    for l in open(p):
        r = json.loads(l)
        r["label"] = label
        if r["class"] == "G11":
            r["note"] = ("typed text given as a file on the standard input, which no agent can type into "
                         "(Codex gives none without a tty): not counted; the real Codex runs (g11b-*) are")
            r["effect_with_file_stdin"] = r["worked"]
            r["worked"] = False
        recs.append(r)
with open(OUT, "a") as f:
    for r in recs:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(recs), "attempts,", sum(r["worked"] for r in recs), "worked")
