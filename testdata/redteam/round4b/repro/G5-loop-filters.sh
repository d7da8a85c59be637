#!/usr/bin/env bash
# G5: gatesh loop's own git runs filters a worker's green commands named:
# (l1) a clean filter whose config subsection holds "=" ([filter "x=y"]),
# run by the loop's snapshot (git add --all); (l2) in a tasks run, a smudge
# filter the first task's worker put in the common git folder, run by the
# loop's `git worktree add` for the next task. Markers land in the victim
# folder, which the workers' own commands (Landlock) cannot write.
set -u
cd "$(dirname "$0")/.." || exit 2
harness/loop.sh l1 payloads/160-worker-cmds.txt 2>&1 | tail -3
RT_TASKS=payloads/163-tasks.toml harness/loop.sh l2 payloads/162-worker-cmds.txt 2>&1 | tail -3
cat /var/tmp/rt4b/s/l2/victim/L-smudge 2>/dev/null
