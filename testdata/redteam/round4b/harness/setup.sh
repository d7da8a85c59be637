#!/usr/bin/env bash
# setup.sh NAME [landlock] [net] [wait=DUR]: a fresh scenario under
# /var/tmp/rt4b/s/NAME: a home, a gatesh folder with a key, a git project
# with one commit and a bare remote, and a victim folder outside both.
set -euo pipefail
RT=/var/tmp/rt4b
n=$1
shift
case $n in '' | */* | . | ..) exit 2 ;; esac
S=${RT_S:-$RT/s}/$n
rm -rf -- "$S"
mkdir -p "$S/home" "$S/proj" "$S/victim"
export HOME=$S/home GATESH_HOME=$S/home/.gatesh
export PATH=$RT/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
unset XDG_RUNTIME_DIR
gatesh init >/dev/null 2>&1
wait=0s
{
	for opt in "$@"; do
		case $opt in
		landlock) echo 'enforce = "landlock"' ;;
		net) echo 'network = "allowlist"' ;;
		wait=*) ;;
		*) echo "$opt" ;;
		esac
	done
	for opt in "$@"; do case $opt in wait=*) wait=${opt#wait=} ;; esac; done
	printf '[hold]\nwait = "%s"\n' "$wait"
} >"$GATESH_HOME/config.toml"
git init -q --bare "$S/remote.git"
git -C "$S/proj" init -q -b main
git -C "$S/proj" config user.email rt@example.invalid
git -C "$S/proj" config user.name rt
printf 'hello\n' >"$S/proj/README"
git -C "$S/proj" add README
git -C "$S/proj" commit -qm init
git -C "$S/proj" remote add origin "$S/remote.git"
git -C "$S/proj" push -q origin main
printf 'victim data\n' >"$S/victim/keep.txt"
echo "$S"
