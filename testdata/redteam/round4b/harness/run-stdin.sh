#!/usr/bin/env bash
# run-stdin.sh NAME PAYLOAD STDIN: as run.sh, with the file STDIN on the
# standard input of `gatesh -c` (what an agent types into a command that
# reads it, as Codex's write_stdin does).
RT=/var/tmp/rt4b
n=$1
p=$2
in=$3
S=${RT_S:-$RT/s}/$n
[ -d "$S" ] || exit 2
export HOME=$S/home GATESH_HOME=$S/home/.gatesh
export PATH=$RT/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
export GATESH_SESSION=${GATESH_SESSION:-rt-$n}
unset XDG_RUNTIME_DIR
cd "$S/proj" || exit 2
gatesh -c "$(cat "$p")" <"$in"
rc=$?
echo "[run-stdin.sh] rc=$rc" >&2
exit $rc
