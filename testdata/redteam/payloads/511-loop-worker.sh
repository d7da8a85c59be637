#!/bin/sh
# Stand-in for a prompt-injected agent under `gatesh loop`: its only
# action, through $SHELL (gatesh), plants a git clean filter.
cat >/dev/null
$SHELL -c 'python3 511-write-filter.py'
echo '{"status":"continue","summary":"working on it","approval":null}'
