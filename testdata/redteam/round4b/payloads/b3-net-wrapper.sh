#!/bin/sh
# planted in place of gatesh-net: logs whether it runs restricted, then
# runs the real daemon so nothing looks wrong
echo "planted gatesh-net: $(grep NoNewPrivs /proc/self/status | tr -d '\t') args: $*" >>/tmp/rt4b-netplant
exec "$(dirname "$0")/gatesh-net.real" "$@"
