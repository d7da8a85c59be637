#!/usr/bin/env bash
# loop.sh NAME CMDS [loop args...]: a fresh Landlock scenario; a worker
# (round 3's 400-worker.sh) whose shell calls are the lines of CMDS, with
# VICTIM and VICTIMPROJ replaced by the scenario's victim and project
# folders; then `gatesh loop` run by the operator. Lists the victim folder.
set -u
h=$(cd "$(dirname "$0")" && pwd)
n=$1 cmds=$2
shift 2
"$h/setup.sh" "$n" landlock >/dev/null || exit 2
S=/var/tmp/rt4b/s/$n
mkdir -p "$S/w"
cp "${RT_WORKER:-$h/../../round3/payloads/400-worker.sh}" "$S/w/worker.sh"
chmod +x "$S/w/worker.sh"
sed "s#VICTIMPROJ#$S/proj#g; s#VICTIM#$S/victim#g" "$cmds" >"$S/w/worker-cmds.txt"
# RT_TASKS=TEMPLATE: a tasks file, WORKER replaced by the worker's path
[ -n "${RT_TASKS:-}" ] && sed "s#WORKER#$S/w/worker.sh#g" "$RT_TASKS" >"$S/w/tasks.toml"
(
	cd "$S/proj" || exit 2
	export HOME=$S/home GATESH_HOME=$S/home/.gatesh
	export PATH=/var/tmp/rt4b/bin:/usr/sbin:/usr/bin:/sbin:/bin
	unset XDG_RUNTIME_DIR
	if [ $# -gt 0 ] || [ -n "${RT_TASKS:-}" ]; then
		timeout 180 gatesh loop "$@" ${RT_TASKS:+"$S/w/tasks.toml"}
	else
		timeout 180 gatesh loop --task 'make done.txt' --done 'done.txt exists' \
			--verify 'test -f done.txt' --max-iterations 1 -- "$S/w/worker.sh"
	fi
)
echo "--- victim folder:"
ls "$S/victim"
