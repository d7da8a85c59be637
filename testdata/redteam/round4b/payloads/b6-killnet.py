# G6's class: after a flood of tokenless refusals, stop this scenario's
# network daemon before it writes the count of refusals it did not log.
# Only a gatesh-net whose environment names this process's GATESH_HOME is
# signalled (no other helper's daemon). Run as `python3 tools/kn.py SIG`.
import os
import signal
import sys

mine = os.environ.get("GATESH_HOME", "")
sig = getattr(signal, sys.argv[1] if len(sys.argv) > 1 else "SIGKILL")
for pid in os.listdir("/proc"):
    if not pid.isdigit():
        continue
    try:
        cmd = open("/proc/%s/cmdline" % pid, "rb").read()
        if b"gatesh-net" not in cmd:
            continue
        env = open("/proc/%s/environ" % pid, "rb").read().split(b"\0")
    except OSError as e:
        print("[kn]", pid, "unreadable", type(e).__name__)
        continue
    if ("GATESH_HOME=" + mine).encode() not in env or not mine:
        continue
    try:
        os.kill(int(pid), sig)
        print("[kn] signalled", pid, flush=True)
    except OSError as e:
        print("[kn] refused", pid, type(e).__name__, flush=True)
