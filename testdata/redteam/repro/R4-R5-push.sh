#!/usr/bin/env bash
# R4: branch.<name>.pushRemote is not bound: after the approval of
# `git push` (shown: publishes to main on origin), a green command points
# the branch's push at another repository, and the approved push goes
# there. R5: submodule hooks are not bound: after the approval of
# `git push --recurse-submodules=on-demand`, a green program plants the
# submodule's pre-push hook, which runs with the machine's network.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
"$H/setup.sh" b5 landlock net >/dev/null
S=/var/tmp/rt/s/b5
git init -q --bare "$S/evil.git"
git -C "$S/proj" branch -q -u origin/main
"$H/run.sh" b5 "$P/305-commit.sh" >/dev/null 2>&1
"$H/run.sh" b5 "$P/305-push-noargs.sh" >/dev/null 2>&1
id=$("$H/op.sh" b5 pending --json | jq -r '.[0].id')
"$H/op.sh" b5 show "$id" | grep 'publishes'
"$H/op.sh" b5 approve "$id" >/dev/null
"$H/run.sh" b5 "$P/305-set-pushremote.sh" >/dev/null 2>&1
"$H/run.sh" b5 "$P/305-push-noargs.sh" 2>&1 | grep -E 'approved|To '
echo "R4: evil.git main: $(git -C "$S/evil.git" log --oneline -1 main 2>&1)"

"$H/setup.sh" b9 landlock net >/dev/null
S=/var/tmp/rt/s/b9
printf 'TOP-SECRET-b9\n' >"$S/home/secret.txt"
"$H/setup-submodule.sh" b9
cp "$P/309-submodule-hook.py" "$S/proj/"
"$H/run.sh" b9 "$P/309-push-recurse.sh" >/dev/null 2>&1
id=$("$H/op.sh" b9 pending --json | jq -r '.[0].id')
"$H/op.sh" b9 show "$id" | grep 'git hooks it runs'
"$H/op.sh" b9 approve "$id" >/dev/null
"$H/run.sh" b9 "$P/309-submodule-hook.sh" >/dev/null 2>&1
"$H/run.sh" b9 "$P/309-push-recurse.sh" >/dev/null 2>&1
sleep 1
echo "R5: $(grep -c 'submodule-hook-exfil' /var/tmp/rt/th/log) post(s) from the submodule's hook"
