x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-D12)]'; let y=x; true
