# Green command under Landlock: run a nested gatesh many times, each with a
# new agent session id in its environment (the rate bound counts per
# session), each logging a record of about 56 KiB. Measures how much one
# green command adds to the log this way in a few seconds.
import os
import subprocess
import time

G = os.environ["GATESH_HOME"]
before = os.path.getsize(G + "/audit.jsonl")
text = "true # " + "a " * 28000
t = time.time()
held = 0
ran = 0
for i in range(200):
    env = dict(os.environ)
    env["CLAUDE_CODE_SESSION_ID"] = "s%06d" % i
    env.pop("GATESH_SESSION", None)
    r = subprocess.run(["gatesh", "-c", text], env=env, capture_output=True)
    if r.returncode == 0:
        ran += 1
    else:
        held += 1
        if held == 1:
            print("first refusal:", r.returncode, r.stderr[:300])
after = os.path.getsize(G + "/audit.jsonl")
print("ran %d, refused %d, log grew %d bytes in %.1fs" % (ran, held, after - before, time.time() - t))
