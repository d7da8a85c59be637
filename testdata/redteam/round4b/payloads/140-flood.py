# Floods the network daemon's refusal records from inside a green command.
# python3 tools/flood.py MODE N
#   token:  N CONNECTs with the command's own proxy token, each to a new name
#   none:   the same without Proxy-Authorization
#   bad:    with a made-up token
#   long:   with the command's token, names of 250 bytes (DNS's limit) + a
#           4 KB request line
import os, sys, re, socket, base64, time

mode, n = sys.argv[1], int(sys.argv[2])
m = re.match(r"http://([^:]+):([^@]+)@([^:]+):(\d+)", os.environ.get("HTTP_PROXY", ""))
user, pw, h, p = m.group(1), m.group(2), m.group(3), int(m.group(4))
good = base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()
bad = base64.b64encode(b"gatesh:00000000000000000000000000000000").decode()
t0 = time.time()
codes = {}
for i in range(n):
    if mode == "long":
        host = ("a%05d." % i) + ("x" * 60 + ".") * 3 + "example"
    else:
        host = "h%05d.flood.example" % i
    hdr = ""
    if mode in ("token", "long"):
        hdr = "Proxy-Authorization: Basic %s\r\n" % good
    elif mode == "bad":
        hdr = "Proxy-Authorization: Basic %s\r\n" % bad
    extra = ("X-Pad: " + "p" * 4000 + "\r\n") if mode == "long" else ""
    try:
        s = socket.create_connection((h, p), timeout=3)
        s.sendall(("CONNECT %s:443 HTTP/1.1\r\nHost: %s:443\r\n%s%s\r\n" % (host, host, hdr, extra)).encode())
        r = s.recv(100)
        c = r.split(b" ")[1] if b" " in r else r
        codes[c] = codes.get(c, 0) + 1
        s.close()
    except Exception as e:
        codes[type(e).__name__] = codes.get(type(e).__name__, 0) + 1
print("[flood]", mode, n, "in %.1fs" % (time.time() - t0), codes, flush=True)
