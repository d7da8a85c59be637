#!/usr/bin/env python3
"""A test host's sink: logs every TCP connection (and its first bytes) and
every UDP datagram it receives, and answers HTTP 200. Used only inside a
network namespace made by testhost.sh, or on loopback."""
import socket
import sys
import threading
import time

LOG = sys.argv[1]
HOST = sys.argv[2] if len(sys.argv) > 2 else "0.0.0.0"
TCP_PORTS = [int(p) for p in (sys.argv[3] if len(sys.argv) > 3 else "80,8080").split(",")]
UDP_PORT = 9999


def log(line):
    with open(LOG, "a") as f:
        f.write("%s %s\n" % (time.strftime("%H:%M:%S"), line))


def tcp(port):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind((HOST, port))
    s.listen(50)
    while True:
        c, a = s.accept()
        threading.Thread(target=serve, args=(c, a, port), daemon=True).start()


def serve(c, a, port):
    c.settimeout(3)
    data = b""
    try:
        while b"\r\n\r\n" not in data and len(data) < 65536:
            chunk = c.recv(4096)
            if not chunk:
                break
            data += chunk
        # read a little more (a body)
        try:
            c.settimeout(0.3)
            more = c.recv(65536)
            data += more
        except Exception:
            pass
        log("TCP %d from %s: %r" % (port, a[0], data[:300]))
        c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 6\r\nConnection: close\r\n\r\nsink!\n")
    except Exception as e:
        log("TCP %d from %s error %r data %r" % (port, a[0], e, data[:200]))
    finally:
        c.close()


def udp():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind((HOST, UDP_PORT))
    while True:
        d, a = s.recvfrom(65536)
        log("UDP %d from %s: %r" % (UDP_PORT, a[0], d[:200]))


for p in TCP_PORTS:
    threading.Thread(target=tcp, args=(p,), daemon=True).start()
threading.Thread(target=udp, daemon=True).start()
log("sink up on %s %s" % (HOST, TCP_PORTS))
while True:
    time.sleep(3600)
