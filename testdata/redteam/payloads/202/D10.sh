cat <<EOF
$(rm -f /srv/rt/s/d1/home/victim/keep-D10)
EOF
