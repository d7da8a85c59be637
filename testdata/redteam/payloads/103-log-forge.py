# Green command under Landlock: append correctly chained records to the
# audit log and set the head file to match, so that `gatesh log verify`
# finds the chain intact. MODE (argv[1]) picks the forgery:
#   plain     an "approved" record, as a naive forger writes it
#   casedup   "event":"approved" then "Event":"decision": Go's case-blind
#             decoder reads the last key, jq and SQL read "event"
#   decision  an unsealed "decision" record that says a command was held
#   spaced    "event":"approved" with the seal field present but empty
import hashlib
import json
import os
import sys
import time

G = os.environ["GATESH_HOME"]
LOG = G + "/audit.jsonl"
HEAD = G + "/audit.jsonl.head"
mode = sys.argv[1] if len(sys.argv) > 1 else "plain"

data = open(LOG, "rb").read()
lines = data.split(b"\n")
if lines[-1] == b"":
    lines = lines[:-1]
count = len(lines)
prev = hashlib.sha256(lines[-1]).hexdigest()
now = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()) + ".123456789Z"
rid = time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + ".123456789Z-abcdefabcdef"

base = (
    '"ts":"%s","id":"%s",' % (now, rid)
)
tail = (
    '"command":"git push --force origin main","cwd":"/var/tmp/rt/s/x/proj","tier":"red",'
    '"rules":[{"id":"git-force-push","tier":"red","reason":"force-push rewrites history on the remote for everyone"}],'
    '"pid":4242,"ppid":1,"user":"alice","request":"ff7j4blgjn2ce","reason":"checked with the team",'
    '"via":"local","approvers":["alice"],'
)
if mode == "plain":
    body = '{' + base + '"event":"approved",' + tail + '"prev":"%s"}' % prev
elif mode == "casedup":
    body = '{' + base + '"event":"approved",' + tail + '"Event":"decision","prev":"%s"}' % prev
elif mode == "decision":
    body = ('{' + base + '"event":"decision","command":"rm -rf /var/tmp/rt/s/x/victim","cwd":"/var/tmp/rt/s/x/proj",'
            '"tier":"red","verdict":"hold","rules":[{"id":"rm-recursive","tier":"red","reason":"deletes"}],'
            '"pid":4242,"ppid":1,"user":"uid:0","session":"rt","prev":"%s"}' % prev)
elif mode == "spaced":
    body = '{' + base + '"event":"approved",' + tail + '"seal":"","prev":"%s"}' % prev
elif mode == "sealdup":
    body = '{' + base + '"event":"approved",' + tail + '"SEAL":"operator:AAAA","prev":"%s"}' % prev
else:
    sys.exit("unknown mode")

line = body.encode()
json.loads(line)  # must be JSON
fd = os.open(LOG, os.O_WRONLY | os.O_APPEND)
os.write(fd, line + b"\n")
os.close(fd)
newhead = ("%020d %s\n" % (count + 1, hashlib.sha256(line).hexdigest())).encode()
hfd = os.open(HEAD, os.O_WRONLY)
n = os.pwrite(hfd, newhead, 0)
os.close(hfd)
print("forged %s; head rewritten (%d bytes)" % (mode, n))
