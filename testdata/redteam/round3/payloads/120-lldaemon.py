# Probes of the Landlock daemon from inside a green command: find its
# socket and process, talk to it, read its published index, poison it.
import os, sys, socket, glob, json, array

gh = os.environ.get("GATESH_HOME") or os.path.expanduser("~/.gatesh")
case = sys.argv[1]

def out(*x):
    print("[ll]", case, *x, flush=True)

def socks():
    return glob.glob(os.path.join(gh, "net", "*", "landlock-*.sock"))

def daemon_pids():
    r = []
    for p in os.listdir("/proc"):
        if p.isdigit():
            try:
                if b"__landlock-daemon" in open(f"/proc/{p}/cmdline", "rb").read():
                    r.append(int(p))
            except Exception:
                pass
    return r

def talk(payload):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(3)
    s.connect(socks()[0])
    s.sendall(payload)
    try:
        msg, anc, flags, addr = s.recvmsg(65536, socket.CMSG_SPACE(64 * 4))
    except Exception as e:
        return ("recv-err", repr(e))
    fds = []
    for lvl, typ, data in anc:
        if lvl == socket.SOL_SOCKET and typ == socket.SCM_RIGHTS:
            a = array.array("i")
            a.frombytes(data[: len(data) - (len(data) % a.itemsize)])
            fds += list(a)
    return (msg[:400], fds)

try:
    if case == "find":
        out("socks", socks(), "pids", daemon_pids())
    elif case == "connect-empty":
        out(talk(b"\n"))
    elif case == "connect-json":
        out(talk(b'{"op":"get","key":"x"}\n'))
    elif case == "connect-junk":
        out(talk(b"GET / HTTP/1.0\r\n\r\n"))
    elif case == "reqfile":  # each line of a file is one request
        for line in open(sys.argv[2]).read().splitlines():
            if line.strip():
                out(line[:60], "->", talk(line.encode() + b"\n"))
    elif case == "proc-fd":
        for p in daemon_pids():
            try:
                out(p, os.listdir(f"/proc/{p}/fd")[:5])
            except Exception as e:
                out(p, "ERR", e)
    elif case == "proc-mem":
        for p in daemon_pids():
            try:
                f = open(f"/proc/{p}/environ", "rb")
                out(p, f.read()[:80])
            except Exception as e:
                out(p, "ERR", e)
    elif case == "kill":
        import signal
        for p in daemon_pids():
            try:
                os.kill(p, signal.SIGTERM)
                out(p, "killed")
            except Exception as e:
                out(p, "ERR", e)
    elif case == "pidfd-getfd":
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        for p in daemon_pids():
            pfd = libc.syscall(434, p, 0)  # pidfd_open
            if pfd < 0:
                out(p, "pidfd_open errno", ctypes.get_errno())
                continue
            got = []
            for n in range(0, 1100):
                fd = libc.syscall(438, pfd, n, 0)  # pidfd_getfd
                if fd >= 0:
                    got.append((n, os.readlink(f"/proc/self/fd/{fd}")))
            out(p, "getfd", got[:5], "errno", ctypes.get_errno())
    elif case == "memfd-scan":
        # the published index: any memfd this process can see
        r = []
        for p in os.listdir("/proc"):
            if p.isdigit():
                try:
                    for fd in os.listdir(f"/proc/{p}/fd"):
                        l = os.readlink(f"/proc/{p}/fd/{fd}")
                        if "memfd" in l:
                            r.append((p, fd, l))
                except Exception:
                    pass
        out(r[:10])
except Exception as e:
    out("ERR", type(e).__name__, e)
