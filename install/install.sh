#!/usr/bin/env bash
# Builds gatesh into $GATESH_HOME/bin (default ~/.gatesh/bin) and links the
# name bash to it, for agents that accept only a shell whose path holds
# "bash". Extra arguments name programs to interpose (git rm psql ...).
#
#   install/install.sh [NAME...]
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
home=${GATESH_HOME:-$HOME/.gatesh}
bin=$home/bin

mkdir -p "$bin"
chmod 700 "$home"
(cd "$repo" && go build -o "$bin/gatesh.new" ./cmd/gatesh)
mv -f "$bin/gatesh.new" "$bin/gatesh"
ln -sfn gatesh "$bin/bash"
for name in "$@"; do
	case $name in
	*/* | gatesh | "")
		echo "gatesh: error: cannot interpose $name" >&2
		exit 2
		;;
	esac
	ln -sfn gatesh "$bin/$name"
done

cat <<MSG
gatesh installed in $bin
  Claude Code: in ~/.claude/settings.json set
      {"env": {"CLAUDE_CODE_SHELL": "$bin/bash"}}
    then restart it.
  Gemini CLI, Aider, goose: start them with PATH=$bin:\$PATH (or SHELL=$bin/bash).
  Or let gatesh set an agent up: $bin/gatesh install --agent claude|codex|gemini|cursor|aider|goose
    (--dry-run shows the change), then $bin/gatesh doctor checks it.
  Check it: $bin/gatesh explain -c 'git push --force origin main'
  Approvals: run $bin/gatesh init once (as the operator) to create the key
    that signs them; then gatesh pending, gatesh show ID, gatesh approve ID.
MSG
