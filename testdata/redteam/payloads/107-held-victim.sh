rm -rf /var/tmp/rt/s/f-pw/victim
