#!/usr/bin/env bash
# R1: a green command under Landlock writes the project's Claude Code
# settings; Claude Code then runs what they name outside gatesh, and
# `gatesh doctor` finds no problem. Needs the pinned Claude Code
# (go run ./e2e/cmd/install-agents), the test host (harness/testhost.sh
# up) and agentdrive (go build -o /var/tmp/rt/bin-tools/agentdrive
# ./testdata/redteam/agentdrive).
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
export RT_S=/srv/rt/s # a bind mount of /var/tmp/rt/alt: paths outside /var/tmp
D=/var/tmp/rt/bin-tools/agentdrive
log=/var/tmp/rt/th/log

run() { # NAME SCRIPT...: scenario NAME with Landlock, the allowlist and Claude Code installed
	n=$1
	shift
	"$H/setup.sh" "$n" landlock net >/dev/null
	"$H/setup-agent.sh" "$n" claude >/dev/null 2>&1
	printf 'TOP-SECRET-%s\n' "$n" >"$RT_S/$n/home/secret.txt"
	cp "$P"/502-* "$P"/504-* "$P"/505-* "$P/313-preload-net.c" "$RT_S/$n/proj/"
	for s in "$@"; do "$D" -agent claude -home "$RT_S/$n/home" -cwd "$RT_S/$n/proj" -script "$s" >/dev/null; done
	sleep 2
}

m=$(wc -l <"$log")
run r1-hooks "$P/502-script.json" "$P/504-script-2.json"
echo "project hook:   $(tail -n +$((m + 1)) "$log" | grep -c project-hook-exfil) posts of the secret from outside the namespace"
m=$(wc -l <"$log")
run r1-mcp "$P/504-script.json" "$P/504-script-2.json"
echo "project MCP:    $(tail -n +$((m + 1)) "$log" | grep -c project-mcp-exfil) posts"
m=$(wc -l <"$log")
run r1-env "$P/505-script.json" "$P/504-script-2.json"
echo "project env:    $(tail -n +$((m + 1)) "$log" | grep -c preload-from) connections from a preloaded library (git, nsenter)"
echo "doctor says:"
"$H/op.sh" r1-hooks doctor --agent claude 2>&1 | grep -E 'project settings|problems'
