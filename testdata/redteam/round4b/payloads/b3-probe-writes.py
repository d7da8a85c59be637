# A green project script: for each folder named on the command line (or,
# with @FILE, one a line in FILE), try to create a file rt4b-probe in it
# and print whether the kernel let it. Relative folders are from the
# working folder. Run as `python3 tools/pw.py DIR...`.
import os
import sys

args = sys.argv[1:]
dirs = []
for a in args:
    if a.startswith("@"):
        dirs += [l.strip() for l in open(a[1:]) if l.strip()]
    else:
        dirs.append(a)
for d in dirs:
    p = os.path.join(d, "rt4b-probe")
    try:
        with open(p, "w") as f:
            f.write("planted by a green command\n")
        print("[pw] WROTE", p, flush=True)
    except Exception as e:
        print("[pw] denied", p, type(e).__name__, flush=True)
