#!/bin/sh
# A loop worker: each line of the commands file beside it is one shell
# call through `bash -c` (gatesh, first on PATH), as an agent's would be.
cat >/dev/null
d=$(dirname "$0")
while IFS= read -r line; do
	case $line in '' | '#'*) continue ;; esac
	bash -c "$line" </dev/null
	echo "[worker] rc=$? for: $line" >&2
done <"$d/worker-cmds.txt"
echo done
