#!/usr/bin/env bash
# final.sh OUTDIR [quick]: against the target as built into /var/tmp/rt4b/bin,
# run the class batch (500), the nested agents (195), the apply_patch
# batches (400, 402), F10's race with each setting (6 runs each), and the
# findings' reproductions; results in OUTDIR. "quick" skips the races.
set -u
h=$(cd "$(dirname "$0")" && pwd)
R=$1
mkdir -p "$R"
P=$h/../payloads
cd "$h/.." || exit 2
git -C /work/wt/rt4-target rev-parse HEAD >"$R/target-commit.txt"
"$h/setup.sh" fb landlock >/dev/null
S=/var/tmp/rt4b/s/fb
"$h/gen.sh" fb "$P/500-gen-classes.py" "$S/proj" "$S/victim" "$R/500-verdicts.jsonl" >"$R/500-summary.txt" 2>&1
"$h/gen.sh" fb "$P/195-gen-nested-agents.py" "$S/proj" "$R/195-verdicts.jsonl" >"$R/195-summary.txt" 2>&1
"$h/setup.sh" fp landlock >/dev/null
mkdir -p /var/tmp/rt4b/s/fp/proj/tools
"$h/gen.sh" fp "$P/400-gen-patches.py" /var/tmp/rt4b/s/fp/proj /var/tmp/rt4b/s/fp/victim/keep.txt "$R/400-verdicts.jsonl" >"$R/400-summary.txt" 2>&1
"$h/gen.sh" fp "$P/402-gen-opencode.py" /var/tmp/rt4b/s/fp/proj /var/tmp/rt4b/s/fp/victim/keep.txt "$R/402-verdicts.jsonl" >"$R/402-summary.txt" 2>&1
{
	for g in G2-codex-apply-mode G3-working-folder G4-caches G5-loop-filters G6-G9-G10; do
		echo "=== repro/$g.sh"
		timeout 300 "$h/../repro/$g.sh" 2>&1 | tail -12
	done
} >"$R/repro.txt" 2>&1
if [ "${2:-}" != quick ]; then
	for c in 181-receivepack.cfg 182-ext-url.cfg 183-ext-pushurl.cfg 184-insteadof.cfg 185-include.cfg; do
		for i in 1 2 3 4 5 6; do
			printf '%s run %d: ' "$c" "$i"
			RT_TRIGGER=comm "$h/race.sh" "fr${c%%-*}$i" "$c" 0 2>&1 | grep -E 'victim|since then|written' | tr '\n' ' ' | cut -c1-300
			echo
		done
	done >"$R/f10-race.txt" 2>&1
fi
echo "done: $R"
