package audit

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
	"time"

	"gatesh/teamapi"
)

// memKey is the gate's key in memory, as keys.AuditKey keeps it on disk.
type memKey struct {
	k       *GateKey
	denied  bool // a restricted process: it may not read the key
	created int
}

func (m *memKey) Load() (*GateKey, error) {
	switch {
	case m.denied:
		return nil, fs.ErrPermission
	case m.k == nil:
		return nil, fs.ErrNotExist
	}
	return m.k, nil
}

func (m *memKey) Create(after string) (*GateKey, error) {
	if m.denied {
		return nil, fs.ErrPermission
	}
	if m.k != nil {
		return nil, fs.ErrExist
	}
	key := make([]byte, 32)
	rand.Read(key)
	m.k, m.created = &GateKey{Key: key, After: after}, m.created+1
	return m.k, nil
}

// sealedLog is a log that the gate writes (its key), the operator decides
// in (its signature), and a command writes into without either: the three
// writers of one file.
type sealedLog struct {
	gate, operator, command *Log
	key                     *memKey
	op                      testKey
}

func newSealedLog(t *testing.T) *sealedLog {
	l := newLog(t)
	s := &sealedLog{key: &memKey{}, op: newKey(t)}
	gate, operator, command := *l, *l, *l
	gate.Gate = s.key
	operator.Gate, operator.Operator = s.key, s.op
	command.Gate = &memKey{denied: true}
	s.gate, s.operator, s.command = &gate, &operator, &command
	return s
}

