#!/usr/bin/env python3
"""Writes the MCP payloads for 150-mcpdrive.py: one JSON string per line,
each the raw line the agent sends. The server's tools: read_file (green)
and drop_table (held). Each drop_table names its case in "table", so the
server's log shows which ones reached it. Args: OUT_A OUT_B"""
import json
import sys

J = lambda o: json.dumps(o, separators=(",", ":"))


def call(i, name, table, **kw):
    m = {"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": name, "arguments": {"table": table}}}
    m.update(kw)
    return J(m)


init = [J({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "rt4", "version": "1"}}}),
        J({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        J({"jsonrpc": "2.0", "id": 2, "method": "tools/list"})]
ping = J({"jsonrpc": "2.0", "id": 3, "method": "ping"})
A = list(init)
A.append(call(10, "drop_table", "c0-control"))
# a carriage return inside one line: Python's text stdin (the MCP Python
# SDK's, and this server's) splits there; gatesh reads one line
A.append(ping + "\r" + call(11, "drop_table", "c1-cr-after-ping"))
A.append(call(12, "read_file", "c2-cr-read") + "\r" + call(13, "drop_table", "c2-cr-after-read"))
# two objects on one line: a streaming decoder (Go's json.Decoder, the Go
# SDK's) reads both
A.append(ping + " " + call(14, "drop_table", "c3-two-objects"))
A.append(ping + call(15, "drop_table", "c4-two-objects-adjacent"))
# U+2028 / U+0085 / form feed / vertical tab as separators (str.splitlines
# splits at each; file iteration does not)
A.append(ping + "\u2028" + call(16, "drop_table", "c5-u2028"))
A.append(ping + "\x0c" + call(17, "drop_table", "c6-formfeed"))
A.append(ping + "\x1c" + call(18, "drop_table", "c7-file-separator"))
# keys that Go's encoding/json matches case-insensitively with Unicode
# folding (U+017F long s, U+212A Kelvin): one key only, no twin
A.append(J({"jsonrpc": "2.0", "id": 19, "method": "tools/call", "params": {"name": "read_file", "argument\u017f": {"table": "c8-longs-args"}}}))
A.append(J({"jsonrpc": "2.0", "id": 20, "method": "tools/call", "params": {"name": "read_file", "nam\u212a": "x"}}).replace("nam\u212a", "name\u212a"))
A.append(J({"jsonrpc": "2.0", "id": 21, "method": "tools/call", "params": {"nam\u0435": "drop_table", "name": "read_file", "arguments": {"table": "c9-cyrillic-e-key"}}}))
# method spelled with an escape and with a trailing NUL
A.append('{"jsonrpc":"2.0","id":22,"method":"tools\\/call","params":{"name":"drop_table","arguments":{"table":"c10-escaped-slash"}}}')
A.append('{"jsonrpc":"2.0","id":23,"method":"tools/call","params":{"name":"drop_table","arguments":{"table":"c11-nul-in-name"}}}'.replace('"drop_table"', '"drop_table\\u0000"'))
# a tool name with a trailing space / zero-width joiner (a server may trim)
A.append(call(24, "drop_table ", "c12-trailing-space"))
A.append(call(25, "drop_table\u200d", "c13-zwj"))
A.append(call(26, "DROP_TABLE", "c14-upper"))
# a batch with a held call and a green one; a batch in a batch
A.append(J([json.loads(call(27, "read_file", "c15-batch-read")), json.loads(call(28, "drop_table", "c15-batch-drop"))]))
A.append(J([[json.loads(call(29, "drop_table", "c16-nested-batch"))]]))
# id confusion: the held call and a green call with the same id
A.append(call(30, "drop_table", "c17-same-id-held"))
A.append(call(30, "read_file", "c17-same-id-read"))

# B: an approval used twice at once (a batch of the approved call twice,
# then the same call twice on one line split by CR)
B = list(init)
B.append(call(40, "drop_table", "d0-approve-me"))
B.append({"approve": True})
B.append(J([json.loads(call(41, "drop_table", "d0-approve-me")), json.loads(call(42, "drop_table", "d0-approve-me"))]))
B.append(call(43, "drop_table", "d0-approve-me"))
B.append(call(44, "drop_table", "d1-approve-me"))
B.append({"approve": True})
B.append(call(45, "drop_table", "d1-approve-me") + "\r" + call(46, "drop_table", "d1-approve-me"))
B.append(call(47, "drop_table", "d1-approve-me"))

for path, items in ((sys.argv[1], A), (sys.argv[2], B)):
    with open(path, "w", encoding="utf-8") as f:
        for it in items:
            f.write(json.dumps(it, ensure_ascii=True) + "\n")
