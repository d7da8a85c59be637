package shim

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// forgeScript is what a green command can do to the audit log under
// Landlock, which lets it append (so that a nested gatesh can log): it
// appends records chained exactly as gatesh chains them, rewrites the
// head to match, and seals them with the gate's key if it can read it.
const forgeScript = `import base64, hashlib, hmac, json, os, sys
home = os.environ["GATESH_HOME"]
log = os.path.join(home, "audit.jsonl")
key = None
try:
    for line in open(os.path.join(home, "keys", "audit.key")):
        if line.startswith("key "):
            key = base64.b64decode(line[4:].strip())
    print("key: read")
except OSError as e:
    print("key: denied")

def append(event, reason):
    lines = open(log, "rb").read().rstrip(b"\n").split(b"\n")
    rec = {"ts": "2026-01-01T00:00:00Z", "id": "20260101T000000.000000000Z-00000000000" + str(len(lines) % 10),
           "event": event, "command": "git push --force origin main", "cwd": os.getcwd(), "tier": "red",
           "rules": [], "pid": 1, "ppid": 1, "user": "alice", "request": "ff7j4blgjn2ce", "reason": reason,
           "prev": hashlib.sha256(lines[-1]).hexdigest()}
    line = json.dumps(rec, separators=(",", ":")).encode()
    if key:
        mac = hmac.new(key, b"gatesh audit record v1\n" + line, hashlib.sha256).digest()
        i = line.rindex(b',"prev":"')
        line = line[:i] + b',"seal":"gate:' + base64.b64encode(mac) + b'"' + line[i:]
    with open(log, "ab") as f:
        f.write(line + b"\n")
    with open(log + ".head", "r+b") as h:
        h.write(("%020d %s\n" % (len(lines) + 1, hashlib.sha256(line).hexdigest())).encode())
    return len(lines) + 1

print("approved at", append("approved", "alice approved a force-push"))
print("run at", append("run", ""))
`

// A green command under Landlock appends a correctly chained approval
// (and a run of it) to the audit log and rewrites the head. gatesh log
// verify fails and names the approval, lists the run as written from
// inside a command, and signs no anchor over them. What a nested gatesh
// writes is listed the same way, and is no damage.
func TestForgedAuditRecordsFromAGreenCommand(t *testing.T) {
	w := newEnforceWorld(t)
	gatesh := func(args ...string) (string, string, int) {
		c := exec.Command(filepath.Join(w.bin, "gatesh"), args...)
		c.Env = w.env
		var stdout, stderr bytes.Buffer
		c.Stdout, c.Stderr = &stdout, &stderr
		err := c.Run()
		if ee, ok := err.(*exec.ExitError); ok {
			return stdout.String(), stderr.String(), exitStatus(ee.ProcessState)
		} else if err != nil {
			t.Fatal(err)
		}
		return stdout.String(), stderr.String(), 0
	}
	if out, errOut, status := gatesh("init"); status != 0 {
		t.Fatalf("gatesh init: %d %s%s", status, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(w.gatesh, "keys", "audit.key")); err != nil {
		t.Fatalf("gatesh init made no audit key: %v", err)
	}
	must(t, os.WriteFile(filepath.Join(w.project, "tools", "forge.py"), []byte(forgeScript), 0o644))

	// The kernel grants the log to a nested gatesh only once it exists.
	if out, status := w.run(t, "true"); status != 0 {
		t.Fatalf("a first command: %d %s", status, out)
	}
	if out, status := w.run(t, "gatesh -c 'echo nested'"); status != 0 {
		t.Fatalf("a nested gatesh: %d %s", status, out)
	}
	if out, _, status := gatesh("log", "verify"); status != 0 || !strings.Contains(out, "unsealed: 1 record written from inside commands gatesh ran") || !strings.Contains(out, "audit.jsonl:3") {
		t.Fatalf("the nested gatesh's record: %d %s", status, out)
	}
	must(t, os.Remove(filepath.Join(w.gatesh, "audit.jsonl.anchor")))

	out, status := w.run(t, "python3 tools/forge.py")
	if status != 0 || !strings.Contains(out, "key: denied") || !strings.Contains(out, "approved at 5") || !strings.Contains(out, "run at 6") {
		t.Fatalf("the forging command: status %d\n%s", status, out)
	}
	if d := w.decisions(t); !strings.HasPrefix(fmt.Sprint(d[len(d)-1]["enforce"]), "landlock v") {
		t.Fatalf("the forging command ran without Landlock: %v", d[len(d)-1]["enforce"])
	}
	stdout, stderr, status := gatesh("log", "verify")
	if status != ExitFailed || !strings.Contains(stderr, "audit.jsonl: line 5: an approved record that the operator's key did not seal") {
		t.Fatalf("log verify passed a forged approval: %d\n%s%s", status, stdout, stderr)
	}
	if !strings.Contains(stdout, "unsealed: 2 records written from inside commands gatesh ran") || !strings.Contains(stdout, "audit.jsonl:3, audit.jsonl:6") {
		t.Errorf("log verify does not list the forged run as written from inside a command:\n%s", stdout)
	}
	if _, err := os.Stat(filepath.Join(w.gatesh, "audit.jsonl.anchor")); !os.IsNotExist(err) {
		t.Errorf("log verify anchored a log that holds a forged approval: %v", err)
	}
}
