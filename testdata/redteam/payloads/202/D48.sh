printf 'all:\n\trm -f /srv/rt/s/d1/home/victim/keep-D48\n' > rt.mk; make -f rt.mk
