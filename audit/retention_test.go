package audit

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// With KeepFiles, a rotation removes the oldest rotated files, says so in
// the rotated record that starts the new file, and Verify reports where
// the kept history starts, not a removal. Removing one more file by hand
// is still a change.
func TestRetentionByCount(t *testing.T) {
	l := rotatingLog(t)
	l.KeepFiles = 2
	appendN(t, l, 60)
	files, err := Files(l.Path)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 3 {
		t.Fatalf("files %v, want 2 rotated and the live one", files)
	}
	rep, err := l.Verify(nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Damage() != 0 {
		t.Fatalf("retention reported as damage: %v", rep.Problems)
	}
	k := rep.KeptStart
	if k == nil || k.File != files[0] || k.RecordedLine != 1 || k.Signed {
		t.Fatalf("kept start %+v, want %s recorded on the first line of a later file, unsigned", k, files[0])
	}
	var pruned int
	Scan(l.Path, func(r Record) error {
		if r.Event == EventRotated && r.KeptFrom != "" {
			pruned += r.Pruned
		}
		return nil
	})
	if pruned == 0 {
		t.Fatal("no rotated record counts the removed files")
	}
	// Now a removal that no record explains.
	os.Remove(files[0])
	p := verifyDamage(t, l, Changed)
	if p.File != files[1] {
		t.Fatalf("reported %v, want the first line of %s", p, files[1])
	}
}

// An anchor at or after the record makes the kept start signed.
func TestRetentionSigned(t *testing.T) {
	l := rotatingLog(t)
	l.KeepFiles = 1
	appendN(t, l, 30)
	k := newKey(t)
	if _, err := l.Anchor(k, k); err != nil {
		t.Fatal(err)
	}
	rep, err := l.Verify(k)
	if err != nil || rep.Damage() != 0 {
		t.Fatalf("verify: %v %v", err, rep.Problems)
	}
	if rep.KeptStart == nil || !rep.KeptStart.Signed {
		t.Fatalf("kept start %+v, want signed", rep.KeptStart)
	}
}

// With KeepAge, rotated files older than the age go at the next rotation.
func TestRetentionByAge(t *testing.T) {
	l := rotatingLog(t)
	l.KeepAge = time.Hour
	appendN(t, l, 30)
	before, _ := Files(l.Path)
	old := l.Now().Add(-2 * time.Hour)
	for _, f := range before[:2] {
		os.Chtimes(f, old, old)
	}
	appendN(t, l, 20)
	after, _ := Files(l.Path)
	for _, f := range before[:2] {
		if _, err := os.Stat(f); err == nil {
			t.Errorf("%s, older than keep, is still there", filepath.Base(f))
		}
	}
	if _, err := os.Stat(before[2]); err != nil {
		t.Errorf("%s, younger than keep, was removed", filepath.Base(before[2]))
	}
	rep, err := l.Verify(nil)
	if err != nil || rep.Damage() != 0 || rep.KeptStart == nil || rep.KeptStart.File != after[0] {
		t.Fatalf("verify: %v %v %+v", err, rep.Problems, rep.KeptStart)
	}
}
