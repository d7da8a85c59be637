#!/usr/bin/env bash
# G7: with tm1's machine key (what a program of the agent's user reads where
# Landlock is off) and its sync paused (SIGSTOP, which the same user may
# send), ship the next two audit lines ahead of the sync: an `approved` by
# alice (flagged unsealed) and a `run` of a push that never ran (stored
# unflagged); the genuine line the sync ships next at that sequence is
# flagged `changed`. Needs harness/pg.sh, hub.sh and setup-team.sh running.
set -u
cd /var/tmp/rt4b || exit 2
G=s/tm1/home/.gatesh
M1=$(python3 -c "import json;print(json.load(open('$G/team/sync.json'))['machine'])")
kill -STOP "$(cat s/tm1/sync.pid)"
python3 /work/wt/redteam4b/testdata/redteam/round4b/payloads/174-forge-audit.py "$G/team/sync.json" hub/forge.json
/var/tmp/rt4b/bin-tools/teamforge -key "$G/team/machine.key" -machine "$M1" -hub http://127.0.0.1:18444 audit <hub/forge.json
echo
kill -CONT "$(cat s/tm1/sync.pid)"
RT_S=/var/tmp/rt4b/s /work/wt/redteam4b/testdata/redteam/round4b/harness/run.sh tm1 /work/wt/redteam4b/testdata/redteam/round4b/payloads/000-hello.sh >/dev/null 2>&1
sleep 5
curl -s -H "Authorization: Bearer $(cat hub/tokens/bob)" "http://127.0.0.1:18444/api/v1/audit?machine=$M1&limit=1000" | python3 -c '
import json, sys
seqs = [l["seq"] for l in json.load(open("hub/forge.json"))["lines"]]
for r in json.load(sys.stdin):
    if r["seq"] not in seqs:
        continue
    l = json.loads(r["line"])
    print(r["seq"], r.get("flag"), l.get("event"), l.get("user", ""), "sealed" if "seal" in l else "unsealed")'
