#!/usr/bin/env bash
# R7: gatesh loop runs what its worker wrote outside the gate: the
# verifier's script (rewritten by a green command of the worker), and the
# clean filter the worker names in .git/config (run by the loop's own
# `git add`). Both post the secret to the test host from the machine's
# namespace, with Landlock and the allowlist on for the worker.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
export RT_S=/srv/rt/s
log=/var/tmp/rt/th/log
setup() { # NAME FILES...
	n=$1
	shift
	"$H/setup.sh" "$n" landlock net >/dev/null
	S=$RT_S/$n
	mkdir -p "$S/home/victim"
	printf 'TOP-SECRET-%s\n' "$n" >"$S/home/secret.txt"
	for f in "$@"; do cp "$P/$f" "$S/proj/"; done
	chmod +x "$S"/proj/*.sh
	[ -e "$S/proj/test.sh" ] || printf 'exit 1\n' >"$S/proj/test.sh"
	git -C "$S/proj" add -A
	git -C "$S/proj" commit -qm 'loop setup'
}
setup l1 510-loop-worker.sh 510-write-test.py 510-task.toml
timeout 150 "$H/op.sh" l1 loop 510-task.toml 2>&1 | grep -E 'verified|stopped'
setup l2 511-loop-worker.sh 511-write-filter.py 511-task.toml
timeout 150 "$H/op.sh" l2 loop 511-task.toml >/dev/null 2>&1
sleep 1
echo "verifier: $(grep -c loop-verifier-exfil "$log") post(s); wrote outside: $(ls "$RT_S/l1/home/victim")"
echo "clean filter: $(grep -c loop-clean-filter-exfil "$log") post(s)"
