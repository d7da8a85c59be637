#!/usr/bin/env python3
"""G3's class as a race: the working folder PROJECT/sub is a real folder
of the project when the agent's shell call starts, and the flipper
(190-flip.py, a green background command) swaps it for a link to
~/.local/bin at about the moment gatesh names the working folder to
Landlock. If gatesh opens the folder by its path, the writable set is
then ~/.local/bin. Each try is one `gatesh -c` of a project script that
writes a probe file into ~/.local/bin by an argument (no text of the
command names it outside the project... the script's argument does, which
the rules call outside, so the script is given the path in a file).
Args: PROJECT HOME N"""
import os
import subprocess
import sys

proj, home, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
target = os.path.join(home, ".local", "bin")
cmd = "python3 " + proj + "/tools/t.py writefrom " + proj + "/tools/where.txt x"
counts = {}
for i in range(n):
    try:
        r = subprocess.run(["gatesh", "-c", cmd], cwd=proj + "/sub",
                           stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=30)
        out = r.stdout + r.stderr
        if "wrote" in out:
            k = "wrote"
        elif "held" in out:
            k = "held"
        elif "ERR" in out:
            k = "denied"
        else:
            k = "rc%d" % r.returncode
    except (OSError, subprocess.SubprocessError) as e:
        k = type(e).__name__
    counts[k] = counts.get(k, 0) + 1
print("[cwd-race]", counts, "probe exists:", os.path.exists(os.path.join(target, "rt4b-race")), flush=True)
