#!/usr/bin/env bash
# gen.sh NAME SCRIPT ARGS...: run a batch generator (python3 SCRIPT ARGS)
# with scenario NAME's HOME, GATESH_HOME and PATH, from its project. The
# generator passes each case to gatesh check / gatesh hook only.
RT=/var/tmp/rt4b
n=$1
s=$2
shift 2
S=${RT_S:-$RT/s}/$n
[ -d "$S" ] || exit 2
export HOME=$S/home GATESH_HOME=$S/home/.gatesh
export PATH=$RT/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
export GATESH_SESSION=${GATESH_SESSION:-rt-$n}
unset XDG_RUNTIME_DIR
cd "$S/proj" || exit 2
exec python3 "$s" "$@"
