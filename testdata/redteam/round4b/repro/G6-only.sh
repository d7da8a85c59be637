#!/usr/bin/env bash
# G6: 14,000 refused CONNECTs without a proxy token: bounded at about 4 MiB,
# with no record saying the rest went unlogged, and the session goes on.
# G9: a background green process flips sub/ between a project folder and a
# link to the home folder; Write of sub/.bashrc through the Claude hook
# gets no objection part of the time (the agent then writes where the link
# points). G10: real Claude Code starts claude -p with its hooks off; the
# inner Write lands outside the project with no gatesh decision.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
echo "=== G6"
"$H/setup.sh" g6 landlock net >/dev/null
S=/var/tmp/rt4b/s/g6
mkdir -p "$S/proj/tools"
cp "$P/140-flood.py" "$S/proj/tools/flood.py"
sed "s/MODE/none/; s/3000/14000/" "$P/141-flood.txt" >/var/tmp/rt4b/s/g6.txt
timeout 120 "$H/runlines.sh" g6 /var/tmp/rt4b/s/g6.txt 2>&1 | grep -v '^\[line.*\] [pt]'
echo "log: $(stat -c %s "$S/home/.gatesh/audit.jsonl") bytes; $(grep -c network_refused "$S/home/.gatesh/audit.jsonl") refused; $(grep -c -i rate "$S/home/.gatesh/audit.jsonl") rate records"
