package api

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/teamapi"
)

// machineLog writes n records with the real audit log, rotating small
// files, and returns its lines in chain order, seq from 1.
func machineLog(t testing.TB, n int) []teamapi.AuditLine {
	t.Helper()
	dir := t.TempDir()
	at := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	l := &audit.Log{Path: filepath.Join(dir, "audit.jsonl"), Now: func() time.Time { at = at.Add(time.Second); return at }, RotateSize: 2000}
	for i := range n {
		rec := audit.Record{Event: audit.EventDecision, Command: "ls " + strings.Repeat("x", i), Cwd: "/work", Tier: "green", Verdict: "auto_pass", User: "carol", Pid: 100 + i, Ppid: 1}
		if _, err := l.Append(rec); err != nil {
			t.Fatal(err)
		}
	}
	files, err := audit.Files(l.Path)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 2 {
		t.Fatalf("the log did not rotate: %v", files)
	}
	var out []teamapi.AuditLine
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n")) {
			out = append(out, teamapi.AuditLine{Seq: int64(len(out) + 1), Line: string(line)})
		}
	}
	return out
}

func (m *testMachine) ship(lines ...teamapi.AuditLine) teamapi.AuditAck {
	m.h.t.Helper()
	var ack teamapi.AuditAck
	if st := m.signed("POST", teamapi.PathMachineAudit, teamapi.AuditBatch{Lines: lines}, &ack, 0); st != 200 {
		m.h.t.Fatalf("audit push: %d", st)
	}
	return ack
}

func (h *testHub) flags(machine string) map[int64]string {
	h.t.Helper()
	rows, err := h.st.Pool.Query(context.Background(), `SELECT seq, flag FROM audit_lines WHERE machine = $1 AND flag IS NOT NULL`, machine)
	if err != nil {
		h.t.Fatal(err)
	}
	defer rows.Close()
	out := map[int64]string{}
	for rows.Next() {
		var seq int64
		var flag string
		rows.Scan(&seq, &flag)
		out[seq] = flag
	}
	return out
}

// A real log, rotations included, ships clean; the same batch twice
// stores nothing new; a gap is flagged until the missing line arrives.
func TestAuditChainAcrossRotations(t *testing.T) {
	h := newHub(t)
	m := h.join("box", "dev")
	lines := machineLog(t, 40)
	ack := m.ship(lines[:10]...)
	if ack.Through != 10 || len(ack.Flags) != 0 {
		t.Fatalf("first push: %+v", ack)
	}
	if ack := m.ship(lines[:10]...); ack.Through != 10 || len(ack.Flags) != 0 {
		t.Fatalf("the same push again: %+v", ack)
	}
	if n := h.scalar(`SELECT count(*) FROM audit_lines`); n != 10 {
		t.Fatalf("%d lines after the same push twice", n)
	}
	// Lines 11 and 12 are lost on the way; 13 on arrives.
	ack = m.ship(lines[12:20]...)
	if ack.Through != 10 || len(ack.Flags) != 1 || !strings.Contains(ack.Flags[0], "gap") {
		t.Fatalf("a push past a gap: %+v", ack)
	}
	if f := h.flags(m.id); f[13] != "gap" || len(f) != 1 {
		t.Fatalf("flags %v", f)
	}
	ack = m.ship(lines[10:12]...)
	if ack.Through != 20 || len(ack.Flags) != 0 {
		t.Fatalf("the missing lines: %+v", ack)
	}
	if f := h.flags(m.id); len(f) != 0 {
		t.Fatalf("the gap stayed flagged once filled: %v", f)
	}
	if ack := m.ship(lines[20:]...); ack.Through != int64(len(lines)) || len(ack.Flags) != 0 {
		t.Fatalf("the rest, across rotations: %+v", ack)
	}
	if n := h.scalar(`SELECT count(*) FROM command_records WHERE machine = $1`, m.id); n != 40 {
		t.Fatalf("%d decision rows for 40 decision records", n)
	}
	var recs []teamapi.AuditRecord
	alice := h.member("alice@example.com", "viewer", "dev", "read")
	h.as(alice, "GET", teamapi.PathAudit+"?machine=box&limit=5", nil, &recs)
	if len(recs) != 5 || recs[0].Seq != 1 || recs[0].Line != lines[0].Line || recs[0].Machine != m.id {
		t.Fatalf("audit query: %+v", recs)
	}
	if n := len(h.refusals()); n != 1 {
		t.Fatalf("%d refusals logged; want the gap", n)
	}
}

