T=/srv/rt/s/d1/home/victim/keep-D50; sh -c 'rm -f "$1"' _ "$T"
