#!/usr/bin/env python3
"""Services in the machine's own network namespace, for the allowlist
probes: a TCP sink on 0.0.0.0:18081 (reachable at the machine's
non-loopback addresses) and an abstract Unix socket "rt-abstract-host".
Each logs what reaches it to /var/tmp/rt4b/th/hostlog."""
import socket
import threading
import time

LOG = "/var/tmp/rt4b/th/hostlog"


def log(s):
    with open(LOG, "a") as f:
        f.write("%s %s\n" % (time.strftime("%H:%M:%S"), s))


def tcp():
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("0.0.0.0", 18081))
    s.listen(20)
    while True:
        c, a = s.accept()
        c.settimeout(2)
        try:
            d = c.recv(300)
        except Exception:
            d = b""
        log("TCP 18081 from %s: %r" % (a[0], d[:120]))
        try:
            c.sendall(b"HTTP/1.0 200 OK\r\n\r\nhost-service\n")
        except Exception:
            pass
        c.close()


def abstract():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind("\0rt-abstract-host")
    s.listen(5)
    while True:
        c, _ = s.accept()
        c.settimeout(2)
        try:
            d = c.recv(100)
        except Exception:
            d = b""
        log("ABSTRACT: %r" % d)
        c.close()


threading.Thread(target=tcp, daemon=True).start()
threading.Thread(target=abstract, daemon=True).start()
log("host services up")
while True:
    time.sleep(3600)
