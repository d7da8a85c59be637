#!/usr/bin/env bash
# setup-team.sh: two machines (scenarios tm1 and tm2 under /var/tmp/rt4b/s, with
# Landlock and the network allowlist) joined to the hub of hub.sh, each
# with its sync running in the background; members alice (approver, her
# login root on tm1's machine) and bob (approver), carol (viewer), and a
# read-only token for bob. Tokens go to /var/tmp/rt4b/hub/tokens/.
set -euo pipefail
export GATESH_HUB_DB='host=/var/tmp/rt4b/pg port=55442 user=gatesh dbname=gatesh'
HUB=http://127.0.0.1:18444
H=$(cd "$(dirname "$0")" && pwd)
T=/var/tmp/rt4b/hub/tokens
mkdir -p "$T"
export RT_S=/var/tmp/rt4b/s
for m in tm1 tm2; do
	"$H/setup.sh" "$m" landlock net wait=3s >/dev/null
	S=$RT_S/$m
	tok=$(/var/tmp/rt4b/bin/gatesh-hub enrol --db "$GATESH_HUB_DB" --group dev --expires 1d | tail -1)
	(
		export HOME=$S/home GATESH_HOME=$S/home/.gatesh PATH=/var/tmp/rt4b/bin:/usr/sbin:/usr/bin:/sbin:/bin
		cd "$S/proj"
		gatesh team join "$HUB" --token "$tok"
		setsid gatesh team sync </dev/null >"$S/sync.log" 2>&1 &
		echo $! >"$S/sync.pid"
	)
done
m1=$(grep '^machine = ' "$RT_S/tm1/home/.gatesh/config.toml" | sed 's/.*= *"\(.*\)"/\1/')
m2=$(grep '^machine = ' "$RT_S/tm2/home/.gatesh/config.toml" | sed 's/.*= *"\(.*\)"/\1/')
echo "machines: tm1=$m1 tm2=$m2"
/var/tmp/rt4b/bin/gatesh-hub member add alice@example.com --role approver --login "root@$m1" --token --db "$GATESH_HUB_DB" | tail -1 >"$T/alice"
/var/tmp/rt4b/bin/gatesh-hub member add bob@example.com --role approver --login "bob" --token --db "$GATESH_HUB_DB" | tail -1 >"$T/bob"
/var/tmp/rt4b/bin/gatesh-hub member add carol@example.com --role viewer --token --db "$GATESH_HUB_DB" | tail -1 >"$T/carol"
ls -la "$T"
