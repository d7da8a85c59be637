vim -es -c '!rm -f /srv/rt/s/d1/home/victim/keep-D41' -c q README
