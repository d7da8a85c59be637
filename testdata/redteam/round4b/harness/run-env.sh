#!/usr/bin/env bash
# run-env.sh NAME PAYLOAD VAR=VALUE...: as run.sh, with extra variables in
# the environment gatesh starts with: what an agent's settings file (a
# project's .claude/settings.json "env", say) would put there.
RT=/var/tmp/rt4b
n=$1
p=$2
shift 2
S=${RT_S:-$RT/s}/$n
[ -d "$S" ] || exit 2
export HOME=$S/home GATESH_HOME=$S/home/.gatesh
export PATH=$RT/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
export GATESH_SESSION=${GATESH_SESSION:-rt-$n}
unset XDG_RUNTIME_DIR
cd "$S/proj" || exit 2
env "$@" gatesh -c "$(cat "$p")"
rc=$?
echo "[run-env.sh] rc=$rc" >&2
exit $rc
