package audit

import (
	"crypto/ed25519"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
)

// testKey is an ed25519 key pair that signs and verifies anchors.
type testKey struct {
	pub  ed25519.PublicKey
	priv ed25519.PrivateKey
}

func newKey(t *testing.T) testKey {
	pub, priv, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	return testKey{pub, priv}
}

func (k testKey) Sign(msg []byte) []byte      { return ed25519.Sign(k.priv, msg) }
func (k testKey) Verify(msg, sig []byte) bool { return ed25519.Verify(k.pub, msg, sig) }

// cutTail removes the last n lines of the log and rewrites the head to
// match what is left, as someone hiding the end of the log would.
func cutTail(t *testing.T, l *Log, n int) {
	t.Helper()
	ls := lines(t, l.Path)
	ls = ls[:len(ls)-n]
	writeLines(t, l.Path, ls)
	last := ls[len(ls)-1]
	head := fmt.Sprintf("%020d %s\n", len(ls), hashLine(last[:len(last)-1]))
	if err := os.WriteFile(l.HeadPath(), []byte(head), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestCutTailWithRewrittenHeadPassesWithoutAnAnchor(t *testing.T) {
	l := newLog(t)
	appendN(t, l, 5)
	cutTail(t, l, 2)
	verifyIntact(t, l, 3) // what the chain and the head alone cannot see
}

func TestAnchorCatchesACutTail(t *testing.T) {
	k := newKey(t)
	l := newLog(t)
	appendN(t, l, 5)
	a, err := l.Anchor(k, k)
	if err != nil || a.Line != 5 {
		t.Fatalf("anchor: %+v %v", a, err)
	}
	rep, err := l.Verify(k)
	if err != nil || len(rep.Problems) != 0 || rep.Anchor == nil || !rep.Anchor.Checked || !rep.Anchor.Found {
		t.Fatalf("anchored log: %+v %v %v", rep.Anchor, rep.Problems, err)
	}
	cutTail(t, l, 2)
	p := verifyDamage(t, l, Changed)
	if !strings.Contains(p.Reason, "anchor") {
		t.Fatalf("got %v", p)
	}
	// The cut cannot be blessed by anchoring again.
	before, _ := os.ReadFile(l.AnchorPath())
	if _, err := l.Anchor(k, k); !errors.Is(err, ErrAnchorLost) {
		t.Fatalf("want ErrAnchorLost, got %v", err)
	}
	if after, _ := os.ReadFile(l.AnchorPath()); string(after) != string(before) {
		t.Fatal("a refused anchor must leave the old one")
	}
	// Nor by appending more first.
	appendN(t, l, 3)
	verifyDamage(t, l, Changed)
}

func TestAnchorCatchesAnEmptiedLog(t *testing.T) {
	for name, empty := range map[string]func(l *Log){
		"emptied, head removed": func(l *Log) { os.WriteFile(l.Path, nil, 0o600); os.Remove(l.HeadPath()) },
		"removed with its head": func(l *Log) { os.Remove(l.Path); os.Remove(l.HeadPath()) },
		"restarted from nothing": func(l *Log) {
			os.Remove(l.Path)
			os.Remove(l.HeadPath())
			appendN(t, l, 2)
		},
	} {
		t.Run(name, func(t *testing.T) {
			k := newKey(t)
			l := newLog(t)
			appendN(t, l, 3)
			if _, err := l.Anchor(k, k); err != nil {
				t.Fatal(err)
			}
			empty(l)
			rep, err := l.Verify(k)
			if err != nil || rep.Damage() != Changed {
				t.Fatalf("got %v %v", rep, err)
			}
		})
	}
}

func TestAnchorOnlyCoversLinesUpToIt(t *testing.T) {
	k := newKey(t)
	l := newLog(t)
	appendN(t, l, 3)
	if _, err := l.Anchor(k, k); err != nil {
		t.Fatal(err)
	}
	appendN(t, l, 3)
	cutTail(t, l, 3) // back to the anchored line: not seen
	if rep, _ := l.Verify(k); len(rep.Problems) != 0 {
		t.Fatalf("lines after the anchor are not covered, as documented: %v", rep.Problems)
	}
	appendN(t, l, 1)
	cutTail(t, l, 2) // past it: seen
	verifyDamage(t, l, Changed)
}

func TestForgedAnchorIsAChange(t *testing.T) {
	op, other := newKey(t), newKey(t)
	l := newLog(t)
	appendN(t, l, 3)
	if _, err := l.Anchor(other, other); err != nil {
		t.Fatal(err)
	}
	rep, err := l.Verify(op)
	if err != nil || rep.Damage() != Changed || rep.Anchor.Checked {
		t.Fatalf("got %+v %v", rep, err)
	}
	if _, err := l.Anchor(op, op); !errors.Is(err, ErrAnchorLost) {
		t.Fatalf("a forged anchor must not be replaced silently, got %v", err)
	}
}

func TestAnchorFollowsRotation(t *testing.T) {
	k := newKey(t)
	l := rotatingLog(t)
	appendN(t, l, 5)
	if _, err := l.Anchor(k, k); err != nil {
		t.Fatal(err)
	}
	appendN(t, l, 30)
	files, _ := Files(l.Path)
	rep, err := l.Verify(k)
	if err != nil || len(rep.Problems) != 0 || !rep.Anchor.Found || len(files) < 3 {
		t.Fatalf("got %v %v in %d files", rep.Problems, err, len(files))
	}
	if _, err := l.Anchor(k, k); err != nil {
		t.Fatalf("the old anchor is found in its rotated file: %v", err)
	}
}

// TestAnchorSkipsATornLastLine anchors the last complete line.
func TestAnchorSkipsATornLastLine(t *testing.T) {
	k := newKey(t)
	l := newLog(t)
	appendN(t, l, 3)
	f, _ := os.OpenFile(l.Path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"ts":"cu`)
	f.Close()
	a, err := l.Anchor(k, k)
	if err != nil || a.Line != 3 {
		t.Fatalf("got %+v %v", a, err)
	}
	if rep, _ := l.Verify(k); rep.Damage() != Crash || !rep.Anchor.Found {
		t.Fatalf("got %v", rep.Problems)
	}
}
