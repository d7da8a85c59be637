sleep 0 & wait -n -p 'a[$(rm -f /srv/rt/s/d1/home/victim/keep-E17)]'; true
