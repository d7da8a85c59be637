x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E10)]'; b[x]=1
