#!/usr/bin/env bash
# F3: a loop worker's green commands plant a post-index-change hook (in
# .git/hooks, l1; or in a core.hooksPath folder, l2); the loop's own git
# runs it outside the gate. The marker lands in /srv/rt3/victim, which the
# worker's commands (under Landlock) cannot write.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
mkdir -p /srv/rt3/victim
rm -f /srv/rt3/victim/L* /srv/rt3/victim/stolen*
for c in "l1 401-worker-cmds.txt" "l2 402-worker-cmds.txt" "l3 404-worker-cmds.txt"; do
	set -- $c
	"$H/setup.sh" "$1" landlock >/dev/null
	S=/var/tmp/rt3/s/$1
	mkdir -p "$S/w"
	cp "$P/400-worker.sh" "$S/w/worker.sh"
	chmod +x "$S/w/worker.sh"
	cp "$P/$2" "$S/w/worker-cmds.txt"
	(
		cd "$S/proj" || exit 2
		export HOME=$S/home GATESH_HOME=$S/home/.gatesh
		export PATH=/var/tmp/rt3/bin:/usr/sbin:/usr/bin:/sbin:/bin
		unset XDG_RUNTIME_DIR
		timeout 120 gatesh loop --task 'make done.txt' --done 'done.txt exists' \
			--verify 'test -f done.txt' --max-iterations 1 -- "$S/w/worker.sh"
	)
done
ls /srv/rt3/victim # L1-POST-INDEX-CHANGE, L9-HOOKSPATH and stolen-audit.key when F3 holds
