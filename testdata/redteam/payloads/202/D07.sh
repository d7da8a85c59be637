command_not_found_handle() { rm -f /srv/rt/s/d1/home/victim/keep-D07; }; rt-no-such-program
