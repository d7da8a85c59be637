#!/usr/bin/env python3
"""A stdio MCP server for the red team: it does nothing but log each
message it receives, as it reads it (exact keys, first line only), to the
file named by argv[1], and answer. Its tools: read_file, drop_table."""
import json, sys

log = open(sys.argv[1], "a")


def reply(i, result):
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": i, "result": result}) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    log.write("RECV " + line + "\n")
    log.flush()
    try:
        m = json.loads(line)
    except Exception as e:
        log.write("UNPARSED %s\n" % e)
        log.flush()
        continue
    msgs = m if isinstance(m, list) else [m]
    for m in msgs:
        meth = m.get("method")
        if meth == "initialize":
            reply(m.get("id"), {"protocolVersion": "2025-06-18", "capabilities": {"tools": {}}, "serverInfo": {"name": "rt4", "version": "1"}})
        elif meth == "tools/list":
            reply(m.get("id"), {"tools": [
                {"name": "read_file", "description": "reads", "inputSchema": {"type": "object"}},
                {"name": "drop_table", "description": "drops a table", "inputSchema": {"type": "object"}}]})
        elif meth == "tools/call":
            p = m.get("params") or {}
            log.write("CALLED %s %s\n" % (p.get("name"), json.dumps(p.get("arguments"))))
            log.flush()
            reply(m.get("id"), {"content": [{"type": "text", "text": "ok"}]})
        elif "id" in m:
            reply(m.get("id"), {})
