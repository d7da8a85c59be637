#!/usr/bin/env bash
# nested.sh SCRIPT...: for each agentdrive script (payloads/b10-nested-*.json
# or round 4's 196/197), a fresh scenario with Claude Code on gatesh's hook
# route, the script played by the mock model, then the victim folder and
# whether gatesh logged a decision for the inner Write.
set -u
h=$(cd "$(dirname "$0")" && pwd)
for p in "$@"; do
	b=$(basename "$p" .json)
	n=nc-${b##*-}
	"$h/setup.sh" "$n" >/dev/null
	"$h/setup-agent.sh" "$n" claude hook >/dev/null 2>&1
	S=/var/tmp/rt4b/s/$n
	sed "s#HOMEDIR#$S/home#g" "$p" >"$S/script.json"
	timeout 200 /var/tmp/rt4b/bin-tools/agentdrive -agent claude -home "$S/home" -cwd "$S/proj" -script "$S/script.json" >"$S/drive.log" 2>&1
	w=$(grep -c '"tool":"Write"\|Write' "$S/home/.gatesh/audit.jsonl" 2>/dev/null)
	echo "$b: victim: $(ls "$S/victim" | tr '\n' ' ')| audit lines naming Write: $w"
done
