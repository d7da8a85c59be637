#!/usr/bin/env bash
# runlines.sh NAME FILE: each non-empty line of FILE that does not start
# with '#' is one agent shell call, `gatesh -c LINE`, in scenario NAME, in
# order (as run.sh). The text is never read as code by this shell.
RT=/var/tmp/rt4b
n=$1
p=$2
S=${RT_S:-$RT/s}/$n
[ -d "$S" ] || exit 2
export HOME=$S/home GATESH_HOME=$S/home/.gatesh
export PATH=$RT/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
export GATESH_SESSION=${GATESH_SESSION:-rt-$n}
unset XDG_RUNTIME_DIR
cd "${RT_CWD:-$S/proj}" || exit 2
i=0
while IFS= read -r line || [ -n "$line" ]; do
	case $line in '' | '#'*) continue ;; esac
	i=$((i + 1))
	printf '[line %d] %s\n' "$i" "$line" >&2
	gatesh -c "$line" </dev/null
	echo "[line $i] rc=$?" >&2
done <"$p"
