git -c core.pager='rm -f /srv/rt/s/d1/home/victim/keep-D49; cat' log -1 --oneline | cat
