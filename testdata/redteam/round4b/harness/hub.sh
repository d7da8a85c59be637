#!/usr/bin/env bash
# hub.sh start|stop: a team hub on 127.0.0.1:18444 (plain HTTP on
# loopback, as docs/team.md allows for a trial) against the PostgreSQL
# started in /var/tmp/rt4b/pg (as user nobody, socket in that folder).
export GATESH_HUB_DB='host=/var/tmp/rt4b/pg port=55442 user=gatesh dbname=gatesh'
D=/var/tmp/rt4b/hub
case ${1:-} in
start)
	cd "$D" || exit 2
	setsid /var/tmp/rt4b/bin/gatesh-hub serve --db "$GATESH_HUB_DB" --team-key team.key --listen 127.0.0.1:18444 --decision-ttl 1h </dev/null >"$D/serve.log" 2>&1 &
	echo $! >"$D/pid"
	sleep 1
	curl -s http://127.0.0.1:18444/healthz
	echo
	;;
stop)
	[ -f "$D/pid" ] && kill "$(cat "$D/pid")"
	;;
*) exit 2 ;;
esac