func (s *sealedLog) append(t *testing.T, l *Log, rec Record) Record {
	t.Helper()
	rec, err := l.Append(rec)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// verify checks the log with the gate's key and the operator's public key.
func (s *sealedLog) verify(t *testing.T) *Report {
	t.Helper()
	rep, err := s.gate.Verify(s.op)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

var forgedApproval = Record{Event: EventApproved, Command: "git push --force origin main", Cwd: "/repo", Tier: "red",
	User: "alice", Request: "ff7j4blgjn2ce", Reason: "alice approved a force-push"}

// The gate's records are sealed with its key, the operator's decisions
// with the operator's signature, and the log verifies with both.
func TestSealedRecordsVerify(t *testing.T) {
	s := newSealedLog(t)
	d := s.append(t, s.gate, Record{Event: EventDecision, Command: "git push --force", Tier: "red", Verdict: "hold"})
	a := s.append(t, s.operator, Record{Event: EventApproved, Command: "git push --force", Request: "abcd"})
	s.append(t, s.gate, Record{Event: EventRun, Command: "git push --force", Request: "abcd"})
	if !strings.HasPrefix(d.Seal, "gate:") || !strings.HasPrefix(a.Seal, "operator:") || s.key.created != 1 || s.key.k.After != "" {
		t.Fatalf("seals %q %q; key made %d times, after %q", d.Seal, a.Seal, s.key.created, s.key.k.After)
	}
	rep := s.verify(t)
	if len(rep.Problems) != 0 || rep.Seals.Gate != 2 || rep.Seals.Operator != 1 || rep.Seals.UnsealedCount != 0 ||
		rep.Seals.From == nil || rep.Seals.From.Line != 1 {
		t.Fatalf("report: %v %+v", rep.Problems, rep.Seals)
	}
}

// A command that may append to the log (as a gatesh nested in it must)
// appends a correctly chained approval and rewrites the head to match:
// verify fails on that line, whether the forger could read the gate's key
// or not, since only the operator's key seals a decision.
func TestForgedDecisionFailsVerify(t *testing.T) {
	for _, tc := range []struct {
		name   string
		forger func(s *sealedLog) *Log
	}{
		{"without keys", func(s *sealedLog) *Log { return s.command }},
		{"with the gate's key", func(s *sealedLog) *Log { return s.gate }},
		{"with another operator key", func(s *sealedLog) *Log {
			l := *s.gate
			l.Operator = newKey(t)
			return &l
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, event := range []string{EventApproved, EventRejected, EventRevoked} {
				s := newSealedLog(t)
				s.append(t, s.gate, Record{Event: EventDecision, Command: "make test", Tier: "green", Verdict: "auto_pass"})
				rec := forgedApproval
				rec.Event = event
				s.append(t, tc.forger(s), rec)
				s.append(t, s.gate, Record{Event: EventDecision, Command: "ls", Tier: "green", Verdict: "auto_pass"})
				rep := s.verify(t)
				if rep.Damage() != Changed || len(rep.Problems) != 1 || rep.Problems[0].Line != 2 || !strings.Contains(rep.Problems[0].Reason, "did not seal") && !strings.Contains(rep.Problems[0].Reason, "does not verify") {
					t.Fatalf("%s: want line 2 named as forged, got %v", event, rep.Problems)
				}
			}
		})
	}
}

// What a nested gatesh writes, without the keys, is the log's too, but
// not the gate's word: verify lists it, and it is no damage.
func TestUnsealedRecordsAreListed(t *testing.T) {
	s := newSealedLog(t)
	s.append(t, s.gate, Record{Event: EventDecision, Command: "make", Tier: "green", Verdict: "auto_pass"})
	s.append(t, s.command, Record{Event: EventDecision, Command: "git status", Tier: "green", Verdict: "auto_pass"})
	s.append(t, s.command, Record{Event: EventRun, Command: "git push --force", Request: "abcd"})
	rep := s.verify(t)
	if len(rep.Problems) != 0 || rep.Seals.UnsealedCount != 2 || len(rep.Seals.Unsealed) != 2 || rep.Seals.Unsealed[0].Line != 2 || rep.Seals.Unsealed[1].Line != 3 {
		t.Fatalf("report: %v %+v", rep.Problems, rep.Seals)
	}
}

// The head and the chain cannot tell an edited last line from the real
// one when the head was rewritten to match; its seal can.
func TestSealCatchesAnEditedLastLine(t *testing.T) {
	s := newSealedLog(t)
	appendN(t, s.gate, 3)
	ls := lines(t, s.gate.Path)
	ls[2] = bytes.Replace(ls[2], []byte("echo 2"), []byte("echo X"), 1)
	writeLines(t, s.gate.Path, ls)
	rewriteHead(t, s.gate)
	rep := s.verify(t)
	if rep.Damage() != Changed || len(rep.Problems) != 1 || rep.Problems[0].Line != 3 || !strings.Contains(rep.Problems[0].Reason, "gate seal does not verify") {
		t.Fatalf("want line 3 named, got %v", rep.Problems)
	}
	// A seal moved to another place in the chain no longer verifies
	// either: it covers prev.
	s = newSealedLog(t)
	s.append(t, s.operator, Record{Event: EventApproved, Command: "rm -rf build", Request: "abcd"})
	appendN(t, s.gate, 2)
	ls = lines(t, s.gate.Path)
	replay := bytes.Replace(ls[0], []byte(`"prev":""`), []byte(`"prev":"`+hashLine(bytes.TrimSuffix(ls[2], []byte("\n")))+`"`), 1)
	writeLines(t, s.gate.Path, append(ls, replay))
	rewriteHead(t, s.gate)
	if rep := s.verify(t); rep.Damage() != Changed || rep.Problems[len(rep.Problems)-1].Line != 4 {
		t.Fatalf("a replayed decision: %v", rep.Problems)
	}
}

// The log rewritten from its start without any seal still fails: the
// key says that sealing began with the first line.
func TestRewrittenUnsealedLogFails(t *testing.T) {
	s := newSealedLog(t)
	appendN(t, s.gate, 2)
	plain := *s.command
	for _, p := range []string{s.gate.Path, s.gate.HeadPath()} {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
	}
	appendN(t, &plain, 2)
	s.append(t, &plain, forgedApproval)
	rep := s.verify(t)
	if rep.Damage() != Changed || rep.Problems[0].Line != 3 || rep.Seals.UnsealedCount != 2 {
		t.Fatalf("want line 3 named as forged and two unsealed records, got %v %+v", rep.Problems, rep.Seals)
	}
}

// A log older than the key: its records stay as they were, unsealed
// decisions included, and sealing is expected after the line the key
// names. When that line is gone, the log was rewritten.
func TestSealingStartsWhereTheKeyWasMade(t *testing.T) {
	s := newSealedLog(t)
	plain := *s.gate
	plain.Gate = nil
	appendN(t, &plain, 2)
	s.append(t, &plain, Record{Event: EventApproved, Command: "rm -rf build", Request: "abcd"}) // before seals existed
	s.append(t, s.gate, Record{Event: EventDecision, Command: "ls"})
	s.append(t, s.command, Record{Event: EventDecision, Command: "git status"})
	rep := s.verify(t)
	if len(rep.Problems) != 0 || rep.Seals.From == nil || rep.Seals.From.Line != 4 || rep.Seals.UnsealedCount != 1 || rep.Seals.Unsealed[0].Line != 5 {
		t.Fatalf("report: %v %+v", rep.Problems, rep.Seals)
	}
	s.append(t, s.command, forgedApproval)
	if rep := s.verify(t); rep.Damage() != Changed || rep.Problems[0].Line != 6 {
		t.Fatalf("a forged approval after the key: %v", rep.Problems)
	}
	// The line before the first sealed one rewritten: the key's line is
	// gone.
	s.key.k.After = strings.Repeat("0", 64)
	if rep := s.verify(t); rep.Damage() != Changed || !strings.Contains(rep.Problems[len(rep.Problems)-1].Reason, "not in the log") {
		t.Fatalf("the key's line is gone: %v", rep.Problems)
	}
}

// Without the gate's key (the agent's user reads the log) gate seals are
// counted unchecked, and a forged decision still fails: the public key
// checks it.
func TestVerifyWithoutTheGateKey(t *testing.T) {
	s := newSealedLog(t)
	appendN(t, s.gate, 2)
	s.append(t, s.operator, Record{Event: EventApproved, Command: "rm -rf build", Request: "abcd"})
	s.append(t, s.command, forgedApproval)
	reader := *s.gate
	reader.Gate = &memKey{denied: true}
	rep, err := reader.Verify(s.op)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Seals.Unchecked != 2 || rep.Seals.Operator != 1 || rep.Damage() != Changed || rep.Problems[0].Line != 4 {
		t.Fatalf("report: %v %+v", rep.Problems, rep.Seals)
	}
}

// Records of a writer that cannot read the key are written all the same.
func TestUnreadableKeyStillLogs(t *testing.T) {
	s := newSealedLog(t)
	rec := s.append(t, s.command, Record{Event: EventDecision, Command: "ls"})
	if rec.Seal != "" || s.key.created != 0 {
		t.Fatalf("seal %q, key made %d times", rec.Seal, s.key.created)
	}
	// A seal handed in is not the caller's to set.
	rec = s.append(t, s.command, Record{Event: EventDecision, Command: "ls", Seal: "gate:AAAA"})
	if rec.Seal != "" || bytes.Contains(lines(t, s.gate.Path)[1], []byte("seal")) {
		t.Fatalf("a caller's seal was written: %q", rec.Seal)
	}
}

// rewriteHead makes the head match the file as it is, as a forger does.
func rewriteHead(t *testing.T, l *Log) {
	t.Helper()
	ls := lines(t, l.Path)
	last := bytes.TrimSuffix(ls[len(ls)-1], []byte("\n"))
	head := fmt.Sprintf("%020d %s\n", len(ls), hashLine(last))
	if err := os.WriteFile(l.HeadPath(), []byte(head), 0o600); err != nil {
		t.Fatal(err)
	}
}

// When the retention removed the file that held the line the key names,
// every kept record was written after it: a forged decision there still
// fails.
func TestSealingAfterRetention(t *testing.T) {
	s := newSealedLog(t)
	r := rotatingLog(t)
	r.KeepFiles = 1
	for _, l := range []*Log{s.gate, s.operator, s.command} {
		l.Path, l.RotateSize, l.KeepFiles = r.Path, r.RotateSize, r.KeepFiles
	}
	plain := *s.command
	plain.Gate = nil
	appendN(t, &plain, 3) // before the key
	appendN(t, s.gate, 40)
	rep := s.verify(t)
	if len(rep.Problems) != 0 || rep.KeptStart == nil || rep.Seals.From == nil || *rep.Seals.From != (Place{rep.KeptStart.File, 1}) || rep.Seals.UnsealedCount != 0 {
		t.Fatalf("report: %v %+v %+v", rep.Problems, rep.KeptStart, rep.Seals)
	}
	s.append(t, s.command, forgedApproval)
	if rep := s.verify(t); rep.Damage() != Changed || len(rep.Problems) != 1 || rep.Problems[0].File != r.Path {
		t.Fatalf("a forged approval in the kept history: %v", rep.Problems)
	}
}

// A key made anew (the old one lost) vouches from where it was made: the
// gate seals before that line, an earlier key's, are counted unchecked,
// and the chain up to the new key's line still holds them.
func TestANewKeyVouchesFromWhereItWasMade(t *testing.T) {
	s := newSealedLog(t)
	appendN(t, s.gate, 3)
	s.key.k = nil // lost
	appendN(t, s.gate, 2)
	rep := s.verify(t)
	if len(rep.Problems) != 0 || rep.Seals.Unchecked != 3 || rep.Seals.Gate != 2 || rep.Seals.From == nil || rep.Seals.From.Line != 1 {
		t.Fatalf("report: %v %+v", rep.Problems, rep.Seals)
	}
}

// teamDecision is a decision of the team whose key is team, for machine
// m1, as the hub signs it.
func teamDecision(team ed25519.PrivateKey, request, verdict string, approvers ...string) *teamapi.Decision {
	now := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	d := &teamapi.Decision{Team: teamapi.Fingerprint(team.Public().(ed25519.PublicKey)), Machine: "m1", Request: request,
		Subject: strings.Repeat("ab", 32), Cwd: "/repo", Verdict: verdict, ExpiresAt: now.Add(time.Hour), DecidedAt: now, Approvers: approvers}
	d.Sign(team)
	return d
}

// TestTeamDecisionRecords: the record of a team's decision, which gatesh
// team sync writes under the gate's key, verifies only with the decision
// the pinned team key signed for this machine, this request and this
// verdict. The gate's key is readable by the agent's user in the
// two-user setup, so a gate-sealed record alone proves nothing: a
// forged via-team approval with a valid gate seal fails (it passed
// before records carried the team's decision).
func TestTeamDecisionRecords(t *testing.T) {
	_, teamKey, _ := ed25519.GenerateKey(rand.Reader)
	_, otherKey, _ := ed25519.GenerateKey(rand.Reader)
	pin := &teamapi.Pin{Key: teamKey.Public().(ed25519.PublicKey), Fingerprint: teamapi.Fingerprint(teamKey.Public().(ed25519.PublicKey)), Machine: "m1"}
	record := func(event string, d *teamapi.Decision, approvers ...string) Record {
		r := forgedApproval
		r.Event, r.Via, r.Approvers = event, "team", approvers
		if d != nil {
			r.TeamDecision, _ = json.Marshal(d)
		}
		return r
	}
	const id = "ff7j4blgjn2ce"
	good := teamDecision(teamKey, id, teamapi.Approved, "bob@example.com")
	otherMachine := teamDecision(teamKey, id, teamapi.Approved, "bob@example.com")
	otherMachine.Machine = "m2"
	otherMachine.Sign(teamKey)
	for _, tc := range []struct {
		name   string
		writer func(s *sealedLog) *Log
		rec    Record
		pin    *teamapi.Pin
		why    string // "" when it verifies
	}{
		{"the sync's, gate-sealed, with the team's decision", (*sealedLog).gateLog, record(EventApproved, good, "bob@example.com"), pin, ""},
		{"a rejection", (*sealedLog).gateLog, record(EventRejected, teamDecision(teamKey, id, teamapi.Rejected, "bob@example.com"), "bob@example.com"), pin, ""},
		{"gate-sealed, without the team's decision", (*sealedLog).gateLog, record(EventApproved, nil, "bob@example.com"), pin, "carries no decision signed with the team key"},
		{"signed by another key", (*sealedLog).gateLog, record(EventApproved, teamDecision(otherKey, id, teamapi.Approved, "bob@example.com"), "bob@example.com"), pin, "does not vouch for"},
		{"for another machine", (*sealedLog).gateLog, record(EventApproved, otherMachine, "bob@example.com"), pin, "another machine"},
		{"for another request", (*sealedLog).gateLog, record(EventApproved, teamDecision(teamKey, "aaaabbbbccccd", teamapi.Approved, "bob@example.com"), "bob@example.com"), pin, "another action"},
		{"a rejection recorded as an approval", (*sealedLog).gateLog, record(EventApproved, teamDecision(teamKey, id, teamapi.Rejected, "bob@example.com"), "bob@example.com"), pin, "carries the team's rejected decision"},
		{"other approvers named", (*sealedLog).gateLog, record(EventApproved, good, "mallory@example.com"), pin, "names approvers"},
		{"no team pinned", (*sealedLog).gateLog, record(EventApproved, good, "bob@example.com"), nil, "pins no team key"},
		{"a command's, unsealed", (*sealedLog).commandLog, record(EventApproved, good, "bob@example.com"), pin, "the operator's key did not seal"},
		{"gate-sealed, not the team's", (*sealedLog).gateLog, forgedApproval, pin, "the operator's key did not seal"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newSealedLog(t)
			s.gate.Team = tc.pin
			s.append(t, s.gate, Record{Event: EventDecision, Command: "git push --force", Tier: "red", Verdict: "hold"})
			s.append(t, tc.writer(s), tc.rec)
			s.append(t, s.gate, Record{Event: EventRun, Command: "git push --force", Request: id})
			rep := s.verify(t)
			switch {
			case tc.why == "" && (len(rep.Problems) != 0 || rep.Seals.Team != 1):
				t.Fatalf("problems %v, %d team decisions; want it to verify", rep.Problems, rep.Seals.Team)
			case tc.why != "" && (len(rep.Problems) != 1 || rep.Problems[0].Line != 2 || !strings.Contains(rep.Problems[0].Reason, tc.why)):
				t.Fatalf("problems %v; want line 2: %s", rep.Problems, tc.why)
			}
		})
	}
}

func (s *sealedLog) gateLog() *Log    { return s.gate }
func (s *sealedLog) commandLog() *Log { return s.command }
