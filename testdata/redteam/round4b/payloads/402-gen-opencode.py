#!/usr/bin/env python3
"""apply_patch as opencode reads it (packages/opencode/src/patch/index.ts:
headers by startsWith("*** Add File:") with no space needed and the path
trimmed; "*** Move to:" likewise; the first "*** End Patch" line (trimmed)
ends the patch and text before "*** Begin Patch" is skipped; an added
file's lines that do not start with + are skipped). Verdicts of gatesh
check --tool apply_patch {"patchText": ...}. Args: PROJECT VICTIM_FILE OUT"""
import json, os, subprocess, sys

proj, V, outp = sys.argv[1], sys.argv[2], sys.argv[3]
rel = os.path.relpath(V, proj)
P = lambda body: "\n".join(["*** Begin Patch"] + body + ["*** End Patch"]) + "\n"
CASES = [
    ("7-o01", P(["*** Delete File:" + V]), "Delete File: with no space"),
    ("7-o02", P(["*** Add File:" + os.path.dirname(V) + "/n.txt", "+x"]), "Add File: with no space"),
    ("7-o03", P(["*** Update File: README", "*** Move to:" + V, "@@", "-hello", "+x"]), "Move to: with no space"),
    ("7-o04", P(["*** Add File: ok.txt", "+a", "skipped by opencode", "+b"]), "an added file's non-+ line"),
    ("7-o05", "note before the patch\n" + P(["*** Delete File: " + V]), "text before Begin"),
    ("7-o06", "cat <<'EOF'\n" + P(["*** Delete File: " + rel]) + "EOF\n", "cat <<'EOF' wrapper (opencode strips it)"),
    ("7-o07", P(["*** Update File: README", "@@", " *** End Patch", "*** Delete File: " + V]), "a context line that is End Patch once trimmed"),
    ("7-o08", P(["*** Delete File:\t" + rel]), "Delete File: then a tab, relative"),
]
with open(outp, "w") as out:
    for cid, text, what in CASES:
        r = subprocess.run(["gatesh", "check", "--json", "--tool", "apply_patch", "--input", json.dumps({"patchText": text})], cwd=proj, capture_output=True, text=True)
        try:
            v = json.loads(r.stdout)
        except Exception:
            v = {"error": (r.stderr or r.stdout)[:200]}
        row = {"id": cid, "what": what, "tool": "apply_patch", "input": {"patchText": text}, "tier": v.get("tier"), "verdict": v.get("verdict"),
               "rules": [x.get("id") for x in v.get("rules") or []], "error": v.get("error")}
        out.write(json.dumps(row) + "\n")
        print(cid, row["verdict"], row["tier"], ",".join(row["rules"]), "|", what)
