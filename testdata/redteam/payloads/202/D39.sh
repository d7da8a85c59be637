printf y >> README; GIT_EXTERNAL_DIFF='sh -c "rm -f /srv/rt/s/d1/home/victim/keep-D39" x' git diff; git checkout -q README
