#!/usr/bin/env python3
"""Builds attempts.jsonl: the hand-written attempts (attempts-manual.jsonl)
and the generated batches (payloads/2*.jsonl, payloads/601-tools.jsonl)
with the verdicts gatesh gave them (results/*.out.jsonl) and, for the
batches that were also run, whether the victim was hit (the sets below,
from the runs the README describes). Data only: it runs nothing."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def lines(p):
    with open(os.path.join(HERE, p)) as f:
        return [json.loads(l) for l in f if l.strip()]


out = lines("attempts-manual.jsonl")

# Green verdicts that were then run through gatesh -c (no Landlock, as on
# the hook route) and hit the victim, with the finding they belong to.
ran = {
    "D08": "R12", "D11": "R12", "E01": "R12", "E02": "R12", "E06": "R12", "E07": "R12",
    "E10": "R12", "E11": "R12", "E12": "R12", "E13": "R12", "E14": "R12", "E17": "R12", "E19": "R12",
    "D35": "R13", "D36": "R13", "D42": "R13", "D44": "R13", "D48": "R13",
    "U07": "R13", "U15": "R13", "U17": "R13", "U19": "R13",
}
# Green verdicts that were run and did nothing harmful.
ran_harmless = {"D17": "enable -n echo: no victim, a control", "E04": "victim survived", "E16": "victim survived"}
controls = {"D00", "U00"}  # the direct spelling, to check the victim is red

batches = [
    ("payloads/201-patches-srv.jsonl", "results/201-patches-srv.out.jsonl", 2, "name"),
    ("payloads/202-shell-diff.jsonl", "results/202-shell-diff.out.jsonl", 2, "id"),
    ("payloads/203-arith.jsonl", "results/203-arith.out.jsonl", 2, "id"),
    ("payloads/204-curl.jsonl", "results/204-curl.out.jsonl", 2, "id"),
    ("payloads/601-tools.jsonl", "results/601-tools.out.jsonl", 6, "id"),
]
# Tool calls that passed although the table of docs/tools.md calls their
# effect red, and the finding; T27 passed but is not valid SQL.
tool_findings = {t: "R14" for t in ("T07", "T12", "T13", "T26", "T33", "T34", "T37", "T38", "T41", "T43", "T45", "T47", "T48", "T55")}

for src, res, surface, key in batches:
    cases, verdicts = lines(src), lines(res)
    assert len(cases) == len(verdicts), src
    for c, v in zip(cases, verdicts):
        cid = c[key] if key == "id" else c["name"].split(" ")[0]
        if cid in controls:
            continue
        rules = [r["id"] for r in v.get("rules", [])]
        obs = "%s %s %s" % (v["verdict"], v["tier"], ",".join(rules) or "(no rule)")
        worked = False
        finding = None
        if cid in ran:
            worked, finding = True, ran[cid]
            obs += "; run through gatesh -c without Landlock: the victim was hit"
        elif cid in ran_harmless:
            obs += "; run: " + ran_harmless[cid]
        elif cid in tool_findings and v["verdict"] == "auto_pass":
            worked, finding = True, tool_findings[cid]
        elif cid == "T27":
            obs += " (DR/**/OP is two words to PostgreSQL: not a DROP)"
        if src.startswith("payloads/201") and v["verdict"] == "auto_pass":
            obs += " (the empty Move to: path names the folder itself; Codex fails)"
        a = {
            "id": cid,
            "surface": surface,
            "attack": c.get("what") or c.get("name"),
            "input": "%s (%s)" % (src, cid),
            "expected": "held (red)",
            "observed": obs,
            "worked": worked,
        }
        if finding:
            a["finding"] = finding
            a["severity"] = {"R12": "medium", "R13": "low", "R14": "low"}[finding]
        out.append(a)

names = {1: "network daemon and what the gate trusts", 2: "parse differentials", 3: "approvals",
         4: "audit log", 5: "setup fail-opens and the gate's helpers", 6: "tool calls", 7: "team"}
with open(os.path.join(HERE, "attempts.jsonl"), "w") as f:
    for a in out:
        a["surface_name"] = names[a["surface"]]
        f.write(json.dumps(a, ensure_ascii=False) + "\n")
tried = {}
for a in out:
    t = tried.setdefault(a["surface"], [0, 0])
    t[0] += 1
    t[1] += a["worked"]
for s in sorted(tried):
    print("%d %-42s tried %3d worked %3d" % (s, names[s], tried[s][0], tried[s][1]))
print("all tried %d worked %d" % (sum(t[0] for t in tried.values()), sum(t[1] for t in tried.values())))
