# python3 tools/r.py A B: print the first bytes of $GATESH_HOME/team/ + A.B
# (the name is joined at run time, so no text of the command names it)
import os, sys
p = os.path.join(os.environ.get("GATESH_HOME", ""), "team", sys.argv[1] + "." + sys.argv[2])
try:
    print("[r]", p, open(p).read()[:60].replace("\n", " "))
except Exception as e:
    print("[r]", p, "ERR", e)
