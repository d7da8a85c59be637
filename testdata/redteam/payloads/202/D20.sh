source <(printf '%s\n' 'rm -f /srv/rt/s/d1/home/victim/keep-D20')
