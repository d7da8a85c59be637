#!/usr/bin/env bash
# testhost.sh up|down: a test host in a network namespace of its own,
# rt-th, at 10.233.1.2 (the machine's side of the veth is 10.233.1.1).
# It logs every connection to /var/tmp/rt/th/log. Nothing outside this
# machine is ever a target.
set -u
RT=/var/tmp/rt
case ${1:-} in
up)
	mkdir -p "$RT/th"
	ip netns add rt-th
	ip link add rt-a type veth peer name rt-b
	ip link set rt-b netns rt-th
	ip addr add 10.233.1.1/30 dev rt-a
	ip link set rt-a up
	ip netns exec rt-th ip addr add 10.233.1.2/30 dev rt-b
	ip netns exec rt-th ip link set rt-b up
	ip netns exec rt-th ip link set lo up
	ip netns exec rt-th ip route add default via 10.233.1.1
	: >"$RT/th/log"
	ip netns exec rt-th setsid /usr/bin/python3 "$(dirname "$0")/sink.py" "$RT/th/log" 0.0.0.0 80,8080,443 </dev/null >/dev/null 2>&1 &
	echo $! >"$RT/th/pid"
	sleep 0.5
	cat "$RT/th/log"
	;;
down)
	[ -f "$RT/th/pid" ] && kill "$(cat "$RT/th/pid")" 2>/dev/null
	ip link del rt-a 2>/dev/null
	ip netns del rt-th 2>/dev/null
	;;
*)
	echo "usage: $0 up|down" >&2
	exit 2
	;;
esac
