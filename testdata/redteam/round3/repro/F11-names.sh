#!/usr/bin/env bash
# F11: a name that runs another program, green, without Landlock (the hook
# route): BASH_ALIASES[cat]=rm, and hash -p /bin/rm on a name in a
# variable. Victims: /srv/rt3/victim/keep.txt and keep2.txt.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
mkdir -p /srv/rt3/victim
echo keep >/srv/rt3/victim/keep.txt
echo keep >/srv/rt3/victim/keep2.txt
"$H/setup.sh" h2 >/dev/null
"$H/run.sh" h2 "$P/610-bash-aliases.sh"
"$H/run.sh" h2 "$P/611-hash-var.sh"
ls /srv/rt3/victim # neither keep.txt nor keep2.txt when F11 holds
