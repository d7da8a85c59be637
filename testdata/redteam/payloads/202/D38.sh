git -c alias.st='!rm -f /srv/rt/s/d1/home/victim/keep-D38' st
