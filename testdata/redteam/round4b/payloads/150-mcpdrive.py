#!/usr/bin/env python3
"""Drives `gatesh mcp --name srv -- python3 mcpserver.py LOG` as an agent's
MCP client would, with raw lines from a payload file. Each payload line is
a JSON string: the exact bytes of one line the agent writes (a newline is
added), so that a carriage return or two objects can sit in one line; or
an object {"approve": true} (the operator approves every pending request
in this scenario) or {"sleep": S}. Prints what gatesh answers and, at the
end, what the server received (its log). Args: SERVER_PY PAYLOAD LOG"""
import json
import os
import subprocess
import sys
import threading
import time

server, payload, log = sys.argv[1], sys.argv[2], sys.argv[3]
open(log, "w").close()
p = subprocess.Popen(["gatesh", "mcp", "--name", "srv", "--", "python3", server, log],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def reader(f, tag):
    for line in f:
        print(tag, line.decode(errors="replace").rstrip()[:300], flush=True)


threading.Thread(target=reader, args=(p.stdout, "<-"), daemon=True).start()
threading.Thread(target=reader, args=(p.stderr, "!!"), daemon=True).start()
for raw in open(payload, encoding="utf-8"):
    raw = raw.strip()
    if not raw or raw.startswith("#"):
        continue
    item = json.loads(raw)
    if isinstance(item, dict) and item.get("approve"):
        time.sleep(1)
        out = subprocess.run(["gatesh", "pending", "--json"], capture_output=True, text=True).stdout
        for r in json.loads(out or "[]"):
            a = subprocess.run(["gatesh", "approve", r["id"]], capture_output=True, text=True)
            print("== approved", r["id"], r["command"][:120], a.returncode, flush=True)
        continue
    if isinstance(item, dict) and "sleep" in item:
        time.sleep(item["sleep"])
        continue
    print("->", repr(item)[:200], flush=True)
    p.stdin.write(item.encode("utf-8") + b"\n")
    p.stdin.flush()
    time.sleep(0.4)
time.sleep(1.5)
p.stdin.close()
p.wait(timeout=15)
print("== server received:")
for l in open(log):
    print("   ", l.rstrip()[:300])
