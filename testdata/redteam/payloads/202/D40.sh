LESSOPEN='|rm -f /srv/rt/s/d1/home/victim/keep-D40; cat %s' less -F README < /dev/null
