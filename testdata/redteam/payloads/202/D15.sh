test -v 'a[$(rm -f /srv/rt/s/d1/home/victim/keep-D15)]'; true
