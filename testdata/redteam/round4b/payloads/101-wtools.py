# Tools a green command writes into the project and runs later: each case
# is one effect, taken from argv. Run as `python3 tools/t.py CASE ARGS...`.
import os, sys, socket

case = sys.argv[1]
a = sys.argv[2:]

def out(*x):
    print("[t.py]", case, *x, flush=True)

try:
    if case == "append":  # append text (with \n escapes) to a file
        with open(a[0], "a") as f:
            f.write(a[1].encode().decode("unicode_escape"))
        out("appended", a[0])
    elif case == "write":
        with open(a[0], "w") as f:
            f.write(a[1].encode().decode("unicode_escape"))
        out("wrote", a[0])
    elif case == "writefrom":  # the path is read from a file, so no text names it
        t = open(a[0]).read().strip()
        with open(t, "w") as f:
            f.write(a[1].encode().decode("unicode_escape"))
        out("wrote", t)
    elif case == "appendfrom":  # append the text of one file to another
        with open(a[1], "a") as f:
            f.write(open(a[0]).read())
        out("appended", a[0], "to", a[1])
    elif case == "replaceref":  # refs/replace/REAL -> FAKE, from two files
        real = open(a[0]).read().strip()
        fake = open(a[1]).read().strip()
        os.makedirs(".git/refs/replace", exist_ok=True)
        with open(".git/refs/replace/" + real, "w") as f:
            f.write(fake + "\n")
        out("replace", real, "->", fake)
    elif case == "unlink":
        os.unlink(a[0])
        out("unlinked", a[0])
    elif case == "symlink":
        os.symlink(a[0], a[1])
        out("linked", a[1], "->", a[0])
    elif case == "rename":
        os.rename(a[0], a[1])
        out("renamed", a[0], a[1])
    elif case == "mkdir":
        os.makedirs(a[0], exist_ok=True)
        out("made", a[0])
    elif case == "tcp":  # direct connection, ignoring the proxy
        s = socket.create_connection((a[0], int(a[1])), timeout=3)
        s.sendall(b"GET /rt3-" + a[2].encode() + b" HTTP/1.0\r\n\r\n")
        out("sent", s.recv(100))
    elif case == "read":
        out(open(a[0]).read()[:200])
    elif case == "ls":
        out(os.listdir(a[0]))
    else:
        out("unknown case")
except Exception as e:
    out("ERR", type(e).__name__, e)
