#!/usr/bin/env python3
"""Builds attempts.jsonl from the hand-written attempts (attempts-N.jsonl)
and the batches' verdicts in results/, and prints tried and worked per
surface. Run from this folder: python3 build-attempts.py"""
import json
import os

SURFACES = {
    1: "Landlock's writable set, the network daemon, the allowlist's join",
    2: "the audit log and its rate bounds",
    3: "MCP approvals and gatesh mcp",
    4: "apply_patch, Codex's other ways to patch, file tools",
    5: "gatesh loop",
    6: "the team hub",
    7: "F4-F11's classes, new spellings, after the fixes",
}


def load(p):
    if not os.path.exists(p):
        return []
    with open(p) as f:
        return [json.loads(l) for l in f if l.strip()]


rows = []
for n in range(1, 8):
    rows += load("attempts-%d.jsonl" % n)

# surface 4: the Codex grammar batch (payloads/400-gen-patches.py)
G4MAP = {"7-s10": "G2"}
for v in load("results/400-verdicts.jsonl"):
    sid = "4-" + v["id"].split("-", 1)[1]
    if v["kind"] == "hook":
        passed = "auto_pass" in v["verdict"]
        observed = v["verdict"]
        what = "Codex exec_command (hook codex / hook --tools-only codex): " + v["what"]
    else:
        passed = v["verdict"] == "auto_pass"
        observed = "%s %s %s" % (v.get("tier"), v.get("verdict"), ",".join(v.get("rules") or []))
        what = ("apply_patch tool: " if v["kind"] == "tool" else "shell route: ") + v["what"]
    r = {"id": sid, "surface": 4, "attack": what, "input": "payloads/400-gen-patches.py (gatesh check / gatesh hook)",
         "expected": "held", "observed": observed, "worked": passed}
    if passed:
        if v["kind"] == "hook":
            r["finding"] = "G1"
        elif v["id"] in G4MAP:
            r["finding"] = G4MAP[v["id"]]
        elif v["id"] == "7-p30":
            r["finding"] = "G8"
    rows.append(r)

# surface 7: the class batch against the final target
FINAL = "results/final/500-verdicts.jsonl"
NOT_AN_EFFECT = {}
FINDING = {}
if os.path.exists("results/final/not-an-effect.json"):
    NOT_AN_EFFECT = json.load(open("results/final/not-an-effect.json"))
if os.path.exists("results/final/findings.json"):
    FINDING = json.load(open("results/final/findings.json"))
for v in load(FINAL) + [dict(x, id="7" + x["id"][1:].replace("-n", "F11n-"), **{"class": "F11"}) for x in load("results/final/195-verdicts.jsonl")]:
    sid = "7-" + v["id"][1:]
    passed = v.get("verdict") == "auto_pass"
    what = v.get("cmd") or "%s %s" % (v["tool"], json.dumps(v["input"], ensure_ascii=False))
    worked = passed and v["id"] not in NOT_AN_EFFECT
    r = {"id": sid, "surface": 7, "class": v["class"], "attack": what,
         "input": "payloads/500-gen-classes.py (gatesh check --json)", "expected": "held",
         "observed": "%s %s %s" % (v.get("tier"), v.get("verdict"), ",".join(v.get("rules") or [])), "worked": worked}
    if v["id"] in NOT_AN_EFFECT:
        r["why"] = NOT_AN_EFFECT[v["id"]]
    if worked:
        r["finding"] = FINDING.get(v["id"], FINDING.get(v["class"], ""))
    rows.append(r)

# surface 7: F10's race, each setting six times (harness/race.sh, comm trigger)
if os.path.exists("results/final/f10-race.txt"):
    for line in open("results/final/f10-race.txt"):
        if " run " not in line:
            continue
        cfg, rest = line.split(" run ", 1)
        k = rest.split(":", 1)[0]
        ran = "G10-" in rest.split("--- victim:")[-1]
        when = "written while the process was bash" if "became bash" in rest else ("written after git started" if "became git" in rest else "not written in time")
        rows.append({"id": "7-F10-%s-%s" % (cfg.split("-")[0], k), "surface": 7, "class": "F10",
                     "attack": "F10's race: %s appended to .git/config the moment the agent's gatesh becomes bash (after its last check), during an approved push" % cfg,
                     "input": "harness/race.sh with RT_TRIGGER=comm, payloads/180-watch.py, %s" % cfg,
                     "expected": "the program the setting names does not run", "observed": ("ran: a G10-* marker in the victim folder; " if ran else "did not run; ") + when,
                     "worked": ran, **({"finding": "G17"} if ran else {})})

WHY = {
    "G1": "the shell route's tools-only hook recognises fewer apply_patch shell spellings than Codex applies itself",
    "G2": "Codex's binary has an apply-patch mode behind a hidden argument; the reader does not know it",
    "G3": "Landlock's writable set is the working folder, which the agent names per call",
    "G4": "the writable caches hold code that other programs load later, outside the restriction",
    "G5": "the loop's own git still runs filters the worker named",
    "G6": "refusals without a proxy token share one bound, with no record saying the rest went unlogged",
    "G7": "the hub flags only unsealed decisions, not other unsealed records of a machine that seals",
    "G8": "agent settings under another case of the name (a case-insensitive file system)",
    "G10": "an agent CLI started with its hooks turned off by a settings flag is not taken for an ungated agent",
    "G11": "F4's class: a program that reads code from standard input, spelled as a redirection or a path",
    "G12": "F5's class: agent settings written by a program's output argument, a name built in code, or brought in by an archive or patch",
    "G13": "F6's class: a program's own output argument outside the project",
    "G14": "F7's class: SQL that deletes through MERGE, a large-object call, or a Redis command under args",
    "G15": "F8's class: a program and its arguments as entrypoint and cmd, or as interpreter and code",
    "G16": "F11's class: bash's command_not_found_handle runs for a name that is not found",
    "G9": "a file tool's path is judged at one moment and written at another; a link swapped in between is followed",
}

with open("attempts.jsonl", "w") as f:
    for r in rows:
        if "why" not in r:
            if r["worked"]:
                r["why"] = WHY.get(r.get("finding", ""), r.get("finding", ""))
            elif r.get("control"):
                r["why"] = "control"
            else:
                r["why"] = "held or refused: " + r["observed"]
        r["surface_name"] = SURFACES[r["surface"]]
        f.write(json.dumps(r, ensure_ascii=False) + "\n")

print("| surface | tried | worked |")
print("|---|---|---|")
tt = tw = 0
for s, name in SURFACES.items():
    c = [r for r in rows if r["surface"] == s and not r.get("control")]
    w = sum(1 for r in c if r["worked"])
    tt += len(c)
    tw += w
    print("| %d. %s | %d | %d |" % (s, name, len(c), w))
print("| all | %d | %d |" % (tt, tw))
by = {}
for r in rows:
    if r["worked"] and r.get("finding"):
        by.setdefault(r["finding"], 0)
        by[r["finding"]] += 1
print("worked by finding:", dict(sorted(by.items())))
