#!/usr/bin/env bash
# F4-F9: the generated batches' verdicts (gatesh check only; nothing runs),
# then three of the green verdicts run without Landlock (the hook route),
# against /srv/rt3/victim and the scenario's project.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
"$H/setup.sh" b1 landlock >/dev/null
(
	export HOME=/var/tmp/rt3/s/b1/home GATESH_HOME=/var/tmp/rt3/s/b1/home/.gatesh
	export PATH=/var/tmp/rt3/bin:/usr/sbin:/usr/bin:/sbin:/bin
	python3 "$P/300-gen-batches.py" /var/tmp/rt3/s/b1/proj results/300-verdicts.jsonl
	python3 "$P/301-gen-batches-b.py" /var/tmp/rt3/s/b1/proj results/301-verdicts.jsonl
)
python3 build-attempts.py
mkdir -p /srv/rt3/victim
echo keep >/srv/rt3/victim/keep.txt
"$H/setup.sh" h1 >/dev/null
"$H/runlines.sh" h1 "$P/310-confirm.txt" # F5 git mv to .mcp.json, F6 tar -cf outside
(
	cd /var/tmp/rt3/s/h1/proj || exit 2
	HOME=/var/tmp/rt3/s/h1/home GATESH_HOME=/var/tmp/rt3/s/h1/home/.gatesh \
		PATH=/var/tmp/rt3/bin:/usr/bin:/bin gatesh -c "$(cat "$P/311-stdin-source.sh")" <"$P/312-typed.txt"
)
ls /srv/rt3/victim /var/tmp/rt3/s/h1/proj/.mcp.json
