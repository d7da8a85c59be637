#!/usr/bin/env bash
# smalldisk.sh NAME full|ro [landlock]: a scenario whose gatesh folder is a
# 1 MiB tmpfs; "full" fills it with a file of zeros (then runs the fault
# matrix's plain case, frees the space and verifies the log); "ro" remounts
# it read-only (plain case, then read-write again and verify).
set -u
h=$(cd "$(dirname "$0")" && pwd)
n=$1 how=$2
shift 2
"$h/setup.sh" "$n" "$@" 'wait=1s' >/dev/null || exit 2
S=/var/tmp/rt4b/s/$n
G=$S/home/.gatesh
cp -a "$G" "$S/gatesh.copy"
mount -t tmpfs -o size=1m,mode=0700 tmpfs "$G" || exit 2
cp -a "$S/gatesh.copy/." "$G/"
# one command first, so that the log, the rate counts and keys exist
"$h/run.sh" "$n" "$h/../payloads/000-hello.sh" >/dev/null 2>&1
case $how in
full)
	RT_TAG=approved "$h/gen.sh" "$n" "$h/fault.py" hold 1
	dd if=/dev/zero of="$G/filler" bs=4k 2>/dev/null
	df -k "$G" | tail -1
	"$h/gen.sh" "$n" "$h/fault.py" plain 1 /var/tmp/rt4b/s/$n.fault.jsonl
	RT_TAG=approved "$h/gen.sh" "$n" "$h/fault.py" runonly 1 /var/tmp/rt4b/s/$n.fault.jsonl
	rm -f "$G/filler"
	;;
ro)
	RT_TAG=approved "$h/gen.sh" "$n" "$h/fault.py" hold 1
	mount -o remount,ro "$G"
	"$h/gen.sh" "$n" "$h/fault.py" plain 1 /var/tmp/rt4b/s/$n.fault.jsonl
	RT_TAG=approved "$h/gen.sh" "$n" "$h/fault.py" runonly 1 /var/tmp/rt4b/s/$n.fault.jsonl
	mount -o remount,rw "$G"
	;;
esac
cat /var/tmp/rt4b/s/$n.fault.jsonl
echo "--- victim: $(ls "$S/victim" | tr '\n' ' ')"
"$h/op.sh" "$n" log verify 2>&1 | head -3
echo "--- log:"; "$h/op.sh" "$n" log 2>&1 | tail -6 | cut -c1-150
umount "$G"
