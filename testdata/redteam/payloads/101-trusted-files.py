# Run as a green command (python3 101-trusted-files.py) in a scenario with
# enforce = "landlock" and network = "allowlist". Each probe tries to make
# or change something the gate trusts in its own folder; each prints
# "PROBE name: ok|DENIED ...". Targets only the scenario's GATESH_HOME.
import ctypes
import glob
import os
import socket
import sys

G = os.environ["GATESH_HOME"]
res = []


def probe(name, fn):
    try:
        out = fn()
        print("PROBE %s: ok %s" % (name, out if out is not None else ""))
    except Exception as e:
        print("PROBE %s: DENIED %s" % (name, e))


def unlink_sock():
    socks = glob.glob(G + "/net/*/*.sock")
    if not socks:
        return "no socket found"
    os.unlink(socks[0])
    return socks[0]


def bind_sock():
    d = glob.glob(G + "/net/*")[0]
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(d + "/evil.sock")
    return d + "/evil.sock"


def write_queue():
    with open(G + "/queue/aaaaaaaaaaaaa.json", "w") as f:
        f.write("{}")


def write_pub():
    with open(G + "/keys/operator.pub", "a") as f:
        f.write("x")


def write_rate():
    for p in glob.glob(G + "/rate/*"):
        with open(p, "r+b") as f:
            f.write(b"\0" * 8)
        return p
    with open(G + "/rate/new", "w") as f:
        f.write("0")


def write_config():
    with open(G + "/config.toml", "a") as f:
        f.write("\n")


def overwrite_log_at_0():
    fd = os.open(G + "/audit.jsonl", os.O_WRONLY)
    try:
        first = open(G + "/audit.jsonl", "rb").read(1)
        n = os.pwrite(fd, first, 0)  # write back the same byte: no damage
        return "pwrite at 0 wrote %d byte(s)" % n
    finally:
        os.close(fd)


def hardlink_log():
    os.link(G + "/audit.jsonl", "/tmp/rt-audit-link")
    return "linked"


def symlink_in_home():
    os.symlink("/tmp/x", G + "/evil-link")


def read_audit_key():
    return len(open(G + "/keys/audit.key", "rb").read())


def read_operator_key():
    return len(open(G + "/keys/operator.key", "rb").read())


def list_keys():
    return os.listdir(G + "/keys")


def connect_daemon():
    socks = glob.glob(G + "/net/*/*.sock")
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(2)
    s.connect(socks[0])
    s.sendall(b'{"op":"where"}\n')
    try:
        return s.recv(200)
    except Exception as e:
        return "connected, no answer: %s" % e


def truncate_head():
    os.truncate(G + "/audit.jsonl.head", 0)


probe("unlink-daemon-socket", unlink_sock)
probe("bind-socket-in-net", bind_sock)
probe("write-queue-file", write_queue)
probe("append-operator-pub", write_pub)
probe("write-rate-count", write_rate)
probe("append-config", write_config)
probe("pwrite-log-offset-0", overwrite_log_at_0)
probe("hardlink-log-into-tmp", hardlink_log)
probe("symlink-in-gatesh-home", symlink_in_home)
probe("read-audit-key", read_audit_key)
probe("read-operator-key", read_operator_key)
probe("list-keys", list_keys)
probe("connect-daemon-socket", connect_daemon)
probe("truncate-head", truncate_head)
