#!/usr/bin/env bash
# F1: a green command under Landlock replaces the project's .git by a
# gitdir file; later green commands may write the folder it names.
# Victims: the scenario's victim folder and bare remote, and (a7) folders
# of the scenario's home. Everything lies in /var/tmp/rt3/s and /srv/rt3.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
"$H/setup.sh" a2 landlock >/dev/null
"$H/runlines.sh" a2 "$P/111-gitfile.txt"
cat /var/tmp/rt3/s/a2/victim/keep.txt # "overwritten" when F1 holds
ls /var/tmp/rt3/s/a2/remote.git/hooks/post-receive
"$H/setup.sh" a7 landlock >/dev/null
S=/var/tmp/rt3/s/a7/home
mkdir -p "$S/.claude/shell-snapshots" "$S/.local/bin" "$S/.config/git" "$S/.ssh" /srv/rt3/victim
echo '{}' >"$S/.claude/settings.json"
"$H/runlines.sh" a7 "$P/115-gitfile-homesub.txt"
"$H/runlines.sh" a7 "$P/116-gitfile-homesub2.txt"
cat "$S/.claude/settings.json" "$S/.ssh/authorized_keys"
# the approved push runs a post-receive hook planted after the check (2-02)
"$H/setup.sh" g2 landlock >/dev/null
"$H/runlines.sh" g2 "$P/143-git-race-a.txt"
id=$("$H/op.sh" g2 pending | awk 'NR==2{print $1}')
"$H/op.sh" g2 show "$id" | grep 'git hooks'
"$H/op.sh" g2 approve "$id"
"$H/runlines.sh" g2 "$P/144-git-race-b.txt"
ls /var/tmp/rt3/s/g2/victim # POST-RECEIVE-RAN when F1 holds
