#!/usr/bin/env bash
# R11: on a team machine with Landlock and the allowlist, a green command
# reads team/machine.key and team/approver.json, and a chained "approved
# by alice" record it appends (which local log verify rejects) reaches
# the hub with no flag. Needs PostgreSQL in /var/tmp/rt/pg (README),
# harness/hub.sh start and harness/setup-team.sh, and the operator of tm1
# signed in (gatesh team login) as alice.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
export RT_S=/srv/rt/s
S=$RT_S/tm1
m1=$(grep '^machine = ' "$S/home/.gatesh/config.toml" | sed 's/.*= *"\(.*\)"/\1/')
cp "$P/701-team-secrets.py" "$P/103-log-forge.py" "$S/proj/"
"$H/run.sh" tm1 "$P/701-team-secrets.sh"
"$H/run.sh" tm1 "$P/103-log-forge-plain.sh"
sleep 4
"$H/op.sh" tm1 log verify 2>&1 | head -1
psql "host=/var/tmp/rt/pg port=55432 user=gatesh dbname=gatesh" -Atc \
	"select seq, coalesce(flag, '(no flag)'), line::json->>'event', line::json->>'user' from audit_lines where machine = '$m1' order by seq desc limit 2"
