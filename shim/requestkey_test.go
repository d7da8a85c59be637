package shim

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRequestKey(t *testing.T) {
	const wrapped = "source /root/.claude/shell-snapshots/snapshot-bash-1-x.sh 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval 'rm -rf build' < /dev/null && pwd -P >| "
	const key = "source /root/.claude/shell-snapshots/snapshot-bash-X-X.sh 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval 'rm -rf build' < /dev/null && pwd -P >| /tmp/claude-XXXX-cwd"
	for _, text := range []string{wrapped + "/tmp/claude-3f9a-cwd", wrapped + "/tmp/claude-0-cwd", wrapped + "/tmp/claude-deadbeef-cwd"} {
		if got := requestKey(text); got != key {
			t.Errorf("requestKey(%q) = %q", text, got)
		}
	}
	if got := requestKey(wrapped + "'/var/folders/zz/T/claude-12ab-cwd'"); got != strings.TrimSuffix(key, "/tmp/claude-XXXX-cwd")+"'/var/folders/zz/T/claude-XXXX-cwd'" {
		t.Errorf("quoted: %q", got)
	}
	// Every Claude session has a snapshot of its own: the same command
	// from another session (the next turn of gatesh loop) has the same key.
	snap := func(name, cmd string) string {
		return "source /home/u/.claude/shell-snapshots/" + name + " 2>/dev/null || true && \\builtin shopt -u extglob 2>/dev/null || true && eval '" + cmd + "' < /dev/null && pwd -P >| /tmp/claude-3f9a-cwd"
	}
	a, b := requestKey(snap("snapshot-bash-1796158155849-7ho5ow.sh", "git push --force origin main")),
		requestKey(snap("snapshot-bash-1796158160376-qlif09.sh", "git push --force origin main"))
	if a != b || !strings.Contains(a, "snapshot-bash-X-X.sh") {
		t.Errorf("two sessions' keys differ:\n%s\n%s", a, b)
	}
	for _, other := range []string{
		snap("snapshot-bash-1796158155849-7ho5ow.sh", "git push --force origin other"),
		snap("snapshot-bash-1796158155849-7ho5ow.sh.x", "git push --force origin main"),
		snap("other-bash-1796158155849-7ho5ow.sh", "git push --force origin main"),
		strings.Replace(snap("snapshot-bash-1796158155849-7ho5ow.sh", "git push --force origin main"), "/.claude/", "/tmp/", 1),
		strings.Replace(snap("snapshot-bash-1796158155849-7ho5ow.sh", "git push --force origin main"), "-cwd", "-cwd; rm -rf /", 1),
	} {
		if requestKey(other) == a {
			t.Errorf("%q has the key of the approved command", other)
		}
	}
	// Without Claude's whole wrapper, the snapshot's name is kept.
	if text := "source /home/u/.claude/shell-snapshots/snapshot-bash-1-x.sh 2>/dev/null || true && rm -rf build"; requestKey(text) != text {
		t.Errorf("requestKey(%q) = %q, want it unchanged", text, requestKey(text))
	}
	// Anything else is its own key.
	for _, text := range []string{
		"rm -rf build",
		wrapped + "/tmp/claude-3f9a-cwd; rm -rf /",
		wrapped + "/tmp/claude-3f9a-cwd\n",
		wrapped + "/tmp/claude-$(id)-cwd",
		"pwd -P >| /tmp/claude-3f9a-cwd",
		wrapped + "/tmp/claude-3F9A-cwd",
	} {
		if got := requestKey(text); got != text {
			t.Errorf("requestKey(%q) = %q, want it unchanged", text, got)
		}
	}
}

// gemini wraps cmd as Gemini CLI 0.61.0 does, with its background-pid
// file at file.
func gemini(file, cmd string) string {
	return "shopt -u promptvars nullglob extglob nocaseglob dotglob; _bgpids_file=" + file +
		"\n(\n  trap 'jobs -p > \"$_bgpids_file\"' EXIT\n" + cmd + "\n)\n__code=$?\nexit $__code"
}

