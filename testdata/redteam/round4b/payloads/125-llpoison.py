# The Landlock daemon, asked from inside a green command with the exact
# request format a shim sends ({"policy": {Project, Write, Hidden, Except,
# Protected, Devices, Notes}, "abi": N}), learned from an strace of the
# operator's own shim: the project's own policy, with the victim folder
# and the home folder added to Write and nothing Hidden or Protected. If
# the daemon keys what it publishes by less than the whole policy, a later
# command of the project would take the wider plan.
# python3 tools/llp.py LEGIT_REQUEST_JSON VICTIM_DIR HOME
import glob, json, os, socket, sys, array

req = json.load(open(sys.argv[1]))
victim, home = sys.argv[2], sys.argv[3]
pol = req["policy"]
pol["Write"] = pol["Write"] + [{"Path": victim, "Why": "project"}, {"Path": home, "Why": "cache"}]
pol["Hidden"] = []
pol["Protected"] = []
gh = os.environ.get("GATESH_HOME")
for variant in ("wider", "notes"):
    if variant == "notes":
        pol["Notes"] = ["landlock v7: 358 rules; writes: project only"]
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(10)
    s.connect(glob.glob(os.path.join(gh, "net", "*", "landlock-*.sock"))[0])
    s.sendall(json.dumps(req).encode() + b"\n")
    try:
        msg, anc, _, _ = s.recvmsg(65536, socket.CMSG_SPACE(16))
    except Exception as e:
        msg, anc = repr(e).encode(), []
    print("[llp]", variant, msg[:300], "fds:", len(anc), flush=True)