// A line that changed after it was shipped, a line that does not follow
// the one before, and a line that is not a record are flagged and kept.
func TestAuditChainFlagsTampering(t *testing.T) {
	h := newHub(t)
	m := h.join("box", "dev")
	lines := machineLog(t, 30)
	m.ship(lines[:10]...)

	changed := lines[4]
	changed.Line = strings.Replace(changed.Line, `"ls `, `"ls -la `, 1)
	ack := m.ship(changed)
	if len(ack.Flags) != 1 || !strings.Contains(ack.Flags[0], "conflict: seq 5") {
		t.Fatalf("a changed line: %+v", ack)
	}
	if n := h.scalar(`SELECT count(*) FROM audit_lines WHERE seq = 5`); n != 2 {
		t.Fatalf("%d lines at seq 5; both versions must be kept", n)
	}
	if n := h.scalar(`SELECT count(*) FROM audit_lines WHERE seq = 5 AND flag IS NULL AND line = $1`, lines[4].Line); n != 1 {
		t.Fatal("the line as first shipped lost its place")
	}

	// Line 11 removed on the machine and the chain rewritten from there:
	// line 12 no longer follows 10. Shipped as seq 11, it is a fork.
	forked := lines[11]
	forked.Seq = 11
	ack = m.ship(forked)
	if len(ack.Flags) != 1 || !strings.Contains(ack.Flags[0], "fork: seq 11") || ack.Through != 11 {
		t.Fatalf("a fork: %+v", ack)
	}
	if ack := m.ship(teamapi.AuditLine{Seq: 12, Line: "not json"}); !strings.Contains(strings.Join(ack.Flags, ""), "unreadable") {
		t.Fatalf("an unreadable line: %+v", ack)
	}
	if f := h.flags(m.id); f[5] != "conflict" || f[11] != "fork" || f[12] != "unreadable" {
		t.Fatalf("flags %v", f)
	}
	var recs []teamapi.AuditRecord
	alice := h.member("alice@example.com", "viewer", "*", "read")
	h.as(alice, "GET", teamapi.PathAudit, nil, &recs)
	flagged := 0
	for _, r := range recs {
		if r.Flag != "" {
			flagged++
		}
	}
	if len(recs) != 13 || flagged != 3 {
		t.Fatalf("the audit query gave %d lines, %d flagged", len(recs), flagged)
	}
}

// A machine that joins with a long log may ship from where it is: the
// first line it ships starts its chain at the hub.
func TestAuditChainMayStartLate(t *testing.T) {
	h := newHub(t)
	m := h.join("box", "dev")
	lines := machineLog(t, 20)
	if ack := m.ship(lines[14:]...); ack.Through != int64(len(lines)) || len(ack.Flags) != 0 {
		t.Fatalf("a first push from seq 15: %+v", ack)
	}
	if ack := m.ship(lines[10:14]...); ack.Through != int64(len(lines)) || len(ack.Flags) != 0 {
		t.Fatalf("earlier lines after the start: %+v", ack)
	}
	// An earlier line that the start does not follow is a fork.
	m2 := h.join("box2", "dev")
	m2.ship(lines[14:]...)
	other := machineLog(t, 20)
	if ack := m2.ship(other[13]); len(ack.Flags) != 1 || !strings.Contains(ack.Flags[0], "fork: seq 15") {
		t.Fatalf("a line before the start from another log: %+v", ack)
	}
}

