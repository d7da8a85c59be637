echo /srv/rt/s/d1/home/victim/keep-D33 | xargs -I{} sh -c 'rm -f {}'
