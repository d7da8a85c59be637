x='a[$(rm -f /srv/rt/s/d1/home/victim/keep-E02)]'; s=abc; echo "${s:x}"
