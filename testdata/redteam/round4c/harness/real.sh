#!/usr/bin/env bash
# real.sh NAME...: run the real cases payloads/real/NAME.* (620-gen-real.py):
# a fresh scenario NAME (Landlock as the index says), the project's tools/
# files, each line as `gatesh -c LINE` (the last one with NAME.stdin on
# its standard input when there is one), then the victim's state: keep.txt
# and what else is in the victim folder, .mcp.json in the project, and the
# home's .bashrc. The texts are never read as code by this shell.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness R=$PWD/payloads/real
for n in "$@"; do
	ll=$(python3 -c 'import json,sys; print(next("landlock" if c["landlock"] else "" for c in json.load(open(sys.argv[1])) if c["name"] == sys.argv[2]))' "$R/index.json" "$n")
	"$H/setup.sh" "$n" $ll >/dev/null
	S=/var/tmp/rt4c/s/$n
	RT4C_TOOLS=$S/proj/tools python3 "$PWD/payloads/620-gen-real.py"
	export HOME=$S/home GATESH_HOME=$S/home/.gatesh GATESH_SESSION=rt-$n
	export PATH=/var/tmp/rt4c/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
	unset XDG_RUNTIME_DIR
	nl=$(grep -c . "$R/$n.lines")
	i=0
	while IFS= read -r line; do
		i=$((i + 1))
		if [ "$i" = "$nl" ] && [ -f "$R/$n.stdin" ]; then
			(cd "$S/proj" && gatesh -c "$line" <"$R/$n.stdin") >"$S/out.$i" 2>&1
		else
			(cd "$S/proj" && gatesh -c "$line" </dev/null) >"$S/out.$i" 2>&1
		fi
		echo "$n line $i rc=$? $(head -c 300 "$S/out.$i" | tr '\n' ' ')"
	done <"$R/$n.lines"
	k=gone
	[ -f "$S/victim/keep.txt" ] && k="present: $(head -c 60 "$S/victim/keep.txt" | tr '\n' ' ')"
	echo "$n RESULT keep.txt $k | victim: $(ls -A "$S/victim" | tr '\n' ' ')| .mcp.json: $([ -f "$S/proj/.mcp.json" ] && echo PRESENT || echo absent) | .bashrc: $([ -f "$S/home/.bashrc" ] && head -c 80 "$S/home/.bashrc" | tr '\n' ' ' || echo absent)"
done
