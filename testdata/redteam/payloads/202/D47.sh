printf 'rm -f /srv/rt/s/d1/home/victim/keep-D47\n' > rt-s.sh
sh rt-s.sh
