echo x | sed -n 'w /srv/rt/s/d1/home/victim/keep-D36'
