#!/usr/bin/env bash
# race.sh NAME CFG DELAY: F10's race with one setting (payloads/CFG) and one
# delay in ms: gitvariant.sh with 186-race-pre.txt and 187-race-post.txt
# filled in; then lists the victim folder (a G10-* marker means the program
# a setting named ran outside the gate).
set -u
h=$(cd "$(dirname "$0")" && pwd)
n=$1 cfg=$2 d=$3
P=$h/../payloads
post=/var/tmp/rt4b/s/$n.post.txt
mkdir -p /var/tmp/rt4b/s
sed "s#TRIG#${RT_TRIGGER:-shell}#; s#DELAY#$d#; s#CFG#$cfg#; s#VICTIMDIR#/var/tmp/rt4b/s/$n/victim#" "$P/187-race-post.txt" >"$post"
"$h/gitvariant.sh" "$n" "$P/186-race-pre.txt" "$post" 2>&1 | grep -v '^\[line' | grep -v '^  git-config' | tail -8
sleep 1
cat /tmp/rt4b-race.log 2>/dev/null
echo "--- victim: $(ls /var/tmp/rt4b/s/$n/victim | tr '\n' ' ')"
