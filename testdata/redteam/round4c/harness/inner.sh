#!/usr/bin/env bash
# inner.sh ID...: for each agentdrive script payloads/ID-*.json, a fresh
# scenario ag-ID (no Landlock), Claude Code installed on the hook route,
# the real Claude Code driven by the mock model through the script; then
# list the victim folder (new-by-nested-claude.txt there = the inner
# agent's Write landed) and the audit log's last decisions.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
for id in "$@"; do
	f=$(ls "$P/$id"-*.json | head -1)
	n=ag-$id
	"$H/setup.sh" "$n" >/dev/null
	"$H/setup-agent.sh" "$n" claude hook >/dev/null 2>&1
	S=/var/tmp/rt4c/s/$n
	sed "s#HOMEDIR#$S/home#" "$f" >"$S/script.json"
	rm -f /tmp/rt4c-inner.log
	timeout 240 /var/tmp/rt4c/bin-tools/agentdrive -agent claude -home "$S/home" -cwd "$S/proj" -script "$S/script.json" >"$S/drive.log" 2>&1
	cp /tmp/rt4c-inner.log "$S/inner.log" 2>/dev/null
	echo "$id: victim: $(ls "$S/victim" | tr '\n' ' ')"
	grep -E '^(agentdrive|--- result)' "$S/drive.log" | head -8
	HOME=$S/home GATESH_HOME=$S/home/.gatesh /var/tmp/rt4c/bin/gatesh log 2>/dev/null | tail -4 | cut -c1-200
done
