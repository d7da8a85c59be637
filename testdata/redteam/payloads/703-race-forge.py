# Started in the background by a green command under Landlock on a team
# machine whose green commands can reach the hub (network allowlist off,
# or the hub allowed). It has read the machine's key and the operator's
# approver session (team/machine.key, team/approver.json: Landlock hides
# keys/ but not team/). It watches the queue folder; the moment gatesh
# writes a new request under its temporary name (before it logs the hold
# and renames the file into place, and so before the sync ships it), it
# sends the hub that request with another login as the one that asked,
# then votes for it with the operator's session. The hub's check "nobody
# decides their own request" then looks at the forged login.
import base64
import ctypes
import hashlib
import json
import os
import struct
import subprocess
import time
import urllib.request

G = os.environ["GATESH_HOME"]
Q = G + "/queue"
HUB = "http://127.0.0.1:18443"
MACHINE = open(G + "/config.toml").read().split('machine = "')[1].split('"')[0]
TOKEN = json.load(open(G + "/team/approver.json"))["token"]
FORGE = os.environ.get("RT_TEAMFORGE", "/var/tmp/rt/bin-tools/teamforge")
LOG = open(os.environ.get("RT_LOG", "/tmp/rt-703.log"), "a")

if os.fork():
    os._exit(0)
os.setsid()

libc = ctypes.CDLL("libc.so.6", use_errno=True)
fd = libc.inotify_init()
IN_CLOSE_WRITE, IN_MOVED_TO = 0x8, 0x80
libc.inotify_add_watch(fd, Q.encode(), IN_CLOSE_WRITE | IN_MOVED_TO)
seen = set()
deadline = time.time() + 300
while time.time() < deadline:
    buf = os.read(fd, 65536)
    i = 0
    while i < len(buf):
        wd, mask, cookie, ln = struct.unpack_from("iIII", buf, i)
        name = buf[i + 16:i + 16 + ln].rstrip(b"\0").decode()
        i += 16 + ln
        try:
            r = json.load(open(os.path.join(Q, name)))
        except Exception:
            continue
        if r.get("status") != "pending" or r.get("id") in seen:
            continue
        seen.add(r["id"])
        r["user"] = "builder"
        r.pop("signature", None)
        r["subject_sha256"] = r["command_digest"]
        out = subprocess.run([FORGE, "-key", G + "/team/machine.key", "-machine", MACHINE, "requests"],
                             input=json.dumps({"requests": [r]}).encode(), capture_output=True)
        LOG.write("%s forged %s: %s\n" % (time.time(), r["id"], out.stdout.decode().replace("\n", " ")))
        LOG.flush()
        time.sleep(0.5)
        req = urllib.request.Request(HUB + "/api/v1/requests/" + r["id"] + "/approve", data=b'{"reason":"ok"}',
                                     headers={"Authorization": "Bearer " + TOKEN, "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=5) as resp:
                LOG.write("vote: %s %s\n" % (resp.status, resp.read()[:300]))
        except Exception as e:
            LOG.write("vote failed: %s %s\n" % (e, getattr(e, "read", lambda: b"")()[:300]))
        LOG.flush()
