x='$(rm -f /srv/rt/s/d1/home/victim/keep-D02)'; echo "${x@P}"
