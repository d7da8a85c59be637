tar cf - README | tar xf - --to-command='rm -f /srv/rt/s/d1/home/victim/keep-D37'
