mapfile -C 'rm -f /srv/rt/s/d1/home/victim/keep-D08; :' -c 1 arr <<< x
