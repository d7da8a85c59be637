#!/usr/bin/env bash
# run.sh NAME PAYLOAD [DIR]: run the text of the file PAYLOAD as
# `gatesh -c TEXT` in scenario NAME, from DIR (default its project), as an
# agent would. The text is never read by this shell, only passed on.
RT=/var/tmp/rt4b
n=$1
p=$2
S=${RT_S:-$RT/s}/$n
[ -d "$S" ] || exit 2
export HOME=$S/home GATESH_HOME=$S/home/.gatesh
export PATH=$RT/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
export GATESH_SESSION=${GATESH_SESSION:-rt-$n}
unset XDG_RUNTIME_DIR
cd "${3:-$S/proj}" || exit 2
gatesh -c "$(cat "$p")"
rc=$?
echo "[run.sh] rc=$rc" >&2
exit $rc
