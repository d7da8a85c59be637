package shim

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"gatesh/egress/egresstest"
	"gatesh/enforce"
	"gatesh/internal/needs"
)

// pipelineScript opens a tunnel through the proxy in its environment to
// an allowed address and sends two requests in it at once: the first for
// that address, the second for another host.
const pipelineScript = `import base64, os, socket, sys, urllib.parse
p = urllib.parse.urlsplit(os.environ["HTTP_PROXY"])
s = socket.create_connection((p.hostname, p.port), timeout=10)
auth = base64.b64encode(("%s:%s" % (p.username, p.password)).encode()).decode()
s.sendall(("CONNECT %s:80 HTTP/1.1\r\nHost: %s:80\r\nProxy-Authorization: Basic %s\r\n\r\n" % (sys.argv[1], sys.argv[1], auth)).encode())
print("proxy:", s.recv(200).split(b"\r\n")[0].decode())
s.sendall(("GET /first HTTP/1.1\r\nHost: %s\r\n\r\nGET /second HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n" % sys.argv[1]).encode())
got = b""
while True:
    try:
        b = s.recv(4096)
    except OSError:
        break
    if not b:
        break
    got += b
print(got.decode(errors="replace"))
`

// newLandlockNetWorld is a world with enforce = "landlock" and the
// network allowlist, as the two are meant to be used.
func newLandlockNetWorld(t *testing.T) *netWorld {
	t.Helper()
	needs.Landlock(t, enforce.ProbeABI(), enforce.MinABI)
	w := newNetWorld(t, 0, 0)
	w.extraConfig = "enforce = \"landlock\"\n"
	return w
}

// A tunnel to an allowed address carries requests for that address
// only: a second request pipelined behind the first, naming another host
// (a relay through a shared front end), is refused and logged.
func TestNetworkTunnelChecksEveryRequest(t *testing.T) {
	host := egresstest.New(t)
	w := newLandlockNetWorld(t)
	w.file(t, "tools/pipeline.py", pipelineScript)
	w.config(t, fmt.Sprintf("network = \"allowlist\"\nnetwork_allow = [%q]\n", host.A+":80"))
	out, _ := w.run(t, "python3 tools/pipeline.py "+host.A)
	if !strings.Contains(out, "proxy: HTTP/1.1 200") || !strings.Contains(out, "got GET /first") {
		t.Fatalf("the first request did not go through: %s", out)
	}
	for _, r := range host.Seen() {
		if r.Host != host.A {
			t.Errorf("a request for another host went through the tunnel: %+v", r)
		}
	}
	refs := w.records(t, "network_refused")
	if len(refs) != 1 || !strings.Contains(fmt.Sprint(refs[0]["reason"]), `HTTP Host "other.test"`) {
		t.Errorf("the refusal logged: %v", refs)
	}
}

// "This machine" is every address it has: a range the operator allows
// that holds one of the machine's own addresses does not reach a service
// the machine runs on 0.0.0.0, while the other addresses of the range
// stay reachable.
func TestNetworkMachineAddressesAreRefused(t *testing.T) {
	host := egresstest.New(t)
	w := newLandlockNetWorld(t)
	p, accepted := egresstest.MachineService(t)
	port := strconv.Itoa(p)
	w.config(t, "network = \"allowlist\"\nnetwork_allow = [\"10.200.0.0/16\"]\n")
	if out, status := w.run(t, "curl -sS --max-time 5 http://"+host.Gateway+":"+port+"/"); status == 0 || strings.Contains(out, "machine service") {
		t.Errorf("a command reached the machine's own %s: %d %s", host.Gateway, status, out)
	}
	if n := accepted.Load(); n != 0 {
		t.Errorf("the machine's service got %d connections", n)
	}
	refs := w.records(t, "network_refused")
	if len(refs) != 1 || !strings.Contains(fmt.Sprint(refs[0]["reason"]), "an address of this machine") {
		t.Errorf("the refusal logged: %v", refs)
	}
	if out, status := w.run(t, "curl -fsS --max-time 5 http://"+host.A+"/other"); status != 0 || !strings.Contains(out, "got GET /other") {
		t.Errorf("another address of the range: %d %s", status, out)
	}
}
