#!/usr/bin/env bash
# testhost.sh up|down: a test host in a network namespace of its own,
# rt3-th, at 10.233.3.2 (the machine's side of the veth is 10.233.3.1).
# It logs every connection to /var/tmp/rt3/th/log. Nothing outside this
# machine is ever a target.
set -u
RT=/var/tmp/rt3
case ${1:-} in
up)
	mkdir -p "$RT/th"
	ip netns add rt3-th
	ip link add rt3a type veth peer name rt3b
	ip link set rt3b netns rt3-th
	ip addr add 10.233.3.1/30 dev rt3a
	ip link set rt3a up
	ip netns exec rt3-th ip addr add 10.233.3.2/30 dev rt3b
	ip netns exec rt3-th ip link set rt3b up
	ip netns exec rt3-th ip link set lo up
	ip netns exec rt3-th ip route add default via 10.233.3.1
	: >"$RT/th/log"
	ip netns exec rt3-th setsid /usr/bin/python3 "$(dirname "$0")/sink.py" "$RT/th/log" 0.0.0.0 80,8080,443 </dev/null >/dev/null 2>&1 &
	echo $! >"$RT/th/pid"
	sleep 0.5
	cat "$RT/th/log"
	;;
down)
	[ -f "$RT/th/pid" ] && kill "$(cat "$RT/th/pid")" 2>/dev/null
	ip link del rt3a 2>/dev/null
	ip netns del rt3-th 2>/dev/null
	;;
*)
	echo "usage: $0 up|down" >&2
	exit 2
	;;
esac
