cmd='rm -f /srv/rt/s/d1/home/victim/keep-D28'; eval "$cmd"
