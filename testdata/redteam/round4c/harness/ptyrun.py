#!/usr/bin/env python3
"""ptyrun.py NAME LINES STDIN [pipe]: as real.sh for one scenario already set
up, but the last line's `gatesh -c` gets a terminal (a pty) on which the
file STDIN is typed, then ^D, as Codex's write_stdin types into a command
started with tty: true; with "pipe", a pipe instead of a terminal. The
texts are passed on, never run by this program. Prints the output and
whether the victim's keep.txt survived."""
import os
import pty
import select
import subprocess
import sys
import time

name, lines_f, stdin_f = sys.argv[1], sys.argv[2], sys.argv[3]
mode = sys.argv[4] if len(sys.argv) > 4 else "pty"
S = "/var/tmp/rt4c/s/" + name
env = dict(os.environ, HOME=S + "/home", GATESH_HOME=S + "/home/.gatesh", GATESH_SESSION="rt-" + name,
           PATH="/var/tmp/rt4c/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin", TERM="dumb")
env.pop("XDG_RUNTIME_DIR", None)
lines = [l for l in open(lines_f).read().split("\n") if l]
typed = open(stdin_f, "rb").read()
for l in lines[:-1]:
    subprocess.run(["gatesh", "-c", l], cwd=S + "/proj", env=env, stdin=subprocess.DEVNULL)
last = lines[-1]
out = b""
if mode == "pipe":
    p = subprocess.run(["gatesh", "-c", last], cwd=S + "/proj", env=env, input=typed, capture_output=True, timeout=60)
    out, rc = p.stdout + p.stderr, p.returncode
else:
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(S + "/proj")
        os.execvpe("gatesh", ["gatesh", "-c", last], env)
    time.sleep(1.5)
    os.write(fd, typed)
    time.sleep(1.0)
    os.write(fd, b"\x04")
    end = time.time() + 20
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.5)
        if r:
            try:
                b = os.read(fd, 4096)
            except OSError:
                break
            if not b:
                break
            out += b
        else:
            done, st = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            os.write(fd, b"\x04")
    try:
        _, st = os.waitpid(pid, 0)
    except ChildProcessError:
        st = 0
    rc = os.waitstatus_to_exitcode(st)
k = os.path.exists(S + "/victim/keep.txt")
print("%s (%s) rc=%s keep.txt %s | %s" % (name, mode, rc, "present" if k else "GONE", out.decode(errors="replace").replace("\r", "").replace("\n", " ")[:400]))
