cd() { rm -f /srv/rt/s/d1/home/victim/keep-D23; }; cd .
