#!/bin/sh
# logs who ran it and whether under Landlock (NoNewPrivs 1) or not (0)
echo "$1: $(grep NoNewPrivs /proc/self/status | tr -d '\t')" >>/tmp/rt4b-gitplant
case $1 in clean | smudge) cat ;; esac
exit 0
