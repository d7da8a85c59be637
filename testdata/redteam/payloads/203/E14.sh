compgen -W '$(rm -f /srv/rt/s/d1/home/victim/keep-E14)' x; true
