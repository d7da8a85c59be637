#!/bin/sh
# Stand-in worker under `gatesh loop`: asks for a red command, which is
# held (the task parks). The notification of the hold must arrive.
cat >/dev/null
$SHELL -c 'git push --force origin main'
echo '{"status":"continue","summary":"tried to publish","approval":null}'