// TestAuditChainTakesDeclaredLosses: lines a machine's retention removed
// before they were shipped, declared gone with the batch after them, are
// recorded as declared: the line after them is flagged gone with a note
// that counts them (not a silent pass, and not a gap for ever), and the
// hub's Through passes them. A declaration that does not come just before
// the batch is refused. (Before AuditBatch.Gone was read, Through stayed
// at 10 and the line after the loss was flagged gap for good.)
func TestAuditChainTakesDeclaredLosses(t *testing.T) {
	h := newHub(t)
	m := h.join("box", "dev")
	lines := machineLog(t, 30)
	m.ship(lines[:10]...)
	// Lines 11 to 15 were removed on the machine while the hub was away.
	var ack teamapi.AuditAck
	if st := m.signed("POST", teamapi.PathMachineAudit, teamapi.AuditBatch{Lines: lines[15:20], Gone: &teamapi.SeqRange{From: 11, To: 15}}, &ack, 0); st != 200 {
		t.Fatalf("a push that declares lines gone: %d", st)
	}
	if ack.Through != 20 || len(ack.Flags) != 1 || !strings.Contains(ack.Flags[0], "lines 11 to 15 (5 lines) were removed on the machine before they were shipped") {
		t.Fatalf("the declared loss: %+v", ack)
	}
	if f := h.flags(m.id); len(f) != 1 || f[16] != "gone" {
		t.Fatalf("flags %v, want line 16 flagged gone", f)
	}
	// The same batch again changes nothing; the rest goes on.
	ack = teamapi.AuditAck{}
	if st := m.signed("POST", teamapi.PathMachineAudit, teamapi.AuditBatch{Lines: lines[15:20], Gone: &teamapi.SeqRange{From: 11, To: 15}}, &ack, 0); st != 200 || ack.Through != 20 || len(ack.Flags) != 0 {
		t.Fatalf("the same declaration again: %d %+v", st, ack)
	}
	if ack := m.ship(lines[20:]...); ack.Through != int64(len(lines)) || len(ack.Flags) != 0 {
		t.Fatalf("after the loss: %+v", ack)
	}
	var recs []teamapi.AuditRecord
	alice := h.member("alice@example.com", "viewer", "dev", "read")
	h.as(alice, "GET", teamapi.PathAudit+"?machine=box&limit=100", nil, &recs)
	var noted []teamapi.AuditRecord
	for _, r := range recs {
		if r.Flag != "" {
			noted = append(noted, r)
		}
	}
	if len(recs) != len(lines)-5 || len(noted) != 1 || noted[0].Seq != 16 || noted[0].Flag != "gone" || !strings.Contains(noted[0].Note, "(5 lines)") {
		t.Fatalf("an auditor reads %d lines, flagged %+v", len(recs), noted)
	}

	// A line flagged gap before the machine said why becomes gone.
	m2 := h.join("box2", "dev")
	m2.ship(lines[:10]...)
	if ack := m2.ship(lines[12:14]...); len(ack.Flags) != 1 || !strings.Contains(ack.Flags[0], "gap") {
		t.Fatalf("a gap: %+v", ack)
	}
	ack = teamapi.AuditAck{}
	if st := m2.signed("POST", teamapi.PathMachineAudit, teamapi.AuditBatch{Lines: lines[12:16], Gone: &teamapi.SeqRange{From: 11, To: 12}}, &ack, 0); st != 200 || ack.Through != 16 {
		t.Fatalf("the loss declared after the gap: %d %+v", st, ack)
	}
	if f := h.flags(m2.id); len(f) != 1 || f[13] != "gone" {
		t.Fatalf("flags %v, want line 13 gone", f)
	}

	// A declaration that is not just before the batch is refused.
	for _, g := range []teamapi.SeqRange{{From: 21, To: 25}, {From: 5, To: 3}, {From: 0, To: 2}} {
		if st := m.signed("POST", teamapi.PathMachineAudit, teamapi.AuditBatch{Lines: lines[20:22], Gone: &g}, &ack, 0); st != 400 {
			t.Errorf("gone %+v: %d, want 400", g, st)
		}
	}
}

