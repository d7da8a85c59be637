declare -n r='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E05)]'; echo "$r"
