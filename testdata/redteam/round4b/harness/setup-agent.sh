#!/usr/bin/env bash
# setup-agent.sh NAME AGENT [ROUTE]: after setup.sh NAME, link the agent's
# folder to the built gatesh and run `gatesh install --agent AGENT` in the
# scenario's home, as the README says.
set -euo pipefail
S=${RT_S:-/var/tmp/rt4b/s}/$1
export HOME=$S/home GATESH_HOME=$S/home/.gatesh
A=/root/.cache/gatesh-agents
export PATH=/var/tmp/rt4b/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin:$A/_anthropic-ai_claude-code_2.1.328/node_modules/.bin:$A/_google_gemini-cli_0.61.0/node_modules/.bin:$A/_openai_codex_0.169.0/node_modules/.bin
mkdir -p "$GATESH_HOME/bin"
ln -sf /var/tmp/rt4b/bin/gatesh "$GATESH_HOME/bin/gatesh"
ln -sf /var/tmp/rt4b/bin/gatesh "$GATESH_HOME/bin/bash"
if [ "$2" = gemini ]; then
	mkdir -p "$HOME/.gemini"
	printf '{"security": {"auth": {"selectedType": "gemini-api-key"}, "folderTrust": {"enabled": false}}}\n' >"$HOME/.gemini/settings.json"
fi
cd "$S/proj"
if [ -n "${3:-}" ]; then
	gatesh install --agent "$2" --route "$3"
else
	gatesh install --agent "$2"
fi
