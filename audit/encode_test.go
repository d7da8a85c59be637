package audit

import (
	"bytes"
	"encoding/json"
	"testing"

	"gatesh/termtext"
)

// viaJSON is the line encoding/json writes for rec, with HTML escaping
// off as the log has always been written, and invisible characters then
// escaped.
func viaJSON(t testing.TB, rec Record) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(rec); err != nil {
		t.Fatal(err)
	}
	return appendRawJSON(nil, bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}

var awkwardText = []string{
	"", "ls", `echo "quoted" \ back\slash`, "a\nb\rc\td\be\ff", "\x00\x01\x1f\x7f",
	"x > y && z < w", "caf\u00e9 \u4e16\u754c \U0001F600", "\u2028line\u2029para",
	"bad \xff\xfe utf8 \xc3", "cut rune \xe4\xb8", "</script><!-- &amp;",
}

func TestAppendRecordMatchesEncodingJSON(t *testing.T) {
	exit, neg := 3, -7
	recs := []Record{
		{},
		{Rules: []Rule{}},
		{TS: "2026-11-29T19:00:00Z", ID: "id-1", Event: EventDecision, Command: "git push -f", Cwd: "/r",
			Tier: "red", Verdict: "hold", Rules: []Rule{{"force-push", "red", "rewrites history"}, {"b", "yellow", "r\"2"}},
			Pid: 10, Ppid: 1, User: "u", Agent: "claude-code", Session: "s", Request: "q", Reason: "why", Exit: &exit, Enforce: "landlock v7: 12 rules", Model: "ignored:timeout", ModelNote: "no answer within 2s \u2028 <b>", Prev: "ab"},
		{Event: EventFinished, Exit: &neg, Pid: -1, Ppid: 1 << 40},
		{Event: EventDecision, Policy: "7", ShadowPolicy: "8", ShadowTier: "red", ShadowVerdict: "hold",
			ShadowRules: []Rule{{"team-deploy", "red", "deploys \"now\""}}, Rules: []Rule{}},
		{Event: EventApproved, Via: "team", Approvers: []string{"alice@example.com", "b\"<ob>"}, Rules: []Rule{}},
		{Event: EventApproved, Via: "local", Approvers: []string{}},
		{Event: EventApproved, Via: "team", Approvers: []string{"bob@example.com"}, Request: "q",
			TeamDecision: json.RawMessage(`{"team":"ab","approvers":["bob@example.com"],"reason":"x \u003c y","signature":"c2ln"}`), Rules: []Rule{}},
		{Event: EventRotated, CommandBase64: "/w==", CommandSHA256: "cd", CommandBytes: 1 << 21, CwdBase64: "/g==",
			RulesOmitted: 3, Status: "used", PrevFile: "audit.jsonl.000001", PrevLines: 12, Rules: []Rule{}},
	}
	for _, s := range awkwardText {
		recs = append(recs, Record{Command: s, Cwd: s, User: s, Tier: s, Agent: s, Rules: []Rule{{s, s, s}}, Prev: s})
	}
	for _, rec := range recs {
		want := viaJSON(t, rec)
		if got := appendRecord(nil, &rec); !bytes.Equal(got, want) {
			t.Errorf("record %+v:\n got %s\nwant %s", rec, got, want)
		}
	}
}

// TestRawLogShowsInvisibleCharactersEscaped: an auditor reads the log
// with cat, less and grep. A command with a right-to-left override drew
// as another command there (`rm -rf ~/w` behind U+202E reads backwards),
// and a zero-width space or a tag character split or hid a word from
// grep. Such characters are now \u escapes in the line, and a JSON
// reader gets the strings back as they were.
func TestRawLogShowsInvisibleCharactersEscaped(t *testing.T) {
	hidden := "echo ok\u202e\u2066 ;w~ fr- mr\u2069\u200b \U000E0072\U000E006D\u3164\u00a0\ufe0f\u2800\u00ad"
	input := json.RawMessage(`{"command":"` + hidden + `","n":1}`)
	rec := Record{Event: EventDecision, Command: hidden, Cwd: "/w\u200f", Reason: hidden,
		Rules: []Rule{{"r\u202e", "red", hidden}}, Input: input,
		TeamDecision: json.RawMessage(`{"reason":"` + hidden + `"}`)}
	line := appendRecord(nil, &rec)
	for i, r := range string(line) {
		if r >= 0x80 && termtext.Invisible(r) {
			t.Fatalf("the line holds U+%04X raw at byte %d:\n%s", r, i, line)
		}
	}
	if !bytes.Contains(line, []byte(`echo ok\u202e\u2066 ;w~ fr- mr\u2069\u200b \udb40\udc72\udb40\udc6d\u3164\u00a0\ufe0f\u2800\u00ad`)) {
		t.Errorf("the command is not written with its escapes:\n%s", line)
	}
	var back struct {
		Record
		Input        map[string]any  `json:"input"`
		TeamDecision json.RawMessage `json:"team_decision"`
	}
	if err := json.Unmarshal(line, &back); err != nil {
		t.Fatalf("the line is not JSON: %v\n%s", err, line)
	}
	var team struct{ Reason string }
	if err := json.Unmarshal(back.TeamDecision, &team); err != nil {
		t.Fatal(err)
	}
	if back.Command != hidden || back.Reason != hidden || back.Cwd != rec.Cwd || back.Rules[0] != rec.Rules[0] ||
		back.Input["command"] != hidden || team.Reason != hidden {
		t.Errorf("the strings did not read back as written: %+v", back)
	}
	// Text a reader sees for what it is is written as encoding/json
	// writes it: emoji, accents, other scripts.
	plain := "caf\u00e9 \u4e16\u754c \U0001F600 \u05e9\u05dc\u05d5\u05dd"
	if got := appendJSONString(nil, plain); string(got) != `"`+plain+`"` {
		t.Errorf("visible text escaped: %s", got)
	}
}

func FuzzAppendRecordMatchesEncodingJSON(f *testing.F) {
	for _, s := range awkwardText {
		f.Add(s, s, 0)
	}
	f.Fuzz(func(t *testing.T, command, reason string, pid int) {
		rec := Record{Command: command, Reason: reason, Pid: pid, Rules: []Rule{{ID: reason, Reason: command}}}
		if got, want := appendRecord(nil, &rec), viaJSON(t, rec); !bytes.Equal(got, want) {
			t.Fatalf("got %s\nwant %s", got, want)
		}
	})
}
