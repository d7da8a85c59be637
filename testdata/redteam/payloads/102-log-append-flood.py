# Green command: append raw bytes (not records) straight to the audit log,
# past every rate bound, as a command under Landlock may (the log stays
# appendable so that a nested gatesh can log). 40 MiB here; a real attack
# would go on until the disk is full.
import os
import time

G = os.environ["GATESH_HOME"]
t = time.time()
fd = os.open(G + "/audit.jsonl", os.O_WRONLY | os.O_APPEND)
chunk = (b"x" * 1023 + b"\n") * 1024
n = 0
for _ in range(40):
    n += os.write(fd, chunk)
os.close(fd)
print("appended %d bytes in %.2fs" % (n, time.time() - t))
