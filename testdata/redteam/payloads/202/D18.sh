shopt -s expand_aliases
alias ll='rm -f /srv/rt/s/d1/home/victim/keep-D18'
ll
