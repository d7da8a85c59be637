# A background green process: flips the project's `sub` between a folder
# and a link to the home folder, every ~1 ms, for SECONDS. A file tool's
# path under sub/ is then judged in one state and written in the other.
# python3 tools/flip.py SECONDS HOME
import os, sys, time

end = time.time() + float(sys.argv[1])
home = sys.argv[2]
os.makedirs("sub.d", exist_ok=True)
open("tools/flip.pid", "w").write(str(os.getpid()))
while time.time() < end:
    try:
        if os.path.islink("sub"):
            os.unlink("sub")
            os.rename("sub.d", "sub")
        else:
            if os.path.isdir("sub"):
                os.rename("sub", "sub.d")
            os.symlink(home, "sub")
    except OSError:
        pass
    time.sleep(0.001)
if os.path.islink("sub"):
    os.unlink("sub")
