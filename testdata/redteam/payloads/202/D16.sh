exec -a ls rm -f /srv/rt/s/d1/home/victim/keep-D16
