# Green command under Landlock: the log is opened for writing without
# O_APPEND and an earlier record (the one naming the victim) is overwritten
# in place with blanks of the same length: not an append.
import os

G = os.environ["GATESH_HOME"]
LOG = G + "/audit.jsonl"
data = open(LOG, "rb").read()
needle = b"victim"
i = data.find(needle)
if i < 0:
    raise SystemExit("nothing to erase")
start = data.rfind(b"\n", 0, i) + 1
end = data.find(b"\n", i)
fd = os.open(LOG, os.O_WRONLY)
n = os.pwrite(fd, b" " * (end - start), start)
os.close(fd)
print("blanked %d bytes at offset %d" % (n, start))
