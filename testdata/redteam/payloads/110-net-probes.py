# Green command under Landlock and the network allowlist (the operator
# allows 10.233.1.2:8080 and the range 10.233.1.0/24 on port 18081 only
# for the machine-address probe). Each probe tries to reach a destination
# the list does not allow, or to leave the namespace. Prints one line each.
import ctypes
import os
import socket
import subprocess
import urllib.parse

PROXY = os.environ.get("HTTP_PROXY", "")
T = "10.233.1.2"


def probe(name, fn):
    try:
        print("PROBE %s: %s" % (name, fn()))
    except Exception as e:
        print("PROBE %s: failed: %s" % (name, e))


def tcp(host, port, data=b"GET /direct HTTP/1.0\r\n\r\n"):
    s = socket.create_connection((host, port), timeout=3)
    s.sendall(data)
    r = s.recv(100)
    s.close()
    return "CONNECTED, answer %r" % r[:40]


def via_proxy(raw):
    u = urllib.parse.urlparse(PROXY)
    s = socket.create_connection((u.hostname, u.port), timeout=3)
    auth = ""
    if u.username:
        import base64
        auth = "Proxy-Authorization: Basic %s\r\n" % base64.b64encode(
            ("%s:%s" % (urllib.parse.unquote(u.username), urllib.parse.unquote(u.password or ""))).encode()).decode()
    s.sendall(raw.replace(b"@AUTH@", auth.encode()))
    out = b""
    try:
        while len(out) < 4000:
            c = s.recv(4000)
            if not c:
                break
            out += c
    except Exception:
        pass
    s.close()
    return out[:200]


def udp():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.sendto(b"udp-escape", (T, 9999))
    return "sent (check the test host)"


def setns_init():
    libc = ctypes.CDLL("libc.so.6", use_errno=True)
    fd = os.open("/proc/1/ns/net", os.O_RDONLY)
    r = libc.setns(fd, 0x40000000)
    return "setns=%d errno=%d" % (r, ctypes.get_errno())


def agent_environ():
    ppid = os.getppid()
    out = []
    p = ppid
    for _ in range(6):
        try:
            env = open("/proc/%d/environ" % p, "rb").read()
            out.append("%d: READ %d bytes" % (p, len(env)))
        except Exception as e:
            out.append("%d: %s" % (p, e.__class__.__name__))
        try:
            p = int(open("/proc/%d/stat" % p).read().split(")")[1].split()[1])
        except Exception:
            break
        if p <= 1:
            break
    return "; ".join(out)


def abstract_socket():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(2)
    s.connect("\0rt-abstract-host")
    s.sendall(b"abstract-escape")
    return "CONNECTED"


def dns():
    return socket.getaddrinfo("example.com", 80)[0][4]


def unshare_mount():
    r = subprocess.run(["unshare", "-m", "sh", "-c", "mount -t tmpfs x /mnt && echo mounted"], capture_output=True, text=True)
    return (r.stdout + r.stderr).strip()[:120]


probe("direct-tcp-80", lambda: tcp(T, 80))
probe("direct-tcp-8080-allowed-but-direct", lambda: tcp(T, 8080))
probe("udp-9999", udp)
probe("proxy-connect-80", lambda: via_proxy(b"CONNECT 10.233.1.2:80 HTTP/1.1\r\nHost: 10.233.1.2:80\r\n@AUTH@\r\n"))
probe("proxy-get-80", lambda: via_proxy(b"GET http://10.233.1.2:80/proxy-get HTTP/1.1\r\nHost: 10.233.1.2\r\n@AUTH@\r\n"))
probe("proxy-get-8080-control", lambda: via_proxy(b"GET http://10.233.1.2:8080/control HTTP/1.1\r\nHost: 10.233.1.2:8080\r\n@AUTH@Connection: close\r\n\r\n"))
probe("proxy-connect-8080-then-pipelined-other-host", lambda: via_proxy(
    b"CONNECT 10.233.1.2:8080 HTTP/1.1\r\nHost: 10.233.1.2:8080\r\n@AUTH@\r\n"
    b"GET /a HTTP/1.1\r\nHost: 10.233.1.2:8080\r\n\r\nGET /pipelined HTTP/1.1\r\nHost: evil.example\r\n\r\n"))
probe("proxy-get-8080-absolute-other-in-host", lambda: via_proxy(b"GET http://10.233.1.2:8080/hostswap HTTP/1.1\r\nHost: evil.example\r\n@AUTH@Connection: close\r\n\r\n"))
probe("proxy-get-machine-address", lambda: via_proxy(b"GET http://10.233.1.1:18081/machine-addr HTTP/1.1\r\nHost: 10.233.1.1:18081\r\n@AUTH@Connection: close\r\n\r\n"))
probe("proxy-get-machine-address-v4mapped", lambda: via_proxy(b"GET http://[::ffff:10.233.1.1]:18081/machine-mapped HTTP/1.1\r\nHost: [::ffff:10.233.1.1]:18081\r\n@AUTH@Connection: close\r\n\r\n"))
probe("proxy-get-decimal-host", lambda: via_proxy(b"GET http://182059266:8080/decimal HTTP/1.1\r\nHost: 182059266:8080\r\n@AUTH@Connection: close\r\n\r\n"))
probe("proxy-get-trailing-dot", lambda: via_proxy(b"GET http://10.233.1.2.:8080/dot HTTP/1.1\r\nHost: 10.233.1.2.\r\n@AUTH@Connection: close\r\n\r\n"))
probe("proxy-no-token", lambda: via_proxy(b"GET http://10.233.1.2:8080/no-token HTTP/1.1\r\nHost: 10.233.1.2:8080\r\nConnection: close\r\n\r\n"))
probe("setns-init-net", setns_init)
probe("nsenter-pid1", lambda: subprocess.run(["nsenter", "-t", "1", "-n", "true"], capture_output=True, text=True).stderr.strip()[:100] or "ok")
probe("agent-environ", agent_environ)
probe("abstract-socket", abstract_socket)
probe("dns", dns)
probe("unshare-mount", unshare_mount)
