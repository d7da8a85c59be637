package audit

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/internal/tmpfs"
)

// TestFullDiskLeavesNoPartialLine fills a small tmpfs and appends a
// record that only partly fits: Append fails and cuts its partial line
// back off, so the log stays intact, and appends work again once there is
// space.
func TestFullDiskLeavesNoPartialLine(t *testing.T) {
	dir := tmpfs.Mount(t, 256<<10)
	l := &Log{Path: filepath.Join(dir, "audit.jsonl"), Now: func() time.Time { return fixed }}
	appendN(t, l, 3)
	filler := tmpfs.Fill(t, dir)
	before, err := os.ReadFile(l.Path)
	if err != nil {
		t.Fatal(err)
	}
	big := Record{Event: EventDecision, Command: strings.Repeat("x", 64<<10)}
	if _, err := l.Append(big); err == nil {
		t.Fatal("an append to a full disk must fail")
	} else if !strings.Contains(err.Error(), "no space") {
		t.Fatalf("want a full-disk error, got %v", err)
	}
	after, _ := os.ReadFile(l.Path)
	if !bytes.Equal(before, after) {
		t.Fatalf("the failed append left %d bytes behind", len(after)-len(before))
	}
	verifyIntact(t, l, 3)
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Append(big); err != nil {
		t.Fatal(err)
	}
	verifyIntact(t, l, 4)
}

// TestKilledWritersLeaveOnlyCrashDamage kills writer processes at random
// moments while they append large records (so that a kill often lands in
// the middle of a write) and rotate the log. Every record a writer saw
// written must still be there, and verify may find crash damage but
// never a change.
func TestKilledWritersLeaveOnlyCrashDamage(t *testing.T) {
	if path := os.Getenv("GATESH_AUDIT_KILL_WRITER"); path != "" {
		killedWriter(path)
		return
	}
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	acked := map[string]bool{}
	rng := rand.New(rand.NewPCG(1, 2))
	kills := 60
	if raceBuild {
		kills = 20 // each kill costs several times as much
	}
	for range kills {
		c := exec.Command(os.Args[0], "-test.run=^TestKilledWritersLeaveOnlyCrashDamage$")
		c.Env = append(os.Environ(), "GATESH_AUDIT_KILL_WRITER="+path)
		out, err := c.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		// Wait for the first record, then kill at a random moment.
		if sc.Scan() {
			acked[sc.Text()] = true
		}
		time.Sleep(time.Duration(rng.IntN(20000)) * time.Microsecond)
		c.Process.Signal(syscall.SIGKILL)
		for sc.Scan() {
			acked[sc.Text()] = true
		}
		c.Wait()
	}
	l := &Log{Path: path, Now: time.Now, RotateSize: 4 << 20}
	if _, err := l.Append(Record{Event: EventDecision, Command: "after the kills"}); err != nil {
		t.Fatal(err)
	}
	rep, err := l.Verify(nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Damage() == Changed {
		t.Fatalf("kills must leave only crash damage: %v", rep.Problems)
	}
	found := map[string]bool{}
	if err := Scan(path, func(r Record) error { found[r.ID] = true; return nil }); err != nil {
		t.Fatal(err)
	}
	for id := range acked {
		if !found[id] {
			t.Errorf("record %s was written, then lost", id)
		}
	}
	torn := 0
	for _, p := range rep.Problems {
		if strings.Contains(p.Reason, "cut short") {
			torn++
		}
	}
	t.Logf("%d kills, %d records acknowledged, %d files; crash artifacts: %d torn lines, %d others",
		kills, len(acked), len(rep.Files), torn, len(rep.Problems)-torn)
}

// killedWriter appends records of 256 KiB to 1 MiB until it is killed,
// printing the id of each one written. Plain text is quick to encode, so
// that much of the time goes to writing.
func killedWriter(path string) {
	l := &Log{Path: path, Now: time.Now, RotateSize: 4 << 20}
	for i := 0; ; i++ {
		n := (1 + i%4) << 18
		rec, err := l.Append(Record{Event: EventDecision, Command: strings.Repeat("y", n), Pid: os.Getpid()})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Stdout.WriteString(rec.ID + "\n")
	}
}

// TestKillBetweenLineAndHead is the state a writer killed after its line
// and before its head write leaves: verify calls it a crash, not lines
// added without the lock, and the next append repairs the head.
func TestKillBetweenLineAndHead(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 3)
	head, err := os.ReadFile(l.HeadPath())
	if err != nil {
		t.Fatal(err)
	}
	appendN(t, l, 1)
	if err := os.WriteFile(l.HeadPath(), head, 0o600); err != nil {
		t.Fatal(err)
	}
	p := verifyDamage(t, l, Crash)
	if p.Line != 4 || !strings.Contains(p.Reason, "died") {
		t.Fatalf("got %v", p)
	}
	appendN(t, l, 1)
	verifyIntact(t, l, 5)
}

