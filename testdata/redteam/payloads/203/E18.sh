f() { rm -f /srv/rt/s/d1/home/victim/keep-E18; }; mapfile -C f -c 1 arr <<< x
