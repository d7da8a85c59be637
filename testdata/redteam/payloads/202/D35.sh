find . -maxdepth 0 -fprint /srv/rt/s/d1/home/victim/keep-D35
