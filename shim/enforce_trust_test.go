package shim

import (
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// makeScript tries each attempt listed in tools/attempts.txt, one a line
// ("op relative/path"), on the gatesh folder its environment names: what a
// script a green command runs would do to make gatesh trust something of
// its own. It prints "made" or "refused" for each.
const makeScript = `import os, socket
home = os.environ["GATESH_HOME"]
for line in open("tools/attempts.txt"):
    op, rel = line.split()
    path = os.path.join(home, rel)
    try:
        if op == "write":
            with open(path, "r+") as f:
                f.write('{"status": "approved"}')
        elif op == "create":
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "x") as f:
                f.write("{}")
        elif op == "remove":
            os.unlink(path)
        elif op == "rename":
            os.rename(path, path + ".old")
        elif op == "bind":
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if os.path.exists(path):
                os.unlink(path)
            socket.socket(socket.AF_UNIX, socket.SOCK_STREAM).bind(path)
        print("made", op, rel)
    except OSError as e:
        print("refused", op, rel, e.strerror)
`

// What gatesh trusts, it must be something a green command cannot make.
// Under Landlock, a script that a green command runs tries to forge or
// replace each of them in the gatesh folder: the queue and its approvals,
// the keys, the audit log's anchor, the review server's socket and its
// records of used approvals, the model's answers, a loop run's resume
// state, the network daemons' sockets, the rate bound's count and the
// configuration. The kernel
// refuses every attempt, and every file is as it was.
func TestGreenCommandCannotMakeWhatGateshTrusts(t *testing.T) {
	w := newEnforceWorld(t)
	needs.Program(t, "python3")
	c := exec.Command(filepath.Join(w.bin, "gatesh"), "init")
	c.Env = w.env
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("gatesh init: %v\n%s", err, out)
	}
	if out, status := w.run(t, "git push --force origin main"); status != ExitHeld {
		t.Fatalf("a red command was not held: %d %s", status, out)
	}
	reqs, _ := filepath.Glob(filepath.Join(w.gatesh, "queue", "*.json"))
	if len(reqs) != 1 {
		t.Fatalf("requests: %v", reqs)
	}
	req := "queue/" + filepath.Base(reqs[0])
	for rel, data := range map[string]string{
		"serve/used/abcdefghijklm.json": "{}\n",
		"model/answers.json":            "[]\n",
		"runs/r1/progress.json":         "{}\n",
		"net/0/.keep":                   "",
		"audit.jsonl.anchor":            "{}\n",
		"rules.toml":                    "",
	} {
		must(t, os.MkdirAll(filepath.Dir(filepath.Join(w.gatesh, rel)), 0o700))
		must(t, os.WriteFile(filepath.Join(w.gatesh, rel), []byte(data), 0o600))
	}
	attempts := []string{
		"write " + req, "rename " + req, "remove " + req, "create queue/forged.json",
		"write keys/operator.pub", "create keys/forged.pub",
		"write audit.jsonl.anchor", "create audit.jsonl.anchor.new",
		"bind serve/serve.sock", "remove serve/used/abcdefghijklm.json",
		"write model/answers.json", "create model/forged.json",
		"write runs/r1/progress.json", "create runs/r2/progress.json",
		"bind net/0/0123456789abcdef.sock", "create net/1000/forged.sock",
		"write config.toml", "write rules.toml", "create network-registries.toml",
	}
	w.writeFile(t, "tools/make.py", makeScript)
	rates, _ := filepath.Glob(filepath.Join(w.gatesh, "rate", "*"))
	for _, r := range rates {
		attempts = append(attempts, "write rate/"+filepath.Base(r))
	}
	w.writeFile(t, "tools/attempts.txt", strings.Join(attempts, "\n")+"\n")
	// The first green command starts the Landlock daemon, whose socket,
	// pid, lock and log in the runtime folder are gatesh's own.
	if out, status := w.run(t, "true"); status != 0 {
		t.Fatalf("a green command: %d %s", status, out)
	}
	before := tree(t, w.gatesh)

	out, _ := w.run(t, "python3 tools/make.py")
	t.Log(out)
	if d := w.decisions(t); d[len(d)-1]["verdict"] != "auto_pass" || !strings.HasPrefix(fmt.Sprint(d[len(d)-1]["enforce"]), "landlock v") {
		t.Fatalf("the script did not run as a green command under Landlock: %v", d[len(d)-1])
	}
	for _, a := range attempts {
		if !strings.Contains(out, "refused "+a+" ") {
			t.Errorf("%s: not refused", a)
		}
	}
	if strings.Contains(out, "made ") {
		t.Errorf("a green command made something in the gatesh folder:\n%s", out)
	}
	after := tree(t, w.gatesh)
	for path, sum := range before {
		if after[path] != sum && !gateWrites(path) {
			t.Errorf("%s changed", path)
		}
	}
	for path := range after {
		if _, ok := before[path]; !ok && !gateWrites(path) {
			t.Errorf("%s appeared", path)
		}
	}
}

// gateWrites says whether gatesh itself writes path of its folder for a
// command it runs: the audit log and the rate bound's count.
func gateWrites(path string) bool {
	return strings.HasPrefix(path, "audit.jsonl") && path != "audit.jsonl.anchor" || strings.HasPrefix(path, "rate/")
}

// writeFile writes a file of the project.
func (w *enforceWorld) writeFile(t *testing.T, rel, data string) {
	t.Helper()
	must(t, os.MkdirAll(filepath.Dir(filepath.Join(w.project, rel)), 0o755))
	must(t, os.WriteFile(filepath.Join(w.project, rel), []byte(data), 0o644))
}

// tree is every file beneath dir and a hash of its content.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	must(t, filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() {
			return err
		}
		data, _ := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[rel] = fmt.Sprintf("%x %v", sha256.Sum256(data), fi.Mode())
		return nil
	}))
	return out
}
