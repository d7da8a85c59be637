package loop

import (
	"strings"
	"testing"
)

// Failures that differ only in timings, addresses or temporary paths
// have one fingerprint; a different failure or exit status has another.
func TestFingerprint(t *testing.T) {
	a := fingerprint(1, []byte("--- FAIL: TestX (0.12s)\n    x_test.go:10: got 3, want 4\nFAIL\tpkg\t0.456s\n"))
	same := []string{
		"--- FAIL: TestX (0.31s)\n    x_test.go:10: got 3, want 4\nFAIL\tpkg\t1.002s\n",
		"--- FAIL: TestX (12ms)\n    x_test.go:10: got 3, want 4\nFAIL\tpkg\t2s\n",
	}
	for _, s := range same {
		if got := fingerprint(1, []byte(s)); got != a {
			t.Errorf("fingerprint of %q differs: %s vs %s", s, got, a)
		}
	}
	if fingerprint(1, []byte("panic at 0xc000123 in /tmp/go-build123/x\n")) != fingerprint(1, []byte("panic at 0xc000999 in /tmp/go-build456/x\n")) {
		t.Error("addresses and temporary paths change the fingerprint")
	}
	for _, d := range []struct {
		status int
		out    string
	}{
		{1, "--- FAIL: TestX (0.12s)\n    x_test.go:10: got 2, want 4\nFAIL\tpkg\t0.456s\n"},
		{1, "--- FAIL: TestY (0.12s)\n    x_test.go:10: got 3, want 4\nFAIL\tpkg\t0.456s\n"},
		{2, "--- FAIL: TestX (0.12s)\n    x_test.go:10: got 3, want 4\nFAIL\tpkg\t0.456s\n"},
	} {
		if fingerprint(d.status, []byte(d.out)) == a {
			t.Errorf("another failure has the same fingerprint: %d %q", d.status, d.out)
		}
	}
}

func TestPromptTail(t *testing.T) {
	var b strings.Builder
	for i := range 500 {
		b.WriteString(strings.Repeat("x", i%7) + "\n")
	}
	b.WriteString("```\nlast line\xff\n")
	got := string(tail([]byte(b.String())))
	lines := strings.Split(got, "\n")
	if len(lines) > tailLines || len(got) > tailBytes {
		t.Errorf("tail of %d lines, %d bytes", len(lines), len(got))
	}
	if !strings.HasSuffix(got, "last line\uFFFD") || strings.Contains(got, "```") {
		t.Errorf("tail = ...%q", got[len(got)-30:])
	}
}

// The worker's argv is fixed: the task's text never becomes an argument.
func TestWorkerArgvCarriesNoText(t *testing.T) {
	files := turnFiles{Prompt: "/r/prompt.txt", Schema: "/r/schema.json"}
	for _, a := range []adapter{codexAdapter{writable: []string{"/h"}}, claudeAdapter{}, programAdapter{}} {
		for _, arg := range a.argv("/bin/agent", files) {
			if strings.Contains(arg, "prompt") {
				t.Errorf("%T passes the prompt as an argument: %q", a, arg)
			}
		}
	}
}

func TestCodexFinalMessage(t *testing.T) {
	out := []byte(`{"type":"thread.started","thread_id":"t"}
Reading prompt from stdin...
{"type":"item.completed","item":{"id":"0","type":"agent_message","text":"first"}}
{"type":"item.completed","item":{"id":"1","type":"command_execution","command":"ls"}}
{"type":"item.completed","item":{"id":"2","type":"agent_message","text":"{\"status\":\"done\",\"summary\":\"x\"}"}}
{"type":"turn.completed","usage":{}}
`)
	msg, err := codexAdapter{}.final(out)
	if err != nil || msg != `{"status":"done","summary":"x"}` {
		t.Fatalf("final = %q, %v", msg, err)
	}
	if _, err := (codexAdapter{}).final([]byte(`{"type":"turn.failed","error":{"message":"rate limited"}}` + "\n")); err == nil {
		t.Error("a failed turn gave a final message")
	}
	if _, err := (codexAdapter{}).final([]byte(`{"type":"turn.completed"}` + "\n")); err == nil {
		t.Error("no agent message gave a final message")
	}
	if _, err := (claudeAdapter{}).final([]byte(`{"type":"result","subtype":"error_max_turns","is_error":true,"result":""}` + "\n")); err == nil {
		t.Error("a failed claude run gave a final message")
	}
}

// claudeWraps recognises Claude Code's wrapper around exactly the action,
// and nothing else.
func TestClaudeWraps(t *testing.T) {
	wrap := func(inner, tail string) string {
		return `source /home/u/.claude/shell-snapshots/snapshot-bash-X-X.sh 2>/dev/null || true && \builtin shopt -u extglob 2>/dev/null || true && eval ` +
			inner + ` < /dev/null && pwd -P >| ` + tail
	}
	const push = "git push --force origin main"
	real := `source /home/u/.claude/shell-snapshots/snapshot-bash-X-X.sh 2>/dev/null || true && \builtin shopt -u extglob 2>/dev/null || true && { \builtin unalias -- 'which'; \builtin unset -f -- 'which'; } >/dev/null 2>&1 || true && { \builtin unalias -- 'unsetenv'; \builtin unset -f -- 'unsetenv'; } >/dev/null 2>&1 || true && eval 'git push --force origin main' < /dev/null && pwd -P >| /tmp/claude-XXXX-cwd`
	for _, text := range []string{
		real,
		"shopt -u extglob 2>/dev/null || true && eval 'git push --force origin main' && pwd -P >| /tmp/claude-XXXX-cwd",
		wrap(`'git push --force origin main'`, "/tmp/claude-XXXX-cwd"),
		wrap(`'git push --force origin main'`, "'/var/folders/T/claude-XXXX-cwd'"),
	} {
		if !claudeWraps(text, push) {
			t.Errorf("claudeWraps(%q) = false", text)
		}
	}
	if !claudeWraps(wrap(`'echo '\''hi'\'''`, "/tmp/claude-XXXX-cwd"), "echo 'hi'") {
		t.Error("a quoted action is not recognised")
	}
	for _, text := range []string{
		push,
		wrap(`'git push --force origin main2'`, "/tmp/claude-XXXX-cwd"),
		wrap(`'git push --force origin main'`, "/tmp/claude-XXXX-cwd; rm -rf /"),
		wrap(`'git push --force origin main'`, "/tmp/other-file"),
		"echo hi && eval 'git push --force origin main' < /dev/null && pwd -P >| /tmp/claude-XXXX-cwd",
		wrap(`'rm -rf x; git push --force origin main'`, "/tmp/claude-XXXX-cwd"),
		"source /x 2>/dev/null || true && rm -rf ~ && \\builtin shopt -u extglob 2>/dev/null || true && eval 'git push --force origin main' < /dev/null && pwd -P >| /tmp/claude-XXXX-cwd",
		"rm -rf ~; " + wrap(`'git push --force origin main'`, "/tmp/claude-XXXX-cwd"),
	} {
		if claudeWraps(text, push) {
			t.Errorf("claudeWraps(%q) = true", text)
		}
	}
}
