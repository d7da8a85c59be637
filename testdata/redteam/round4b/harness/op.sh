#!/usr/bin/env bash
# op.sh NAME ARGS...: the operator's gatesh (approve, show, log verify, ...)
# in scenario NAME, run from its project.
RT=/var/tmp/rt4b
n=$1
shift
S=${RT_S:-$RT/s}/$n
[ -d "$S" ] || exit 2
export HOME=$S/home GATESH_HOME=$S/home/.gatesh
export PATH=$RT/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
unset XDG_RUNTIME_DIR GATESH_SESSION
cd "$S/proj" || exit 2
exec gatesh "$@"
