#!/usr/bin/env bash
# Installs gatesh for two users of one machine:
#  - the operator's programs, gatesh, gatesh-serve, gatesh-export,
#    gatesh-model, gatesh-mcp, gatesh-net and gatesh-team, into
#    $GATESH_BINDIR (default ~/.local/bin), a folder on the operator's PATH;
#  - the agent's folder, $GATESH_HOME/bin (default ~/.gatesh/bin): links to
#    that gatesh named gatesh, bash, and each NAME given, which only the
#    agent's PATH or settings name. Putting it on the operator's PATH would
#    gate the operator's own shell.
# Re-running it is safe: it replaces what it made and nothing else.
#
#   install/install.sh [NAME...]     NAME: a program to interpose (git rm psql ...)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
home=${GATESH_HOME:-$HOME/.gatesh}
bindir=${GATESH_BINDIR:-$HOME/.local/bin}
agent=$home/bin

for name in "$@"; do
	case $name in
	*/* | gatesh | gatesh-serve | gatesh-export | gatesh-model | gatesh-mcp | gatesh-net | gatesh-team | "" | . | ..)
		echo "gatesh: error: cannot interpose $name" >&2
		exit 2
		;;
	esac
done
case $bindir in
/*) ;;
*)
	echo "gatesh: error: GATESH_BINDIR must be an absolute path, not $bindir" >&2
	exit 2
	;;
esac
if [[ $(cd "$bindir" 2>/dev/null && pwd -P) == $(cd "$agent" 2>/dev/null && pwd -P) && -d $agent ]]; then
	echo "gatesh: error: GATESH_BINDIR is the agent's folder $agent; the operator's programs need a folder of their own" >&2
	exit 2
fi

# A new gatesh folder is the operator's alone; an existing one keeps its
# modes, which gatesh init --group sets for the two-user setup.
if [[ ! -d $home ]]; then
	mkdir -p "$home"
	chmod 700 "$home"
fi
mkdir -p "$bindir" "$agent"

# Each program is built under a temporary name and renamed into place, so
# a gatesh that is running, or a half-finished build, is never replaced
# by a partial file.
build() { # build NAME [ENV...]
	local name=$1
	shift
	(cd "$repo" && env "$@" go build -o "$bindir/$name.new" "./cmd/$name")
	mv -f "$bindir/$name.new" "$bindir/$name"
}
build gatesh
# The review page is a program of its own: linking a web server into
# gatesh would make every start of the shell load more.
build gatesh-serve
# gatesh export runs it; it is separate because the SQLite engine in it
# would slow every start of the shell. Pure Go: one of its libraries links
# net, which would otherwise bring cgo and the dynamic loader.
build gatesh-export CGO_ENABLED=0
# gatesh runs it to ask a model for a second opinion ([model] in
# config.toml); it holds the HTTP client that gatesh itself must not link.
# Pure Go, so that it starts without the dynamic loader.
build gatesh-model CGO_ENABLED=0
# gatesh mcp --url runs it: it speaks streamable HTTP to an MCP server,
# which gatesh itself must not link. Pure Go.
build gatesh-mcp CGO_ENABLED=0
# network = "allowlist" runs it, found beside gatesh: the proxy and the
# namespace holder, separate so that gatesh does not link package net.
# Pure Go, so that it is one static file like gatesh.
build gatesh-net CGO_ENABLED=0
# gatesh team runs it: a machine's side of a team's hub (join, the sync
# service) and an approver's commands, with the HTTPS client gatesh must
# not link. Pure Go, so that the sync service is one static file.
build gatesh-team CGO_ENABLED=0
# gatesh runs it, found beside itself, to list the names an archive
# brings (tar -x, unzip): archive/tar and the decompressors are linked
# here, not in gatesh, which starts before every command. Pure Go.
build gatesh-archive CGO_ENABLED=0

# The agent's folder holds links only. Versions before this layout built
# the programs into it: those copies go, so that nothing runs an old one.
for old in gatesh-serve gatesh-export gatesh-model gatesh-mcp gatesh-net; do
	if [[ -f $agent/$old && ! -L $agent/$old ]]; then
		rm -f "$agent/$old"
	fi
done
for name in gatesh bash "$@"; do
	ln -sfn "$bindir/gatesh" "$agent/$name.new"
	mv -f "$agent/$name.new" "$agent/$name"
done
links=$(printf '%s, ' gatesh bash "$@")

# Does the operator's shell find the programs, and only the operator's?
found=$(command -v gatesh 2>/dev/null || true)
case :$PATH: in
*:"$bindir":* | *:"$bindir/":*)
	if [[ -n $found && $found != "$bindir/gatesh" ]]; then
		path_note="your PATH finds another gatesh first: $found; remove it or put $bindir before it"
	else
		path_note="$bindir is on your PATH"
	fi
	;;
*)
	path_note="$bindir is not on your PATH: add
      export PATH=\"$bindir:\$PATH\"
    to ~/.profile (or ~/.bashrc), or run the programs as $bindir/gatesh"
	;;
esac
case :$PATH: in
*:"$agent":* | *:"$agent/":*)
	path_note="$path_note
  WARNING: the agent's folder $agent is on your PATH: its bash would gate
    your own shell. Remove it from your PATH; only the agent's settings name it."
	;;
esac

cat <<MSG
gatesh installed
  your programs:  $bindir/gatesh, gatesh-serve, gatesh-export, gatesh-model, gatesh-mcp, gatesh-net, gatesh-team
  agent's folder: $agent (${links%, } -> $bindir/gatesh)
  $path_note
Next:
  gatesh init                             once: the key that signs approvals
  gatesh install --agent claude --dry-run  (or codex, gemini, cursor, aider, goose)
  gatesh install --agent claude            then restart the agent
  gatesh doctor                            what your PATH and the agent's find, and what is wrong
  gatesh explain -c 'git push --force origin main'
By hand instead: Claude Code takes {"env": {"CLAUDE_CODE_SHELL": "$agent/bash"}}
  in ~/.claude/settings.json; Gemini CLI, Aider and goose start with
  PATH=$agent:\$PATH (or SHELL=$agent/bash).
MSG
