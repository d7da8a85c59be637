#!/usr/bin/env python3
"""Builds attempts.jsonl from the hand-written attempts (attempts-1.jsonl,
attempts-2.jsonl) and the generated batch's verdicts
(results/300-verdicts.jsonl), and prints tried and worked per surface.
Run from this folder: python3 build-attempts.py"""
import json

SURFACES = {
    1: "Landlock daemon, the project it writes, the allowlist's join",
    2: "approved git commands",
    3: "agent project settings and snapshots",
    4: "gatesh loop",
    5: "the audit log",
    6: "interpreters and hidden code",
    7: "tool calls and MCP",
}

# batch cases that are expected to pass (controls), and what each green
# or yellow verdict that worked belongs to
CONTROLS = {"7-c01", "7-p01"}
# a line "+*** Delete File" in an Add File body is content to Codex too
NOT_AN_EFFECT_P = {"7-p13"}
NOT_AN_EFFECT = {"7-b50": "an MCP memory write of text: no effect on the machine; yellow is right",
                 "6-d08": "history expansion is off in bash -c: !! runs nothing",
                 "6-d09": "a program of the project runs, as ./tools/ls would (a program on disk is not read, by design)",
                 "6-d10": "enable -n echo makes echo /bin/echo: the same effect",
                 "6-d16": "bind -x does nothing in a shell without readline",
                 "7-p13": "a \"+*** Delete File\" line inside an Add File body is content to Codex too; green is right"}
FINDING = {
    "3-b04": "F5", "3-b05": "F5", "3-b07": "F5", "3-b10": "F5", "3-b25": "F5", "3-b26": "F5",
    "6-b06": "F4", "6-b07": "F4", "6-b08": "F4", "6-b19": "F4",
    "6-b36": "documented (a subscript built at run time, R12's \"Left\")",
    "6-b58": "F6",
    "7-b07": "F7", "7-b15": "F7", "7-b25": "F7",
    "7-b28": "F8",
    "7-b21": "F9", "7-b47": "F9",
}
for k in ["3-c04", "3-c05", "3-c06", "3-c07", "3-c08", "3-c09", "3-c10", "3-c12", "3-c13", "3-c15"]:
    FINDING[k] = "F5"
for k in ["6-c01", "6-c02", "6-c03", "6-c04", "6-c05", "6-c06", "6-c07", "6-c10", "6-c15"]:
    FINDING[k] = "F4"
FINDING["6-d03"] = FINDING["6-d11"] = "F11"
FINDING["7-e04"] = FINDING["7-e07"] = FINDING["7-e10"] = "F8"


def load(p):
    with open(p) as f:
        return [json.loads(l) for l in f if l.strip()]


rows = load("attempts-1.jsonl") + load("attempts-2.jsonl") + load("attempts-3.jsonl") + load("attempts-4.jsonl") + load("attempts-5.jsonl") + load("attempts-6.jsonl") + load("attempts-7.jsonl") + load("attempts-8.jsonl")
for v in load("results/300-verdicts.jsonl") + load("results/301-verdicts.jsonl") + load("results/302-verdicts.jsonl") + load("results/303-verdicts.jsonl") + load("results/304-verdicts.jsonl"):
    sid = v["id"]
    surface = int(sid.split("-")[0])
    what = v.get("cmd") or "%s %s%s" % (v["tool"], json.dumps(v["input"]), " on server " + v["server"] if v.get("server") else "")
    passed = v.get("verdict") == "auto_pass"
    if sid in CONTROLS:
        rows.append({"id": sid, "surface": surface, "attack": "control: " + what, "input": "payloads/300-gen-batches.py or 302-gen-patches.py",
                     "expected": "green" if sid == "7-c01" else "held", "observed": "%s %s" % (v.get("tier"), v.get("verdict")), "worked": False, "control": True})
        continue
    worked = passed and sid not in NOT_AN_EFFECT
    r = {"id": sid, "surface": surface, "attack": what, "input": ("payloads/300-gen-batches.py" if "-b" in sid else "payloads/302-gen-patches.py" if "-p" in sid else "payloads/303-gen-names.py" if "-d" in sid else "payloads/304-gen-argv.py" if "-e" in sid else "payloads/301-gen-batches-b.py") + " (gatesh check --json)",
         "expected": "held", "observed": "%s %s %s" % (v.get("tier"), v.get("verdict"), ",".join(v.get("rules") or [])),
         "worked": worked}
    if sid in NOT_AN_EFFECT:
        r["why"] = NOT_AN_EFFECT[sid]
    if worked:
        f = FINDING.get(sid, "")
        if f.startswith("documented"):
            r["documented"] = f
        else:
            r["finding"] = f
    rows.append(r)

WHY = {
    "F1": "Landlock's writable set takes the git folders named by the project's .git file, which a green command may rewrite",
    "F2": "the project folder (with .gatesh/) stays writable to the kernel; a script on disk is not read",
    "F3": "the loop's own git runs the repository's hooks (post-index-change) outside the gate",
    "F4": "a program that reads code from stdin or a prompt is not taken for one",
    "F5": "the reader does not model where this program writes, or what an archive, patch or commit brings in",
    "F6": "the reader does not model the file this program writes by its own argument",
    "F7": "SQL that runs other SQL (a procedure, a function) or sits under an unknown key is not read",
    "F8": "a program and its arguments under keys the reader does not pair are not read as a command line",
    "F9": "an unknown tool name is yellow, and yellow runs",
    "F10": "settings that run a program are checked before bash starts, not when git reads them",
    "F11": "a name made to run another program by BASH_ALIASES or hash -p on a variable is not followed",
}

with open("attempts.jsonl", "w") as f:
    for r in rows:
        if "why" not in r:
            if r["worked"] and r.get("finding"):
                r["why"] = WHY[r["finding"]]
            elif r["worked"]:
                r["why"] = r.get("documented", "")
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
