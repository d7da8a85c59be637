#!/usr/bin/env bash
# gitvariant.sh NAME PRE POST [setup options...]: a fresh Landlock scenario;
# the agent's lines of PRE (ending in a held command), the operator
# approves every pending request, then the agent's lines of POST.
set -u
h=$(dirname "$0")
n=$1 pre=$2 post=$3
shift 3
"$h/setup.sh" "$n" landlock "$@" >/dev/null || exit 2
"$h/runlines.sh" "$n" "$pre" 2>&1 | grep -v '^\[line .*\] rc=0$'
for id in $("$h/op.sh" "$n" pending 2>/dev/null | awk 'NR>1{print $1}'); do
	"$h/op.sh" "$n" show "$id" | grep -E '^(git hooks|command)|^  git' | head -20
	"$h/op.sh" "$n" approve "$id" | head -1
done
echo "--- after the approval"
"$h/runlines.sh" "$n" "$post" 2>&1 | grep -v '^\[line .*\] rc=0$'
