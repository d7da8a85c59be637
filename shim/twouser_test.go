package shim

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"gatesh/internal/testuser"
)

// TestTwoUserSetup runs the shim as a separate agent user against a queue
// shared with the operator (root, this process), as `gatesh init --group`
// sets it up, with the private key in a folder only the operator reads.
// The agent can queue requests but cannot read the key, approve its own
// requests, or turn a hand-edited file into an approval.
func TestTwoUserSetup(t *testing.T) {
	name, uid, gid := addAgentUser(t)
	agentGroup, err := user.LookupGroupId(strconv.Itoa(gid))
	must(t, err)

	base, err := os.MkdirTemp("", "gatesh-two-user-")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(base) })
	must(t, os.Chmod(base, 0o755))
	prog := filepath.Join(base, "bin", "gatesh")
	must(t, os.MkdirAll(filepath.Dir(prog), 0o755))
	copyExecutable(t, prog)
	home := filepath.Join(base, "home")
	keyPath := filepath.Join(base, "operator", "operator.key")
	work := filepath.Join(base, "work")
	must(t, os.MkdirAll(filepath.Join(work, "victim"), 0o755))
	must(t, os.Chown(work, uid, gid))
	must(t, os.Chown(filepath.Join(work, "victim"), uid, gid))

	run := func(asAgent bool, args ...string) (string, int) {
		t.Helper()
		cmd := exec.Command(prog, args...)
		cmd.Dir = work
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + work, "GATESH_HOME=" + home, "GATESH_HOLD_WAIT=0s", "USER=operator"}
		if asAgent {
			cmd.Env[len(cmd.Env)-1] = "USER=" + name
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
		}
		out, err := cmd.CombinedOutput()
		if _, ok := err.(*exec.ExitError); err != nil && !ok {
			t.Fatal(err)
		}
		return string(out), exitStatus(cmd.ProcessState)
	}

	if out, status := run(false, "init", "--key", keyPath, "--group", agentGroup.Name); status != 0 {
		t.Fatalf("init: %d %s", status, out)
	}
	must(t, os.WriteFile(filepath.Join(home, "config.toml"), []byte(fmt.Sprintf("[keys]\nprivate = %q\n", keyPath)), 0o644))
	// The network daemons' folder: the agent makes its own there.
	if fi, err := os.Stat(filepath.Join(home, "net")); err != nil || fi.Mode()&(os.ModePerm|os.ModeSticky) != 0o770|os.ModeSticky || fi.Sys().(*syscall.Stat_t).Gid != uint32(gid) {
		t.Fatalf("init's network daemons' folder: %v %v", fi, err)
	}
	mk := exec.Command("mkdir", "-m", "700", filepath.Join(home, "net", strconv.Itoa(uid)))
	mk.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	if out, err := mk.CombinedOutput(); err != nil {
		t.Fatalf("the agent cannot make its network daemons' folder: %v %s", err, out)
	}

	out, status := run(true, "-c", "rm -rf victim")
	if status != ExitHeld {
		t.Fatalf("agent's red command: %d %s", status, out)
	}
	id := requestID(t, out)

	// The agent cannot read the key, so it cannot approve.
	if out, status := run(true, "approve", id); status == 0 || !strings.Contains(out, "permission denied") {
		t.Fatalf("agent approved its own request: %d %s", status, out)
	}
	// A hand-edited approval is ignored and logged.
	forge := exec.Command("sh", "-c", `sed 's/"status": "pending"/"status": "approved"/' "$1" > "$1.new" && mv "$1.new" "$1"`, "forge", filepath.Join(home, "queue", id+".json"))
	forge.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	if out, err := forge.CombinedOutput(); err != nil {
		t.Fatalf("agent could not write to the queue inbox: %v %s", err, out)
	}
	if out, status := run(true, "-c", "rm -rf victim"); status != ExitHeld || !strings.Contains(out, "did not sign") {
		t.Fatalf("forged approval: %d %s", status, out)
	}
	if _, err := os.Stat(filepath.Join(work, "victim")); err != nil {
		t.Fatal("the command ran without the operator's approval")
	}

	// The operator approves; the agent's re-run runs it once.
	if out, status := run(false, "approve", id); status != 0 {
		t.Fatalf("operator approve: %d %s", status, out)
	}
	if out, status := run(true, "-c", "rm -rf victim"); status != 0 {
		t.Fatalf("approved re-run: %d %s", status, out)
	}
	if _, err := os.Stat(filepath.Join(work, "victim")); !os.IsNotExist(err) {
		t.Fatal("approved command did not run")
	}
	log, err := os.ReadFile(filepath.Join(home, "audit.jsonl"))
	must(t, err)
	for _, ev := range []string{"held", "forged_decision", "approved", "used", "run"} {
		if !strings.Contains(string(log), `"event":"`+ev+`"`) {
			t.Errorf("log lacks %s", ev)
		}
	}
	if out, status := run(true, "log", "verify"); status != 0 {
		t.Errorf("log verify as the agent: %s", out)
	}
	// The agent's gatesh reads the audit key (init shared it with the
	// group) and seals its records; the operator's decision carries the
	// operator's seal.
	seals := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(log)), "\n") {
		var rec struct{ Event, User, Seal string }
		must(t, json.Unmarshal([]byte(line), &rec))
		seals[rec.Event+" "+rec.User], _, _ = strings.Cut(rec.Seal, ":")
	}
	if seals["held "+name] != "gate" || seals["approved operator"] != "operator" {
		t.Errorf("seals by event and user: %v", seals)
	}
	testReplay(t, twoUser{run: run, home: home, work: work, uid: uid, gid: gid}, id)

	// The agent may rewrite the log it appends to, and its head, but not
	// the operator's anchor beside them: the cut shows.
	anchor := filepath.Join(home, "audit.jsonl.anchor")
	if _, err := os.Stat(anchor); err != nil {
		t.Fatalf("approve did not anchor the log: %v", err)
	}
	cut := exec.Command("sh", "-c", `rm -f "$1"; mv "$1" "$1.x"; tmp=$(mktemp); head -n 2 "$2" > "$tmp"; cat "$tmp" > "$2"
		printf '%020d %s\n' 2 "$(tail -n 1 "$tmp" | tr -d '\n' | sha256sum | cut -d' ' -f1)" > "$2.head"; rm -f "$tmp"`,
		"cut", anchor, filepath.Join(home, "audit.jsonl"))
	cut.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	cut.CombinedOutput() // the rm and the mv fail
	if _, err := os.Stat(anchor); err != nil {
		t.Fatalf("the agent removed the anchor: %v", err)
	}
	for _, asAgent := range []bool{true, false} {
		if out, status := run(asAgent, "log", "verify"); status != ExitFailed || !strings.Contains(out, "the operator's anchor") || strings.Contains(out, "head") {
			t.Errorf("cut log, verified by the agent=%v: %d %s", asAgent, status, out)
		}
	}

	// The agent's user holds the audit key, so it can seal a record as
	// gatesh does; an approval still needs the operator's key.
	python := ""
	for _, p := range []string{"/usr/bin/python3", "/usr/local/bin/python3"} {
		if fi, err := os.Stat(p); err == nil && fi.Mode()&0o001 != 0 {
			python = p // a system python the agent's user can run
		}
	}
	if python == "" {
		t.Log("no system python3 for the agent's user: the forgery is not tried")
		return
	}
	forger := filepath.Join(base, "forge.py")
	must(t, os.WriteFile(forger, []byte(forgeScript), 0o644))
	forge = exec.Command(python, forger)
	forge.Dir, forge.Env = work, []string{"GATESH_HOME=" + home, "PATH=" + os.Getenv("PATH")}
	forge.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	fout, err := forge.CombinedOutput()
	if err != nil || !strings.Contains(string(fout), "key: read") || !strings.Contains(string(fout), "approved at 3") {
		t.Fatalf("the agent's forgery: %v %s", err, fout)
	}
	if out, status := run(false, "log", "verify"); status != ExitFailed || !strings.Contains(out, "line 3: an approved record that the operator's key did not seal") {
		t.Errorf("a gate-sealed approval by the agent's user: %d %s", status, out)
	}
}

func requestID(t *testing.T, out string) string {
	t.Helper()
	_, rest, ok := strings.Cut(out, "held: request ")
	if !ok || len(rest) < 13 {
		t.Fatalf("no request id in %q", out)
	}
	return rest[:13]
}

func copyExecutable(t *testing.T, to string) {
	t.Helper()
	exe, err := os.Executable()
	must(t, err)
	src, err := os.Open(exe)
	must(t, err)
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	must(t, err)
	_, err = io.Copy(dst, src)
	must(t, err)
	must(t, dst.Close())
}

// addAgentUser adds a plain Unix user for the test and removes it at the
// end (testuser.Add: root and useradd, through internal/needs).
func addAgentUser(t *testing.T) (name string, uid, gid int) {
	return testuser.Add(t, "gsagent")
}
