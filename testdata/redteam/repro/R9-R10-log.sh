#!/usr/bin/env bash
# R9: one green command under Landlock fills the disk that holds the
# gatesh folder (here a 16 MiB tmpfs) by appending to audit.jsonl; every
# later command is held with audit_error. R10: a chained record with
# "event":"approved" and a later "Event":"decision" passes log verify
# (Go's decoder reads the last, case-blind), while jq reads an approval.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
"$H/setup.sh" a2 landlock >/dev/null
G=/var/tmp/rt/s/a2/home/.gatesh
mv "$G" "$G.orig"
mkdir "$G"
mount -t tmpfs -o size=16m,mode=700 rt-a2 "$G"
cp -a "$G.orig/." "$G/"
cp "$P/104-log-fill-disk.py" /var/tmp/rt/s/a2/proj/
"$H/run.sh" a2 "$P/000-hello.sh" >/dev/null 2>&1 # the log exists once gatesh has written to it
"$H/run.sh" a2 "$P/104-log-fill-disk.sh"
"$H/run.sh" a2 "$P/000-hello.sh"
umount "$G"

"$H/setup.sh" f-casedup landlock >/dev/null
cp "$P/103-log-forge.py" /var/tmp/rt/s/f-casedup/proj/
"$H/run.sh" f-casedup "$P/000-hello.sh" >/dev/null 2>&1
"$H/run.sh" f-casedup "$P/103-log-forge-casedup.sh"
"$H/op.sh" f-casedup log verify
echo "verify exit $?"
jq -c 'select(.event == "approved") | {event, user, command, reason}' /var/tmp/rt/s/f-casedup/home/.gatesh/audit.jsonl
