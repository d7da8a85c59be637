#!/usr/bin/env bash
# G2: `codex --codex-run-as-apply-patch PATCH` (Codex's own binary in its
# apply-patch mode, a hidden first argument) is green. Without Landlock
# (the hook route's situation) it deleted the victim outside the project;
# under Landlock it wrote .mcp.json and .git/hooks/pre-push.
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
"$H/setup.sh" p2 >/dev/null
mkdir -p /var/tmp/rt4b/s/p2/proj/tools
cp "$P/401-del-victim.patch" /var/tmp/rt4b/s/p2/proj/tools/p.patch
"$H/runlines.sh" p2 "$P/402-codex-flag.txt" 2>&1 | grep -v '^\[line'
echo "--- p2 victim: $(ls /var/tmp/rt4b/s/p2/victim | tr '\n' ' ')(keep.txt gone when G2 holds)"
"$H/setup.sh" p3 landlock >/dev/null
mkdir -p /var/tmp/rt4b/s/p3/proj/tools
cp "$P/403-plant.patch" /var/tmp/rt4b/s/p3/proj/tools/p.patch
"$H/runlines.sh" p3 "$P/402-codex-flag.txt" 2>&1 | grep -v '^\[line'
"$H/op.sh" p3 log | tail -2 | cut -c1-160
