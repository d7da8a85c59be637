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
# The review page (gatesh serve) is a program of its own, beside gatesh.
(cd "$repo" && go build -o "$bin/gatesh-serve.new" ./cmd/gatesh-serve)
mv -f "$bin/gatesh-serve.new" "$bin/gatesh-serve"
# gatesh export runs it; it is separate because the SQLite engine in it
# would slow every start of the shell. Pure Go: one of its libraries links
# net, which would otherwise bring cgo and the dynamic loader.
(cd "$repo" && CGO_ENABLED=0 go build -o "$bin/gatesh-export.new" ./cmd/gatesh-export)
mv -f "$bin/gatesh-export.new" "$bin/gatesh-export"
# gatesh runs it to ask a model for a second opinion ([model] in
# config.toml); it holds the HTTP client that gatesh itself must not link.
# Pure Go, so that it starts without the dynamic loader.
(cd "$repo" && CGO_ENABLED=0 go build -o "$bin/gatesh-model.new" ./cmd/gatesh-model)
mv -f "$bin/gatesh-model.new" "$bin/gatesh-model"
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
    that signs them; then gatesh pending, gatesh show ID, gatesh approve ID,
    or gatesh serve for the review page.
MSG
