#!/bin/sh
# A loop worker: each line of the commands file beside it is one shell call
# through `bash -c` (gatesh, first on PATH); ends its turn with the JSON
# result the loop asks for, so the loop goes on to another iteration.
cat >/dev/null
d=$(dirname "$0")
while IFS= read -r line; do
	case $line in '' | '#'*) continue ;; esac
	bash -c "$line" </dev/null >&2
	echo "[worker] rc=$? for: $line" >&2
done <"$d/worker-cmds.txt"
printf '{"status": "continue", "summary": "worked", "approval": null}\n'
