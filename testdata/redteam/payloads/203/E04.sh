unset 'a[$(rm -f /srv/rt/s/d1/home/victim/keep-E04)]'; true
