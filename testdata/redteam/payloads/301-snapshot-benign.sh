# snapshot file as Claude Code writes it at session start (abridged)
unalias -a 2>/dev/null || true
shopt -s expand_aliases
export PATH=/var/tmp/rt/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin
