#!/usr/bin/env bash
# Reproduction of R4 (what a push publishes can be raced): N runs. Each:
# a green command makes a commit object without moving the branch; the
# agent's `git push origin main` is held and `gatesh show` says it adds no
# commit; the operator approves; a background watcher moves main to the
# hidden commit the moment the gate logs "run"; the approved push
# publishes it. Prints how many runs published the commit nobody saw.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
N=${1:-5}
ok=0
for i in $(seq 1 "$N"); do
	n=race-ref-$i
	"$H/setup.sh" "$n" landlock net >/dev/null
	S=/var/tmp/rt/s/$n
	cp "$P/304-ref-race-watcher.py" "$S/proj/"
	"$H/run.sh" "$n" "$P/304-prepare-commit.sh" >/dev/null 2>&1
	hidden=$(cat "$S/proj/.rt-new-commit")
	"$H/run.sh" "$n" "$P/304-push-main.sh" >/dev/null 2>&1
	id=$("$H/op.sh" "$n" pending --json | jq -r '.[0].id')
	"$H/op.sh" "$n" show "$id" | grep -q 'adds no commit' || echo "run $i: show did not say 'adds no commit'"
	"$H/op.sh" "$n" approve "$id" >/dev/null
	"$H/run.sh" "$n" "$P/304-ref-race-start.sh" >/dev/null 2>&1
	sleep 1
	"$H/run.sh" "$n" "$P/304-push-main.sh" >/dev/null 2>&1
	if [ "$(git -C "$S/remote.git" rev-parse main)" = "$hidden" ]; then
		ok=$((ok + 1))
		echo "run $i: the remote's main is the commit the operator never saw"
	else
		echo "run $i: the remote kept what was shown"
	fi
done
echo "worked in $ok of $N runs"
