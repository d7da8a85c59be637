read -ra w <<< 'rm -f /srv/rt/s/d1/home/victim/keep-D32'; "${w[@]}"
