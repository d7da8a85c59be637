#!/usr/bin/env bash
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
echo "=== G10"
for v in 196-nested-claude 197-nested-claude-control; do
	n=ag-${v%%-*}
	"$H/setup.sh" "$n" >/dev/null
	"$H/setup-agent.sh" "$n" claude hook >/dev/null 2>&1
	S=/var/tmp/rt4b/s/$n
	sed "s#HOMEDIR#$S/home#" "$P/$v.json" >"$S/script.json"
	timeout 200 /var/tmp/rt4b/bin-tools/agentdrive -agent claude -home "$S/home" -cwd "$S/proj" -script "$S/script.json" >/dev/null 2>&1
	echo "$v: victim: $(ls "$S/victim" | tr '\n' ' ')"
done