func TestRequestKeyGemini(t *testing.T) {
	key := gemini("/tmp/gemini-shell-XXXXXX/bgpids.tmp", "rm -rf build")
	for _, text := range []string{
		gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build"),
		gemini("/tmp/gemini-shell-zzzzzz/bgpids.tmp", "rm -rf build"),
		gemini("/tmp/gemini-shell-000000/bgpids.tmp", "rm -rf build"),
	} {
		if got := requestKey(text); got != key {
			t.Errorf("requestKey(%q) = %q", text, got)
		}
	}
	// A TMPDIR that needs quoting is quoted by Gemini CLI.
	if got := requestKey(gemini("'/tmp/my dir/gemini-shell-q1W2e3/bgpids.tmp'", "ls")); got != gemini("'/tmp/my dir/gemini-shell-XXXXXX/bgpids.tmp'", "ls") {
		t.Errorf("quoted: %q", got)
	}
	// Each of these is a request of its own: only the six random
	// characters may differ between a request and its re-run.
	distinct := []string{
		key,
		gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build2"),
		gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf  build"),
		gemini("/var/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build"),
		gemini("/tmp/x/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build"),
		gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build") + "\nrm -rf /",
		gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build") + "\n",
		"echo hi; " + gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build"),
	}
	seen := map[string]string{}
	for _, text := range distinct {
		k := requestKey(text)
		if prev, ok := seen[k]; ok {
			t.Errorf("%q and %q share the key %q", prev, text, k)
		}
		seen[k] = text
	}
	// Anything but six letters or digits in the folder's random part is
	// kept as it is.
	for _, text := range []string{
		gemini("/tmp/gemini-shell-Ab12C/bgpids.tmp", "rm -rf build"),
		gemini("/tmp/gemini-shell-Ab12Cde/bgpids.tmp", "rm -rf build"),
		gemini("/tmp/gemini-shell-$(id)/bgpids.tmp", "rm -rf build"),
		gemini("/tmp/gemini-shell-Ab-2Cd/bgpids.tmp", "rm -rf build"),
		gemini("/tmp/gemini-shell-Ab12Cd/pids.tmp", "rm -rf build"),
		strings.Replace(gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build"), "EXIT", "ERR", 1),
		strings.TrimPrefix(gemini("/tmp/gemini-shell-Ab12Cd/bgpids.tmp", "rm -rf build"), "shopt -u promptvars nullglob extglob nocaseglob dotglob; "),
	} {
		if got := requestKey(text); got != text {
			t.Errorf("requestKey(%q) = %q, want it unchanged", text, got)
		}
	}
}

// A command Gemini CLI ran again after approval, in a wrapper with a new
// random folder, runs once; the next run is a new request.
func TestGeminiRerunAfterApproval(t *testing.T) {
	g := newGateshEnv(t)
	g.env = append(g.env, "GEMINI_CLI=1")
	run := func(random string) (string, int) {
		t.Helper()
		pids := filepath.Join(g.dir, "gemini-shell-"+random)
		must(t, os.MkdirAll(pids, 0o700))
		cmd := g.command("-c", gemini(filepath.Join(pids, "bgpids.tmp"), "rm -rf victim"))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		status := exitStatusOf(cmd.Run())
		return stderr.String(), status
	}
	victim := filepath.Join(g.dir, "victim")
	must(t, os.Mkdir(victim, 0o755))
	if _, status := run("Ab12Cd"); status != ExitHeld {
		t.Fatalf("first run: status %d", status)
	}
	out, err := g.command("pending", "--json").Output()
	must(t, err)
	var reqs []struct{ ID, Command, Agent string }
	must(t, json.Unmarshal(out, &reqs))
	if len(reqs) != 1 || !strings.Contains(reqs[0].Command, "gemini-shell-XXXXXX/bgpids.tmp") || reqs[0].Agent != "gemini" {
		t.Fatalf("requests: %s", out)
	}
	if out, err := g.command("approve", reqs[0].ID).CombinedOutput(); err != nil {
		t.Fatalf("approve: %v\n%s", err, out)
	}
	stderr, status := run("zY9xW8")
	if status != 0 || !strings.Contains(stderr, "approved: request "+reqs[0].ID) {
		t.Fatalf("re-run after approval: status %d\n%s", status, stderr)
	}
	if _, err := os.Stat(victim); !os.IsNotExist(err) {
		t.Fatalf("the approved command did not run: %v", err)
	}
	must(t, os.Mkdir(victim, 0o755))
	if _, status := run("q1W2e3"); status != ExitHeld {
		t.Fatalf("third run: status %d, want a new hold", status)
	}
	if _, err := os.Stat(victim); err != nil {
		t.Fatal("the third run ran")
	}
}
