package audit

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
)

// forgeChained appends body, with the prev of the log's last line, and
// rewrites the head to match: what a writer who can reach the file, but
// not the keys, can do.
func forgeChained(t *testing.T, l *Log, body string) {
	t.Helper()
	ls := lines(t, l.Path)
	last := strings.TrimSuffix(string(ls[len(ls)-1]), "\n")
	sum := sha256.Sum256([]byte(last))
	line := body + `,"prev":"` + hex.EncodeToString(sum[:]) + `"}`
	f, err := os.OpenFile(l.Path, os.O_WRONLY|os.O_APPEND, 0)
	mustOK(t, err)
	_, err = f.WriteString(line + "\n")
	mustOK(t, err)
	mustOK(t, f.Close())
	sum = sha256.Sum256([]byte(line))
	mustOK(t, os.WriteFile(l.Path+".head", fmt.Appendf(nil, "%020d %s\n", len(ls)+1, hex.EncodeToString(sum[:])), 0o600))
}

// A record whose keys repeat, exactly or in another case, says one thing
// to Go's decoder and another to jq or SQL: verify fails on it, and the
// log's reader skips it (R10 of the second red team round).
func TestVerifyFailsOnAmbiguousKeys(t *testing.T) {
	const head = `{"ts":"2026-11-29T19:00:00Z","id":"20261129T190000.000000123Z-abcdefabcdef",`
	for _, tc := range []struct{ name, body string }{
		{"event in two cases", head + `"event":"approved","command":"git push --force","user":"alice","Event":"decision"`},
		{"event twice", head + `"event":"approved","command":"git push --force","event":"decision"`},
		{"escaped capital", head + `"event":"approved","\u0045vent":"decision"`},
		{"kelvin sign", head + `"event":"decision","tier":"red","tier":"green","command":"x","K":1,"` + "\u212a" + `":2`},
		{"in a rule", head + `"event":"decision","rules":[{"id":"a","ID":"b"}]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := newLog(t)
			appendN(t, l, 3)
			forgeChained(t, l, tc.body)
			p := verifyDamage(t, l, Changed)
			if p.Line != 4 || !strings.Contains(p.Reason, "twice, or in two cases") {
				t.Fatalf("got %v, want line 4 with an ambiguous key", p)
			}
			var events []string
			mustOK(t, Scan(l.Path, func(r Record) error { events = append(events, r.Event); return nil }))
			if len(events) != 3 {
				t.Errorf("the reader took the ambiguous record: %v", events)
			}
		})
	}
	// What others wrote, kept byte for byte, may repeat its keys.
	l := newLog(t)
	if _, err := l.Append(Record{Event: EventDecision, Command: "x", Input: []byte(`{"Path":"a","PATH":"b"}`)}); err != nil {
		t.Fatal(err)
	}
	rep, err := l.Verify(nil)
	if err != nil || len(rep.Problems) != 0 {
		t.Fatalf("a tool input with keys in two cases: %v %v", err, rep.Problems)
	}
}

func TestCheckKeys(t *testing.T) {
	for text, ambiguous := range map[string]bool{
		`{"a":1,"b":{"a":2},"c":[{"a":1},{"a":2}]}`: false,
		`{"a":"\"a\":1","b":"}"}`:                   false,
		`{"s":"x","S":"y"}`:                         true,
		`{"a":{"x":1,"x":2}}`:                       true,
		`{"a":[1,{"y":1,"Y":2}]}`:                   true,
		`{"input":{"y":1,"Y":2}}`:                   false,
	} {
		err := CheckKeys([]byte(text))
		if got := errors.Is(err, ErrAmbiguousKey); got != ambiguous {
			t.Errorf("%s: %v, want ambiguous %v", text, err, ambiguous)
		}
	}
}

func mustOK(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
