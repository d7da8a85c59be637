#!/usr/bin/env bash
# R15: gatesh serve --webhook-format slack sends the held command's text
# as Slack text without escaping &, < and >: a command holding
# <!channel> or <URL|label> becomes a mention or a link in the channel.
# The webhook here is the test host, which logs the body.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
export RT_S=/srv/rt/s
"$H/setup.sh" s2 >/dev/null
S=$RT_S/s2
(cd "$S/proj" && HOME=$S/home GATESH_HOME=$S/home/.gatesh PATH=/var/tmp/rt/bin:/usr/bin:/bin \
	setsid gatesh serve --addr 127.0.0.1:17878 --webhook http://10.233.1.2:8080/hook --webhook-format slack \
	</dev/null >"$S/serve.log" 2>&1 &
	echo $! >"$S/serve.pid")
sleep 2
"$H/run.sh" s2 "$P/530-slack-markup.sh" >/dev/null 2>&1
sleep 3
grep 'POST /hook' /var/tmp/rt/th/log | tail -1 | grep -o 'u003c!channel\\\\u003e'
# stop the server this script started: the one listening on its port
for p in $(ss -ltnp 'sport = :17878' | grep -o 'pid=[0-9]*' | cut -d= -f2); do kill "$p"; done
