PS3='$(rm -f /srv/rt/s/d1/home/victim/keep-E20)'; select x in a; do break; done <<< 1
