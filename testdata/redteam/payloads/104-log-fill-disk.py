# Green command under Landlock: append to the audit log until the file
# system that holds the gatesh folder is full (the scenario puts it on a
# 16 MiB tmpfs). Every later command is then held with audit_error.
import errno
import os

G = os.environ["GATESH_HOME"]
fd = os.open(G + "/audit.jsonl", os.O_WRONLY | os.O_APPEND)
chunk = b"y" * 65535 + b"\n"
n = 0
while True:
    try:
        n += os.write(fd, chunk)
    except OSError as e:
        if e.errno == errno.ENOSPC:
            break
        raise
# fill the last bytes too
small = b"z\n"
while True:
    try:
        n += os.write(fd, small)
    except OSError:
        break
os.close(fd)
print("appended %d bytes until the disk was full" % n)
