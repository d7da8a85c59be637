package shim

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
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

	if out, status := w.run(t, "true"); status != 0 {
		t.Fatalf("a first command: %d %s", status, out)
	}
	// A nested gatesh runs what is green, logs nothing of its own (the
	// kernel hides the log from it), and holds what is not.
	if out, status := w.run(t, "gatesh -c 'echo nested'"); status != 0 || !strings.Contains(out, "nested") {
		t.Fatalf("a nested gatesh: %d %s", status, out)
	}
	if out, status := w.run(t, "gatesh -c 'rm -rf "+w.victim+"'"); status == 0 {
		t.Fatalf("a nested gatesh ran a red command: %s", out)
	}
	w.victimIntact(t)
	if out, _, status := gatesh("log", "verify"); status != 0 || strings.Contains(out, "unsealed") {
		t.Fatalf("the log after nested runs: %d %s", status, out)
	}
	must(t, os.Remove(filepath.Join(w.gatesh, "audit.jsonl.anchor")))
	before, err := os.ReadFile(filepath.Join(w.gatesh, "audit.jsonl"))
	must(t, err)

	out, status := w.run(t, "python3 tools/forge.py")
	if status == 0 || !strings.Contains(out, "key: denied") || !strings.Contains(out, "ermission denied") {
		t.Fatalf("the forging command: status %d\n%s", status, out)
	}
	if d := w.decisions(t); !strings.HasPrefix(fmt.Sprint(d[len(d)-1]["enforce"]), "landlock v") {
		t.Fatalf("the forging command ran without Landlock: %v", d[len(d)-1]["enforce"])
	}
	after, err := os.ReadFile(filepath.Join(w.gatesh, "audit.jsonl"))
	must(t, err)
	if !bytes.HasPrefix(after, before) || bytes.Contains(after, []byte("alice approved")) {
		t.Fatalf("the forging command changed the log:\n%s", after)
	}
	if stdout, stderr, status := gatesh("log", "verify"); status != 0 {
		t.Fatalf("log verify: %d\n%s%s", status, stdout, stderr)
	}
}

// logAttack is what a green command did to the audit log while the
// kernel let it write the file: appends without bound (to fill the disk
// that holds it, after which every command is held with audit_error), and
// a write in place that blanks an earlier record (R9). Each step prints
// what happened.
const logAttack = `import os
log = os.path.join(os.environ["GATESH_HOME"], "audit.jsonl")
for name, attempt in [
    ("append", lambda: os.write(os.open(log, os.O_WRONLY | os.O_APPEND), b"x" * (1 << 20))),
    ("pwrite", lambda: os.pwrite(os.open(log, os.O_WRONLY), b" " * 64, 0)),
    ("read", lambda: os.read(os.open(log, os.O_RDONLY), 64)),
    ("head", lambda: os.pwrite(os.open(log + ".head", os.O_WRONLY), b"0" * 20, 0)),
]:
    try:
        attempt()
        print(name, "done")
    except OSError as e:
        print(name, "refused:", e.strerror)
`

// A green command can neither write nor read the audit log: no raw
// append, no write in place (R9 of the second red team round).
func TestGreenCommandCannotReachTheAuditLog(t *testing.T) {
	w := newEnforceWorld(t)
	must(t, os.WriteFile(filepath.Join(w.project, "tools", "log-attack.py"), []byte(logAttack), 0o644))
	if out, status := w.run(t, "true"); status != 0 {
		t.Fatalf("a first command: %d %s", status, out)
	}
	log := filepath.Join(w.gatesh, "audit.jsonl")
	before, err := os.ReadFile(log)
	must(t, err)
	out, _ := w.run(t, "python3 tools/log-attack.py")
	for _, step := range []string{"append", "pwrite", "read", "head"} {
		if !strings.Contains(out, step+" refused: Permission denied") {
			t.Errorf("%s was not refused:\n%s", step, out)
		}
	}
	after, err := os.ReadFile(log)
	must(t, err)
	if !bytes.HasPrefix(after, before) || len(after)-len(before) > 4096 {
		t.Fatalf("the log changed beyond the gate's own record: %d bytes before, %d after", len(before), len(after))
	}
	if out, status := w.run(t, "echo still-runs"); status != 0 || !strings.Contains(out, "still-runs") {
		t.Fatalf("a later command: %d %s", status, out)
	}
	c := exec.Command(filepath.Join(w.bin, "gatesh"), "log", "verify")
	c.Env = w.env
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("log verify: %v\n%s", err, out)
	}
}

// A chained record that says "approved" to jq and SQL and "decision" to
// Go's decoder fails `gatesh log verify`, which signs no anchor over it
// (R10 of the second red team round). It is written here as any writer
// of the file could, with the head rewritten to match.
func TestLogVerifyFailsOnAmbiguousRecord(t *testing.T) {
	g := newGateshEnv(t)
	if out, err := g.command("-c", "true").CombinedOutput(); err != nil {
		t.Fatalf("a first command: %v\n%s", err, out)
	}
	log := filepath.Join(g.home, "audit.jsonl")
	data, err := os.ReadFile(log)
	must(t, err)
	ls := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	prev := sha256.Sum256([]byte(ls[len(ls)-1]))
	line := `{"ts":"2026-12-05T00:00:00Z","id":"20261205T000000.000000000Z-abcdefabcdef","event":"approved",` +
		`"command":"git push --force origin main","cwd":"/srv/app","tier":"red","rules":[],"pid":1,"ppid":1,` +
		`"user":"alice","request":"ff7j4blgjn2ce","reason":"checked","Event":"decision","prev":"` + hex.EncodeToString(prev[:]) + `"}`
	f, err := os.OpenFile(log, os.O_WRONLY|os.O_APPEND, 0)
	must(t, err)
	_, err = f.WriteString(line + "\n")
	must(t, err)
	must(t, f.Close())
	sum := sha256.Sum256([]byte(line))
	must(t, os.WriteFile(log+".head", fmt.Appendf(nil, "%020d %s\n", len(ls)+1, hex.EncodeToString(sum[:])), 0o600))
	out, err := g.command("log", "verify").CombinedOutput()
	if err == nil || !strings.Contains(string(out), fmt.Sprintf("line %d", len(ls)+1)) || !strings.Contains(string(out), "in two cases") {
		t.Fatalf("log verify passed an ambiguous record: %v\n%s", err, out)
	}
	if _, err := os.Stat(log + ".anchor"); err == nil {
		anchor, _ := os.ReadFile(log + ".anchor")
		if strings.Contains(string(anchor), hex.EncodeToString(sum[:])) {
			t.Errorf("log verify anchored the ambiguous record")
		}
	}
}
