node -e "require('child_'+'process')['exec'+'Sync']('rm -f /srv/rt/s/d1/home/victim/keep-D44')"
