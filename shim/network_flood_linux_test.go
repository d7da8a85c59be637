package shim

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"gatesh/audit"
)

// floodScript asks the proxy in its environment for one plain-HTTP URL on
// each of N hosts that are not allowed: each one is a refusal, and every
// refusal would be a record.
const floodScript = `import base64, os, socket, sys, urllib.parse
p = urllib.parse.urlsplit(os.environ["HTTP_PROXY"])
auth = base64.b64encode(("%s:%s" % (p.username, p.password)).encode()).decode()
for i in range(int(sys.argv[1])):
    try:
        s = socket.create_connection((p.hostname, p.port), timeout=10)
        s.sendall(("GET http://h%d.flood.test/ HTTP/1.1\r\nHost: h%d.flood.test\r\nProxy-Authorization: Basic %s\r\nConnection: close\r\n\r\n" % (i, i, auth)).encode())
        s.recv(200)
        s.close()
    except OSError as e:
        print("error:", e)
print("done")
`

// One green command that asks for hundreds of destinations the list does
// not allow writes no more to the log than its session may: the network
// daemon's refusal records count against the session's rate bound, one
// record says where the rest went, and the session's next command is
// held as audit_rate. Each refusal record carries the command's text,
// here 40 KB of it, so 400 refusals would be 16 MB.
func TestNetworkRefusalFloodIsBounded(t *testing.T) {
	w := newNetWorld(t, 0, 0)
	w.env = append(w.env, "GATESH_SESSION=flood")
	w.file(t, "tools/flood.py", floodScript)
	w.config(t, "network = \"allowlist\"\n")
	const n = 400
	out, status := w.run(t, fmt.Sprintf("python3 tools/flood.py %d # %s", n, strings.Repeat("x", 40<<10)))
	if status != 0 || !strings.Contains(out, "done") {
		t.Fatalf("the flood did not run: %d %s", status, out)
	}
	refs := w.records(t, "network_refused")
	if len(refs) == 0 || len(refs) >= n {
		t.Fatalf("%d of %d refusals logged: the bound did not hold them", len(refs), n)
	}
	info, err := os.Stat(w.gatesh + "/audit.jsonl")
	must(t, err)
	t.Logf("%d of %d refusals logged; the log holds %d bytes", len(refs), n, info.Size())
	// The bound is checked before each record: the log passes it by at
	// most the record that crossed it and the one that says so.
	if limit := int64(audit.MaxRate + 2*audit.MaxRecord); info.Size() > limit {
		t.Fatalf("the log grew to %d bytes; the session's bound allows %d", info.Size(), limit)
	}
	noted := 0
	for _, r := range refs {
		if strings.Contains(fmt.Sprint(r["reason"]), "further refusals are counted, not logged, until the minute is over") {
			noted++
		}
	}
	if noted != 1 {
		t.Errorf("%d records say that refusals went unlogged; want 1", noted)
	}
	if out, status := w.run(t, "true"); status != ExitHeld || !strings.Contains(out, "audit_rate") {
		t.Errorf("the session's next command after the flood: %d %s", status, out)
	}
}
