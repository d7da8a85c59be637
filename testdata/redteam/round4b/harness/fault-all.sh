#!/usr/bin/env bash
# fault-all.sh OUTDIR: the whole fault matrix against /var/tmp/rt4b/bin:
# kill -9 (40 runs without Landlock, 30 with), double use (15), approve
# against revoke (25), team approvals against revoke and double use at the
# hub (6, needs hub.sh and setup-team.sh), a full and a read-only gatesh
# folder (with and without Landlock); then faults.md.
set -u
h=$(cd "$(dirname "$0")" && pwd)
R=$1
mkdir -p "$R"

"$h/setup.sh" fk1 'wait=2s' >/dev/null
"$h/setup.sh" fk2 landlock 'wait=2s' >/dev/null
"$h/setup.sh" fd1 'wait=1s' >/dev/null
"$h/setup.sh" fr1 'wait=1s' >/dev/null
{
	RT_SEED=21 "$h/gen.sh" fk1 "$h/fault.py" kill 40 "$R/kill.jsonl"
	RT_SEED=22 "$h/gen.sh" fk2 "$h/fault.py" kill 30 "$R/kill-landlock.jsonl"
	"$h/gen.sh" fd1 "$h/fault.py" double 15 "$R/double.jsonl"
	RT_SEED=23 "$h/gen.sh" fr1 "$h/fault.py" revoke 25 "$R/revoke.jsonl"
} >"$R/summary.txt" 2>&1
RT_S=/var/tmp/rt4b/s timeout 600 "$h/gen.sh" tm1 "$h/team-race.py" 6 "$R/team.jsonl" >"$R/team.txt" 2>&1
for c in "sd1 full" "sd2 ro" "sd3 full landlock" "sd4 ro landlock"; do
	set -- $c
	rm -f "/var/tmp/rt4b/s/$1.fault.jsonl"
	"$h/smalldisk.sh" "$@" >"$R/smalldisk-$1.txt" 2>&1
	cp "/var/tmp/rt4b/s/$1.fault.jsonl" "$R/smalldisk-$1-$2${3:+-$3}.jsonl" 2>/dev/null
done
python3 "$h/summarize-faults.py" "$R"
