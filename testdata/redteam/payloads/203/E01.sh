x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E01)]'; echo "${!x}"
