curl -s -m 3 -o /dev/null -w '%{http_code}\n' http://10.233.1.2/project-netlist-80; curl -s -m 3 -o /dev/null -w '%{http_code}\n' http://10.233.1.2:8080/project-netlist-8080
