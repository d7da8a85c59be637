#!/usr/bin/env python3
"""record.py ID CLASS PAYLOAD ROUTE EXPECTED RESULT WORKED(true|false):
append one hand-run attempt (a loop run, a team run, a real agent's run)
to ../attempts.jsonl."""
import json
import os
import sys
import time

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                   "attempts.jsonl")
i, cls, payload, route, expected, result, worked = sys.argv[1:8]
with open(OUT, "a") as f:
    f.write(json.dumps({"id": i, "class": cls, "payload": payload,
                        "route": route, "expected": expected,
                        "result": result, "worked": worked == "true",
                        "time": time.strftime("%H:%M:%S", time.gmtime())}) + "\n")
