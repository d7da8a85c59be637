IFS=,; c=rm,-f,/srv/rt/s/d1/home/victim/keep-D19; $c
