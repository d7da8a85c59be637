#!/usr/bin/env bash
# G3: Landlock's writable set is the working folder the agent names (Codex's
# exec_command takes a workdir per call). From ~/.local/bin, a green
# script of the project writes ~/.local/bin/git; then, back in the
# project, gatesh's own probe (a green `touch && rm`) and an approved push
# run that git outside Landlock (NoNewPrivs 0 in /tmp/rt4b-planted).
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
n=g3
"$H/setup.sh" "$n" landlock net >/dev/null
S=/var/tmp/rt4b/s/$n
mkdir -p "$S/home/.local/bin" "$S/proj/tools"
cp "$P/101-wtools.py" "$S/proj/tools/t.py"
sed "s#/var/tmp/rt4b/s/c1/#$S/#g" "$P/117-cwd-script2.txt" >"$S/plant.txt"
RT_CWD=$S/home/.local/bin "$H/runlines.sh" "$n" "$S/plant.txt" 2>&1 | grep -v 'rc=0'
ls -la "$S/home/.local/bin/git"
rm -f /tmp/rt4b-planted
PT="PATH=$S/home/.local/bin:/var/tmp/rt4b/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin"
"$H/run-env.sh" "$n" "$P/119-probe.txt" "$PT" >/dev/null 2>&1
echo "--- after a green touch && rm in the project:"
sort /tmp/rt4b-planted 2>/dev/null | uniq -c | cut -c1-160
"$H/run-env.sh" "$n" "$P/116-approved-push.txt" "$PT" >/dev/null 2>&1
id=$("$H/op.sh" "$n" pending | awk 'NR>1 && /push/{print $1}' | tail -1)
"$H/op.sh" "$n" approve "$id" | head -1
"$H/run-env.sh" "$n" "$P/116-approved-push.txt" "$PT" 2>&1 | tail -2
echo "--- the approved push:"
grep -c 'planted git: NoNewPrivs:.0' /tmp/rt4b-planted
grep 'args: push' /tmp/rt4b-planted
