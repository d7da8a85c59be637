$'\162\155' -f /srv/rt/s/d1/home/victim/keep-D31