func TestTornLastLineIsACrash(t *testing.T) {
	for _, frag := range []string{`{`, `{"ts":"2026-11-29T19:00`, `{"ts":"2026-11-29T19:00:00Z","id":"x","event":"decision","command":"ech`} {
		l := newLog(t)
		appendN(t, l, 2)
		f, err := os.OpenFile(l.Path, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString(frag)
		f.Close()
		rep, err := l.Verify(nil)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Damage() != Crash || len(rep.Problems) != 1 || rep.Problems[0].Line != 3 {
			t.Fatalf("fragment %q: want one crash at line 3, got %v", frag, rep.Problems)
		}
	}
}

// TestVerifyGoesOnPastATornLine finds an edit after a torn line: the torn
// line does not stop the check.
func TestVerifyGoesOnPastATornLine(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 2)
	f, _ := os.OpenFile(l.Path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"ts":"cut`)
	f.Close()
	appendN(t, l, 4) // lines 4 to 7
	ls := lines(t, l.Path)
	ls[4] = bytes.Replace(ls[4], []byte("echo 1"), []byte("echo X"), 1) // line 5
	writeLines(t, l.Path, ls)
	rep, err := l.Verify(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Problems) != 2 || rep.Problems[0].Line != 3 || rep.Problems[0].Damage != Crash ||
		rep.Problems[1].Line != 5 || rep.Problems[1].Damage != Changed || rep.Damage() != Changed {
		t.Fatalf("want a crash at line 3 and a change at line 5, got %v", rep.Problems)
	}
}

// TestTornLookalikeThatBreaksTheChainIsAChange: a line edited to look cut
// short is still an edit, since the next line does not follow it.
func TestTornLookalikeThatBreaksTheChainIsAChange(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 4)
	ls := lines(t, l.Path)
	ls[1] = []byte(`{"ts":"2026`)
	writeLines(t, l.Path, ls)
	if p := verifyDamage(t, l, Changed); p.Line != 2 {
		t.Fatalf("got %v", p)
	}
}

// TestOversizedCommandIsBounded is 12 MiB of control bytes: the line
// keeps a prefix and the sha256 of the whole, within MaxRecord, and
// verify reads it.
func TestOversizedCommandIsBounded(t *testing.T) {
	l := newLog(t)
	// A token lies across the cut: no part of it may stay. The cut comes
	// at MaxCommand written bytes, six for each control byte.
	token := "ghp_0123456789abcdefghijklmnopqrstuvwxyz"
	head := strings.Repeat("\x01\x02\x03 ", (MaxCommand/6-len(token)/2)/4)
	cmd := head + token + " " + strings.Repeat("\x01\x02\x03 ", (12<<20-len(head))/4)
	rec, err := l.Append(Record{Event: EventDecision, Command: cmd})
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(cmd))
	if rec.CommandBytes != len(cmd) || rec.CommandSHA256 != hex.EncodeToString(sum[:]) || Cost(rec.Command) > MaxCommand || len(rec.Command) < MaxCommand/6-redactMargin-8 {
		t.Fatalf("command_bytes %d command_sha256 %s, kept %d bytes", rec.CommandBytes, rec.CommandSHA256, len(rec.Command))
	}
	if strings.Contains(rec.Command, "ghp_") {
		t.Fatal("part of a token the cut went through was kept")
	}
	info, _ := os.Stat(l.Path)
	if info.Size() > MaxRecord {
		t.Fatalf("line of %d bytes, more than %d", info.Size(), MaxRecord)
	}
	// Plain text keeps as much as fits, and no more.
	plain := strings.Repeat("echo hello; ", 100<<10)
	rec, err = l.Append(Record{Event: EventDecision, Command: plain})
	if err != nil || rec.CommandBytes != len(plain) || len(rec.Command) < MaxCommand-redactMargin-8 || len(rec.Command) > MaxCommand {
		t.Fatalf("plain: kept %d of %d: %v", len(rec.Command), rec.CommandBytes, err)
	}
	// A command that fits is kept whole, with no digest.
	rec, err = l.Append(Record{Event: EventDecision, Command: "ls -l"})
	if err != nil || rec.Command != "ls -l" || rec.CommandBytes != 0 || rec.CommandSHA256 != "" {
		t.Fatalf("small: %+v %v", rec, err)
	}
	verifyIntact(t, l, 3)
}

