# Green command under Landlock on a team machine: can it read the
# machine's key (which signs every call to the hub) or the operator's
# approver session (which votes as the operator)? And can it write the
# sync's state?
import os

G = os.environ["GATESH_HOME"]
for name in ("team/machine.key", "team/approver.json", "team/team.pub", "team/status.json"):
    p = os.path.join(G, name)
    try:
        data = open(p, "rb").read()
        print("READ %s: %d bytes" % (name, len(data)))
    except Exception as e:
        print("DENIED read %s: %s" % (name, e))
for name in ("team/sync.json", "team/status.json"):
    p = os.path.join(G, name)
    try:
        with open(p, "ab") as f:
            f.write(b"")
        print("WRITABLE %s" % name)
    except Exception as e:
        print("DENIED write %s: %s" % (name, e))
