package audit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

var fixed = time.Date(2026, 11, 29, 19, 0, 0, 123, time.UTC)

func newLog(t *testing.T) *Log {
	t.Helper()
	return &Log{Path: filepath.Join(t.TempDir(), "sub", "audit.jsonl"), Now: func() time.Time { return fixed }}
}

func appendN(t *testing.T, l *Log, n int) {
	t.Helper()
	for i := range n {
		if _, err := l.Append(Record{Event: EventDecision, Command: fmt.Sprintf("echo %d", i), Tier: "green", Verdict: "auto_pass"}); err != nil {
			t.Fatal(err)
		}
	}
}

func lines(t *testing.T, path string) [][]byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.SplitAfter(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
}

func writeLines(t *testing.T, path string, ls [][]byte) {
	t.Helper()
	var buf bytes.Buffer
	for _, l := range ls {
		buf.Write(bytes.TrimSuffix(l, []byte("\n")))
		buf.WriteByte('\n')
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestAppendWritesOneCompactChainedLine(t *testing.T) {
	l := newLog(t)
	exit := 3
	rec, err := l.Append(Record{Event: EventDecision, Command: "curl -H 'Authorization: Bearer abcdefghijkl' x", Cwd: "/r",
		Tier: "red", Verdict: "hold", Rules: []Rule{{"secret_read", "red", "reads a secret"}}, Pid: 10, Ppid: 9, User: "u", Exit: &exit})
	if err != nil {
		t.Fatal(err)
	}
	if rec.TS != "2026-11-29T19:00:00.000000123Z" || rec.Prev != "" || rec.ID == "" {
		t.Fatalf("first record: %+v", rec)
	}
	rec2, err := l.Append(Record{Event: EventDecision, Command: "ls"})
	if err != nil {
		t.Fatal(err)
	}
	if rec2.ID == rec.ID {
		t.Fatal("ids must be unique")
	}
	ls := lines(t, l.Path)
	if len(ls) != 2 {
		t.Fatalf("want 2 lines, got %d", len(ls))
	}
	if rec2.Prev != hashLine(bytes.TrimSuffix(ls[0], []byte("\n"))) {
		t.Fatal("prev is not the hash of the line before")
	}
	var got map[string]any
	if err := json.Unmarshal(ls[0], &got); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(ls[0], []byte("abcdefghijkl")) {
		t.Fatalf("secret written to the log: %s", ls[0])
	}
	for _, k := range []string{"ts", "id", "event", "command", "cwd", "tier", "verdict", "rules", "pid", "ppid", "user", "exit", "prev"} {
		if _, ok := got[k]; !ok {
			t.Errorf("record lacks %q: %s", k, ls[0])
		}
	}
	verifyIntact(t, l, 2)
}

// verifyIntact checks that the log verifies with no problem and holds
// records records.
func verifyIntact(t *testing.T, l *Log, records int) {
	t.Helper()
	rep, err := l.Verify(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Problems) > 0 || rep.Records != records {
		t.Fatalf("want an intact log of %d records, got %d records and %v", records, rep.Records, rep.Problems)
	}
}

// verifyDamage verifies the log and returns its first problem, which
// must be of damage d.
func verifyDamage(t *testing.T, l *Log, d Damage) Problem {
	t.Helper()
	rep, err := l.Verify(nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Damage() != d || len(rep.Problems) == 0 {
		t.Fatalf("want damage %v, got %v: %v", d, rep.Damage(), rep.Problems)
	}
	return rep.Problems[0]
}

func TestVerifyFindsTampering(t *testing.T) {
	for _, tc := range []struct {
		name   string
		tamper func(ls [][]byte) [][]byte
		line   int
	}{
		{"edit middle", func(ls [][]byte) [][]byte {
			ls[2] = bytes.Replace(ls[2], []byte("echo 2"), []byte("echo X"), 1)
			return ls
		}, 3},
		{"edit to invalid json", func(ls [][]byte) [][]byte { ls[1] = []byte("{oops\n"); return ls }, 2},
		{"remove middle", func(ls [][]byte) [][]byte { return append(ls[:2], ls[3:]...) }, 2},
		{"remove first", func(ls [][]byte) [][]byte { return ls[1:] }, 1},
		{"swap", func(ls [][]byte) [][]byte { ls[1], ls[2] = ls[2], ls[1]; return ls }, 1},
		{"remove last", func(ls [][]byte) [][]byte { return ls[:len(ls)-1] }, 5},
		{"edit last", func(ls [][]byte) [][]byte {
			ls[4] = bytes.Replace(ls[4], []byte("echo 4"), []byte("echo Y"), 1)
			return ls
		}, 5},
		{"insert copy", func(ls [][]byte) [][]byte {
			return append(ls[:3], append([][]byte{ls[2]}, ls[3:]...)...)
		}, 3},
		{"crlf", func(ls [][]byte) [][]byte {
			for i := range ls {
				ls[i] = append(bytes.TrimSuffix(ls[i], []byte("\n")), '\r')
			}
			return ls
		}, 1},
		{"trailing cr on the last line", func(ls [][]byte) [][]byte {
			ls[4] = append(bytes.TrimSuffix(ls[4], []byte("\n")), '\r')
			return ls
		}, 5},
		{"line too long", func(ls [][]byte) [][]byte {
			ls[1] = append([]byte(`{"x":"`+strings.Repeat("a", MaxLine)+`",`), ls[1][1:]...)
			return ls
		}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := newLog(t)
			appendN(t, l, 5)
			writeLines(t, l.Path, tc.tamper(lines(t, l.Path)))
			p := verifyDamage(t, l, Changed)
			if p.Line != tc.line {
				t.Fatalf("first bad line: got %d, want %d (%v)", p.Line, tc.line, p)
			}
		})
	}
}

func TestVerifyMissingHead(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 2)
	if err := os.Remove(l.HeadPath()); err != nil {
		t.Fatal(err)
	}
	verifyDamage(t, l, Changed)
}

func TestAppendAfterTornLineKeepsAppending(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 2)
	f, err := os.OpenFile(l.Path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"ts":"cut`)
	f.Close()
	appendN(t, l, 1)
	if p := verifyDamage(t, l, Crash); p.Line != 3 {
		t.Fatalf("want the torn line 3 reported, got %v", p)
	}
	if ls := lines(t, l.Path); len(ls) != 4 {
		t.Fatalf("want the new record on its own line, got %d lines", len(ls))
	}
}

func TestAppendConcurrentGoroutines(t *testing.T) {
	l := newLog(t)
	l.Now = time.Now
	var wg sync.WaitGroup
	for g := range 16 {
		wg.Go(func() {
			for i := range 10 {
				if _, err := l.Append(Record{Event: EventDecision, Command: fmt.Sprintf("g%d-%d", g, i)}); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	verifyIntact(t, l, 160)
}

// TestAppendConcurrentProcesses runs this test binary as several writer
// processes at once.
func TestAppendConcurrentProcesses(t *testing.T) {
	if path := os.Getenv("GATESH_AUDIT_TEST_WRITER"); path != "" {
		l := &Log{Path: path, Now: time.Now}
		for i := range 25 {
			if _, err := l.Append(Record{Event: EventDecision, Command: "p" + strconv.Itoa(i)}); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	l := newLog(t)
	appendN(t, l, 1)
	runWriters(t, 6, "TestAppendConcurrentProcesses", "GATESH_AUDIT_TEST_WRITER="+l.Path)
	verifyIntact(t, l, 151)
}

// runWriters runs n copies of this test binary at once, each running the
// test named with env added, and waits for them all.
func runWriters(t *testing.T, n int, test, env string) {
	t.Helper()
	var cmds []*exec.Cmd
	for range n {
		c := exec.Command(os.Args[0], "-test.run=^"+test+"$")
		c.Env = append(os.Environ(), env)
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, c)
	}
	for _, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestAppendFailsWhenLogCannotBeWritten(t *testing.T) {
	dir := t.TempDir()
	l := &Log{Path: filepath.Join(dir, "audit.jsonl"), Now: time.Now}
	if err := os.Mkdir(l.Path, 0o700); err != nil { // a folder where the file should be
		t.Fatal(err)
	}
	if _, err := l.Append(Record{Event: EventDecision}); err == nil {
		t.Fatal("append to an unwritable log must fail")
	}
}

// TestAppendRecountsWhenHeadIsWrong checks that a head file that is
// malformed or stale is not trusted: the count comes from the log.
func TestAppendRecountsWhenHeadIsWrong(t *testing.T) {
	for name, head := range map[string]string{
		"garbage":   "not a head\n",
		"stale":     "00000000000000000009 0000000000000000000000000000000000000000000000000000000000000000\n",
		"one field": "00000000000000000009\n",
	} {
		t.Run(name, func(t *testing.T) {
			l := newLog(t)
			appendN(t, l, 2)
			if err := os.WriteFile(l.HeadPath(), []byte(head), 0o600); err != nil {
				t.Fatal(err)
			}
			appendN(t, l, 1)
			verifyIntact(t, l, 3)
		})
	}
}

// BenchmarkAppend is one shell-mode decision logged to a log that already
// holds records, as at every gatesh start.
func BenchmarkAppend(b *testing.B) {
	l := &Log{Path: filepath.Join(b.TempDir(), "audit.jsonl"), Now: time.Now}
	rec := Record{Event: EventDecision, Command: "git status --short", Cwd: "/home/u/repo", Tier: "green",
		Verdict: "auto_pass", Rules: []Rule{}, Pid: 100, Ppid: 99, User: "u", Agent: "claude-code"}
	for b.Loop() {
		if _, err := l.Append(rec); err != nil {
			b.Fatal(err)
		}
	}
}
