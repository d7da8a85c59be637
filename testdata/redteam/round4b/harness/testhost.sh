#!/usr/bin/env bash
# testhost.sh up|down: a test host in a network namespace of its own,
# rt4-th, at 10.233.4.2 (the machine's side of the veth is 10.233.4.1).
# It logs every connection to /var/tmp/rt4b/th/log. Nothing outside this
# machine is ever a target.
set -u
RT=/var/tmp/rt4b
case ${1:-} in
up)
	mkdir -p "$RT/th"
	ip netns add rt4-th
	ip link add rt4a type veth peer name rt4b
	ip link set rt4b netns rt4-th
	ip addr add 10.233.4.1/30 dev rt4a
	ip link set rt4a up
	ip netns exec rt4-th ip addr add 10.233.4.2/30 dev rt4b
	ip netns exec rt4-th ip link set rt4b up
	ip netns exec rt4-th ip link set lo up
	ip netns exec rt4-th ip route add default via 10.233.4.1
	: >"$RT/th/log"
	ip netns exec rt4-th setsid /usr/bin/python3 "$(dirname "$0")/sink.py" "$RT/th/log" 0.0.0.0 80,8080,443 </dev/null >/dev/null 2>&1 &
	echo $! >"$RT/th/pid"
	sleep 0.5
	cat "$RT/th/log"
	;;
down)
	[ -f "$RT/th/pid" ] && kill "$(cat "$RT/th/pid")" 2>/dev/null
	ip link del rt4a 2>/dev/null
	ip netns del rt4-th 2>/dev/null
	;;
*)
	echo "usage: $0 up|down" >&2
	exit 2
	;;
esac
