#!/usr/bin/env bash
# setup-submodule.sh NAME: after setup.sh NAME, give its project a
# submodule "sub" (from a bare repository in the scenario), pushed, then one
# new submodule commit and one superproject commit that records it, neither
# pushed: a `git push --recurse-submodules=on-demand` must push both.
set -euo pipefail
S=${RT_S:-/var/tmp/rt4b/s}/$1
export HOME=$S/home
git config --global protocol.file.allow always
git config --global user.email rt@example.invalid
git config --global user.name rt
git init -q --bare "$S/subremote.git"
t=$(mktemp -d)
git -C "$t" init -q -b main
printf 'sub\n' >"$t/f"
git -C "$t" add f
git -C "$t" commit -qm sub-init
git -C "$t" push -q "$S/subremote.git" main
git --git-dir "$S/subremote.git" symbolic-ref HEAD refs/heads/main
rm -rf "$t"
cd "$S/proj"
git submodule -q add "$S/subremote.git" sub
git commit -qm 'add sub'
git push -q origin main
printf 'more\n' >>sub/f
git -C sub commit -qam sub-change
git add sub
git commit -qm 'bump sub'