// Retention removes old lines but keeps the newest of each machine, the
// flagged ones, and the chain check going.
func TestPrune(t *testing.T) {
	h := newHub(t)
	m := h.join("box", "dev")
	lines := machineLog(t, 30)
	m.ship(lines[:10]...)
	bad := lines[2]
	bad.Line += " "
	m.ship(bad)
	h.clock.Add(48 * time.Hour)
	m.ship(lines[10:20]...)
	n, err := h.st.Prune(context.Background(), 24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	// Line 3 and its changed copy are a conflict: the copy is flagged and
	// the first carries a note naming both, so both stay.
	if n != 9 {
		t.Fatalf("pruned %d lines; want the 9 old lines that are not part of the conflict", n)
	}
	if c := h.scalar(`SELECT count(*) FROM audit_lines WHERE flag = 'conflict'`); c != 1 {
		t.Fatal("the flagged line was pruned")
	}
	if c := h.scalar(`SELECT count(*) FROM audit_lines WHERE seq = 3`); c != 2 {
		t.Fatalf("%d lines at seq 3 after the prune; want both lines of the conflict", c)
	}
	if ack := m.ship(lines[20:]...); ack.Through != int64(len(lines)) || len(ack.Flags) != 0 {
		t.Fatalf("shipping after a prune: %+v", ack)
	}
	if ack := m.ship(lines[:3]...); len(ack.Flags) != 0 {
		t.Fatalf("old lines shipped again after a prune: %+v", ack)
	}
}

// BenchmarkAuditIngest ships real audit lines to the hub in batches of
// 1000, through HTTP, the machine's signature and the chain check; it
// reports lines a second.
func BenchmarkAuditIngest(b *testing.B) {
	h := newHub(b)
	lines := machineLog(b, 1000)
	shipped := 0
	for b.Loop() {
		b.StopTimer()
		m := h.join("box", "dev") // a machine per batch keeps each chain whole
		b.StartTimer()
		if ack := m.ship(lines...); len(ack.Flags) != 0 {
			b.Fatalf("flags %v", ack.Flags)
		}
		shipped += len(lines)
	}
	b.ReportMetric(float64(shipped)/b.Elapsed().Seconds(), "lines/s")
}

// chainedLine is the record body (a JSON object without its closing
// brace) chained after prevLine at seq.
func chainedLine(seq int64, prevLine, body string) teamapi.AuditLine {
	sum := sha256.Sum256([]byte(prevLine))
	return teamapi.AuditLine{Seq: seq, Line: body + `,"prev":"` + hex.EncodeToString(sum[:]) + `"}`}
}

// recordHead begins a record's body.
const recordHead = `{"ts":"2026-12-04T12:00:10Z","id":"20261204T120010.000000000Z-abcdefabcdef",`

// A chained record that the machine's own `gatesh log verify` rejects is
// flagged at the hub too: an "approved" record no key vouches for, and a
// record whose keys repeat in two cases (R11 of the second red team
// round). The chain alone passes both.
func TestAuditFlagsRecordsLocalVerifyRejects(t *testing.T) {
	h := newHub(t)
	m := h.join("box", "dev")
	lines := machineLog(t, 30)
	m.ship(lines...)
	chained, head := chainedLine, recordHead
	// The machine seals its records (the hub cannot check a gate seal,
	// only that the machine's gatesh writes them).
	sealed := chained(int64(len(lines)+1), lines[len(lines)-1].Line,
		head+`"event":"decision","command":"ls","cwd":"/work","tier":"green","verdict":"auto_pass","rules":[],"pid":1,"ppid":1,"user":"carol","seal":"gate:AAAA"`)
	if ack := m.ship(sealed); len(ack.Flags) != 0 {
		t.Fatalf("a sealed decision: %+v", ack)
	}
	forged := chained(sealed.Seq+1, sealed.Line,
		head+`"event":"approved","command":"git push --force origin main","cwd":"/work","tier":"red","rules":[],"pid":1,"ppid":1,"user":"alice","request":"ff7j4blgjn2ce"`)
	ack := m.ship(forged)
	if !strings.Contains(strings.Join(ack.Flags, ""), fmt.Sprintf("unsealed: seq %d", forged.Seq)) {
		t.Fatalf("an unsealed approval: %+v", ack)
	}
	casedup := chained(forged.Seq+1, forged.Line,
		head+`"event":"approved","command":"git push --force","user":"alice","Event":"decision"`)
	ack = m.ship(casedup)
	if !strings.Contains(strings.Join(ack.Flags, ""), fmt.Sprintf("unreadable: seq %d", casedup.Seq)) {
		t.Fatalf("a record with a key in two cases: %+v", ack)
	}
	if f := h.flags(m.id); f[forged.Seq] != "unsealed" || f[casedup.Seq] != "unreadable" || len(f) != 2 {
		t.Fatalf("flags %v", f)
	}
	// A log from before seals holds unsealed decisions of its own: the
	// hub flags none of them.
	old := h.join("old", "dev")
	oldLines := machineLog(t, 30)
	oldForged := chained(int64(len(oldLines)+1), oldLines[len(oldLines)-1].Line,
		head+`"event":"approved","command":"git push","cwd":"/work","tier":"red","rules":[],"pid":1,"ppid":1,"user":"alice"`)
	if ack := old.ship(append(oldLines, oldForged)...); len(ack.Flags) != 0 {
		t.Fatalf("a log from before seals: %+v", ack)
	}
}

// With a machine's key and its sync paused, lines shipped ahead of the
// sync are flagged like every record the machine writes only sealed: an
// unsealed run or used, as an unsealed approval is. The genuine line the
// sync ships next at such a seq is a conflict that names both lines, on
// each of them (G7 of the fourth red team round).
func TestAuditFlagsForgedRunAndConflict(t *testing.T) {
	h := newHub(t)
	m := h.join("box", "dev")
	lines := machineLog(t, 30)
	m.ship(lines...)
	chained, head := chainedLine, recordHead
	push := `"command":"git push --force origin main","cwd":"/work","tier":"red","rules":[],"pid":1,"ppid":1,"user":"carol","request":"ff7j4blgjn2ce"`
	sealed := chained(int64(len(lines)+1), lines[len(lines)-1].Line,
		head+`"event":"decision","command":"ls","cwd":"/work","tier":"green","verdict":"auto_pass","rules":[],"pid":1,"ppid":1,"user":"carol","seal":"gate:AAAA"`)
	if ack := m.ship(sealed); len(ack.Flags) != 0 {
		t.Fatalf("a sealed decision: %+v", ack)
	}
	// A sealed run ships clean.
	sealedRun := chained(sealed.Seq+1, sealed.Line, head+`"event":"run",`+push+`,"seal":"gate:BBBB"`)
	if ack := m.ship(sealedRun); len(ack.Flags) != 0 {
		t.Fatalf("a sealed run: %+v", ack)
	}
	base := sealedRun
	for _, event := range []string{"run", "used"} {
		forged := chained(base.Seq+1, base.Line, head+`"event":"`+event+`",`+push)
		ack := m.ship(forged)
		if !strings.Contains(strings.Join(ack.Flags, ""), fmt.Sprintf("unsealed: seq %d", forged.Seq)) {
			t.Errorf("an unsealed %s: %+v", event, ack)
		}
		if f := h.flags(m.id); f[forged.Seq] != "unsealed" {
			t.Errorf("an unsealed %s is flagged %q", event, f[forged.Seq])
		}
		base = forged
	}
	// The genuine line at the forged run's seq, shipped by the sync.
	genuine := chained(sealedRun.Seq+1, sealedRun.Line,
		head+`"event":"decision","command":"make test","cwd":"/work","tier":"green","verdict":"auto_pass","rules":[],"pid":1,"ppid":1,"user":"carol","seal":"gate:CCCC"`)
	ack := m.ship(genuine)
	if len(ack.Flags) != 1 || !strings.HasPrefix(ack.Flags[0], fmt.Sprintf("conflict: seq %d", genuine.Seq)) {
		t.Fatalf("the genuine line after a forged one: %+v", ack)
	}
	hashOf := func(l teamapi.AuditLine) string {
		sum := sha256.Sum256([]byte(l.Line))
		return hex.EncodeToString(sum[:])[:12]
	}
	forgedRun := chained(sealedRun.Seq+1, sealedRun.Line, head+`"event":"run",`+push)
	rows, err := h.st.Pool.Query(context.Background(), `SELECT line, coalesce(flag, ''), coalesce(note, '') FROM audit_lines WHERE machine = $1 AND seq = $2 ORDER BY flag = 'conflict'`, m.id, genuine.Seq)
	if err != nil {
		t.Fatal(err)
	}
	type kept struct{ line, flag, note string }
	var both []kept
	for rows.Next() {
		var k kept
		if err := rows.Scan(&k.line, &k.flag, &k.note); err != nil {
			t.Fatal(err)
		}
		both = append(both, k)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(both) != 2 || both[0].line != forgedRun.Line || both[1].line != genuine.Line {
		t.Fatalf("lines at seq %d: %+v", genuine.Seq, both)
	}
	for i, k := range both {
		if !strings.Contains(k.note, "conflict: seq") || !strings.Contains(k.note, hashOf(forgedRun)) || !strings.Contains(k.note, hashOf(genuine)) {
			t.Errorf("line %d at the seq (flag %q) has the note %q; want a conflict that names both lines", i, k.flag, k.note)
		}
	}
	if both[0].flag != "unsealed" || both[1].flag != "conflict" {
		t.Errorf("flags at the seq: %q and %q; want unsealed (the forged line) and conflict", both[0].flag, both[1].flag)
	}
	// A log from before seals holds unsealed runs of its own: not flagged.
	old := h.join("old", "dev")
	oldLines := machineLog(t, 30)
	oldRun := chained(int64(len(oldLines)+1), oldLines[len(oldLines)-1].Line, head+`"event":"run",`+push)
	if ack := old.ship(append(oldLines, oldRun)...); len(ack.Flags) != 0 {
		t.Fatalf("a log from before seals: %+v", ack)
	}
}