// TestWorstRecordFitsMaxLine fills every field past its limit with bytes
// that escape worst, and checks that the line stays within MaxRecord.
func TestWorstRecordFitsMaxLine(t *testing.T) {
	worst := strings.Repeat("\x01\xff", 1<<20) // control bytes escape to 6 bytes, invalid bytes too
	rec := Record{Event: EventDecision, Command: worst, Cwd: worst, Tier: worst, Verdict: worst, User: worst, Agent: worst,
		Session: worst, Request: worst, Status: worst, Reason: worst, Enforce: worst, PrevFile: worst, Pid: -1 << 62, Ppid: -1 << 62,
		Model: worst, ModelNote: worst, Tool: worst, Server: worst, Input: json.RawMessage(`{"a":"` + strings.Repeat(`\u0001`, 1<<16) + `"}`)}
	for range MaxRules + 5 {
		rec.Rules = append(rec.Rules, Rule{worst, worst, worst})
	}
	exit := -1 << 30
	rec.Exit, rec.TS, rec.ID, rec.Prev = &exit, strings.Repeat("9", 64), strings.Repeat("f", 64), strings.Repeat("a", 64)
	bound(&rec)
	line := appendBounded(nil, &rec)
	if len(line) > MaxRecord {
		t.Fatalf("worst line is %d bytes, MaxRecord %d", len(line), MaxRecord)
	}
}

func TestNonUTF8CommandIsKeptExactly(t *testing.T) {
	l := newLog(t)
	cmd := "rm -rf caf\xe9/\xff"
	if _, err := l.Append(Record{Event: EventDecision, Command: cmd, Cwd: "/tmp/\xfe"}); err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(lines(t, l.Path)[0], &raw); err != nil {
		t.Fatal(err)
	}
	if raw["command_base64"] != "cm0gLXJmIGNhZukv/w==" || raw["cwd_base64"] != "L3RtcC/+" {
		t.Fatalf("base64 fields: %v %v", raw["command_base64"], raw["cwd_base64"])
	}
	verifyIntact(t, l, 1)
}

// TestEditedLineIsNamed: the line reported is the edited one, not the
// line after it.
func TestEditedLineIsNamed(t *testing.T) {
	for edited := 1; edited <= 4; edited++ {
		l := newLog(t)
		appendN(t, l, 5)
		ls := lines(t, l.Path)
		ls[edited-1] = bytes.Replace(ls[edited-1], []byte("echo"), []byte("ECHO"), 1)
		writeLines(t, l.Path, ls)
		if p := verifyDamage(t, l, Changed); p.Line != edited {
			t.Errorf("edited line %d, reported %v", edited, p)
		}
	}
}

// TestVerifyReadsLongLinesOfEarlierVersions: a chained line longer than
// MaxLine, as gatesh wrote before commands were bounded, verifies; it no
// longer stops verify for good.
func TestVerifyReadsLongLinesOfEarlierVersions(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 1)
	ls := lines(t, l.Path)
	// Built by hand: encoding 16 MiB byte by byte is slow under -race.
	long := []byte(`{"ts":"2026-01-01T00:00:00Z","id":"old","event":"decision","command":"` + strings.Repeat("\\u0001", 3<<20) +
		`","cwd":"","rules":[],"pid":0,"ppid":0,"user":"","prev":"` + hashLine(bytes.TrimSuffix(ls[0], []byte("\n"))) + `"}`)
	if len(long) <= MaxLine {
		t.Fatalf("line of %d bytes", len(long))
	}
	f, err := os.OpenFile(l.Path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(append(long, '\n'))
	f.Close()
	appendN(t, l, 1)
	verifyIntact(t, l, 3)
	// Edited, it is found like any other line.
	data, _ := os.ReadFile(l.Path)
	i := bytes.Index(data, []byte(`\u0001`))
	copy(data[i:], `\u0002`)
	os.WriteFile(l.Path, data, 0o600)
	if p := verifyDamage(t, l, Changed); p.Line != 2 {
		t.Fatalf("got %v", p)
	}
}
