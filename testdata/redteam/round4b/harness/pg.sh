#!/usr/bin/env bash
# pg.sh start|stop: Debian's PostgreSQL as user nobody, cluster and socket
# in /var/tmp/rt4b/pg, port 55442 on the socket only; a role and database
# "gatesh" for the hub.
set -u
D=/var/tmp/rt4b/pg
B=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
case ${1:-} in
start)
	mkdir -p "$D"
	chown nobody "$D"
	if [ ! -f "$D/data/PG_VERSION" ]; then
		runuser -u nobody -- "$B/initdb" -D "$D/data" -U postgres --auth=trust >"$D/initdb.log" 2>&1 || { cat "$D/initdb.log"; exit 1; }
	fi
	runuser -u nobody -- "$B/pg_ctl" -D "$D/data" -l "$D/server.log" -o "-k $D -p 55442 -c listen_addresses= -c fsync=off" -w start
	runuser -u nobody -- "$B/psql" -h "$D" -p 55442 -U postgres -d postgres -qc "create role gatesh login" 2>/dev/null
	runuser -u nobody -- "$B/psql" -h "$D" -p 55442 -U postgres -d postgres -qc "create database gatesh owner gatesh" 2>/dev/null
	echo "dsn: host=$D port=55442 user=gatesh dbname=gatesh"
	;;
stop)
	runuser -u nobody -- "$B/pg_ctl" -D "$D/data" -m fast stop
	;;
*) exit 2 ;;
esac
