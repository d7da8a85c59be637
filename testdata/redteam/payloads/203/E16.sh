getopts a 'a[$(rm -f /srv/rt/s/d1/home/victim/keep-E16)]' -a; true
