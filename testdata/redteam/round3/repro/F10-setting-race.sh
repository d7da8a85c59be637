#!/usr/bin/env bash
# F10: a background green process appends remote.origin.receivepack to
# .git/config about 40 ms after the agent's shell call of the approved
# push starts: after the gate's last check, before git reads its config.
# The program then runs unrestricted and makes a marker in /srv/rt3/victim.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
mkdir -p /srv/rt3/victim
for i in 1 2 3; do
	rm -f /srv/rt3/victim/G-RACE-RECEIVEPACK
	"$H/gitvariant.sh" "f10-$i" "$P/147-race-pre.txt" "$P/148-race-post-40.txt"
	ls /srv/rt3/victim/G-RACE-RECEIVEPACK 2>/dev/null && echo "run $i: the program ran"
done
