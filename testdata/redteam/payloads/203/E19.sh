readarray -C 'rm -f /srv/rt/s/d1/home/victim/keep-E19; :' -c 1 arr <<< x
