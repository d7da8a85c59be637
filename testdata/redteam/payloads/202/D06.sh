hash -p /usr/bin/rm ls; ls -f /srv/rt/s/d1/home/victim/keep-D06
