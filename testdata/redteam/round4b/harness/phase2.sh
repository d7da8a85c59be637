#!/usr/bin/env bash
# phase2.sh LABEL: after the target is rebuilt into /var/tmp/rt4b/bin, run
# G1, G2, G8-G16: round 4's batches again and round 4b's new spellings.
# Verdict batches only call gatesh check / gatesh hook; the G2 repro and
# the real agents run through gatesh against victims in /var/tmp/rt4b.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness P=$R/payloads O=$R/results/$1
mkdir -p "$O"
cd "$R" || exit 2
echo "== batches (gatesh check / hook)"
"$H/setup.sh" fb landlock >/dev/null
mkdir -p /var/tmp/rt4b/s/fb/proj/tools
"$H/gen.sh" fb "$P/500-gen-classes.py" /var/tmp/rt4b/s/fb/proj /var/tmp/rt4b/s/fb/victim "$O/500-verdicts.jsonl" >"$O/500.txt" 2>&1
"$H/gen.sh" fb "$P/400-gen-patches.py" /var/tmp/rt4b/s/fb/proj /var/tmp/rt4b/s/fb/victim/keep.txt "$O/400-verdicts.jsonl" >"$O/400.txt" 2>&1
"$H/gen.sh" fb "$P/195-gen-nested-agents.py" /var/tmp/rt4b/s/fb/proj "$O/195-verdicts.jsonl" >"$O/195.txt" 2>&1
"$H/gen.sh" fb "$P/b8-gen-classes.py" /var/tmp/rt4b/s/fb/proj /var/tmp/rt4b/s/fb/victim "$O/b8-verdicts.jsonl" "$1" >"$O/b8.txt" 2>&1
[ -n "${NOINGEST:-}" ] || for k in 500 400 195 b8; do python3 "$H/ingest.py" "$k" "$O/$k-verdicts.jsonl" "$1"; done
echo "== effects of new spellings (runs through gatesh)"
python3 "$P/b8-effects-gen.py" >/dev/null
RT_OUT=$O/effects.jsonl python3 "$H/drive.py" "$P/b8-effects.json" | tee "$O/effects.txt"
echo "== G1, G2 with the real Codex CLI (e2e harness)"
W=$(cd "$R/../../.." && pwd)
cp "$R/repro/redteam_g1b_test.go.txt" "$W/e2e/redteam_g1b_test.go"
(cd "$W" && GATESH_E2E_BINARY=/var/tmp/rt4b/bin/gatesh timeout 600 go test ./e2e -run TestRedteamG1b -count=1 -v 2>&1) |
	grep -E '^(=== RUN|--- |ok|FAIL|PASS)|G1/G2:|received' | cut -c1-300 >"$O/g1b.txt"
rm -f "$W/e2e/redteam_g1b_test.go"
cp "$R/repro/redteam_g11b_test.go.txt" "$W/e2e/redteam_g11b_test.go"
(cd "$W" && GATESH_E2E_BINARY=/var/tmp/rt4b/bin/gatesh timeout 600 go test ./e2e -run TestRedteamG11b -count=1 -v 2>&1) |
	grep -E '^(=== RUN|--- |ok|FAIL|PASS)|G11:|gave' | cut -c1-300 >"$O/g11b.txt"
rm -f "$W/e2e/redteam_g11b_test.go"
grep -E 'G11:|^ok|^FAIL' "$O/g11b.txt"
for n in rr1 rr2; do "$H/setup.sh" $n >/dev/null; done
"$H/run-stdin.sh" rr1 "$P/512-bash-stdin.txt" "$P/510-typed.txt" >"$O/rr1.txt" 2>&1
"$H/run-stdin.sh" rr2 "$P/513-trace-stdin.txt" "$P/511-typed.py" >"$O/rr2.txt" 2>&1
echo "7-r03 victim: $(ls /var/tmp/rt4b/s/rr1/victim | tr '\n' ' ')| 7-r04 victim: $(ls /var/tmp/rt4b/s/rr2/victim | tr '\n' ' ')" | tee "$O/g11-rerun.txt"
grep -E 'G1/G2|^ok|^FAIL' "$O/g1b.txt"
echo "== G2 repro (runs through gatesh)"
bash "$R/repro/G2-codex-apply-mode.sh" >"$O/g2-repro.txt" 2>&1
tail -4 "$O/g2-repro.txt"
for i in 1 2 3; do
	"$H/setup.sh" g2n$i >/dev/null
	mkdir -p /var/tmp/rt4b/s/g2n$i/proj/tools
	cp "$P/401-del-victim.patch" /var/tmp/rt4b/s/g2n$i/proj/tools/p.patch
	sed "s#/var/tmp/rt4b/s/p2/#/var/tmp/rt4b/s/g2n$i/#g" "$P/401-del-victim.patch" >/var/tmp/rt4b/s/g2n$i/proj/tools/p.patch
	grep -v '^#' "$P/b2-lines.txt" | sed -n "${i}p" >/var/tmp/rt4b/s/g2n$i/line.txt
	"$H/runlines.sh" g2n$i /var/tmp/rt4b/s/g2n$i/line.txt >"$O/g2n$i.txt" 2>&1
	echo "b2-lines.txt line $i: victim: $(ls /var/tmp/rt4b/s/g2n$i/victim | tr '\n' ' ')(keep.txt gone = worked)" | tee -a "$O/g2-new.txt"
done
echo "== G9 race"
"$H/setup.sh" t1 landlock >/dev/null
"$H/runlines.sh" t1 "$P/191-flip-start.txt" >/dev/null 2>&1
sleep 1
{
	"$H/gen.sh" t1 "$P/192-hook-race.py" /var/tmp/rt4b/s/t1/proj 30
	for k in write edit multiedit notebook codex-patch gemini-write write-dot write-rel; do
		"$H/gen.sh" t1 "$P/b9-hook-race.py" /var/tmp/rt4b/s/t1/proj 30 "$k"
	done
} 2>&1 | tee "$O/g9-race.txt"
kill "$(cat /var/tmp/rt4b/s/t1/proj/tools/flip.pid)" 2>/dev/null
echo "== G9 real Claude Code (40 Writes while sub flips)"
"$H/race-agent.sh" 2>&1 | tee "$O/g9-agent.txt"
RT_RACE=bash "$H/race-agent.sh" 2>&1 | tee "$O/g9-agent-bash.txt"
echo "== G10 real Claude Code"
"$H/nested.sh" "$P/196-nested-claude.json" "$P/197-nested-claude-control.json" "$P"/b10-nested-*.json 2>&1 | tee "$O/g10-nested.txt"
[ -n "${NOINGEST:-}" ] || python3 "$H/record-phase2.py" "$1"
