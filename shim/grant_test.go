package shim

import (
	"os"
	"testing"
	"time"
)

func TestScriptRuns(t *testing.T) {
	for _, tc := range []struct {
		text string
		argv []string
		want bool
	}{
		{"git push --force origin main", []string{"git", "push", "--force", "origin", "main"}, true},
		{"echo a; git push --force origin main && echo b", []string{"/usr/bin/git", "push", "--force", "origin", "main"}, true},
		{"bash -c 'git push -f origin main'", []string{"git", "push", "-f", "origin", "main"}, true},
		{"git push --force origin main", []string{"git", "push", "--force", "origin", "other"}, false},
		{"git push --force origin main", []string{"git", "push", "--force", "origin", "main", "extra"}, false},
		{"git push --force origin main", []string{"rm", "-rf", "/"}, false},
		{"git push --force origin \"$BRANCH\"", []string{"git", "push", "--force", "origin", "$BRANCH"}, false},
		{"git push --force origin ma*", []string{"git", "push", "--force", "origin", "ma*"}, false},
		{"echo x | xargs git push --force", []string{"git", "push", "--force"}, false},
		{"git push --force origin main; $(", []string{"git", "push", "--force", "origin", "main"}, false},
	} {
		if got := scriptRuns(tc.text, tc.argv); got != tc.want {
			t.Errorf("scriptRuns(%q, %q) = %v, want %v", tc.text, tc.argv, got, tc.want)
		}
	}
}

func TestScriptPasses(t *testing.T) {
	const approved = "bash -c 'git push --force origin main && echo ok'"
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"git push --force origin main && echo ok", true},
		{"git push --force origin main", true},
		{"git  push   --force origin main", true},
		{"git push --force origin main; rm -rf /", false},
		{"git push --force origin other", false},
		{"git push --force origin $B", false},
		{"", false},
		{"git push --force origin main; $(", false},
	} {
		if got := scriptPasses(approved, tc.text); got != tc.want {
			t.Errorf("scriptPasses(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestDescendsFrom(t *testing.T) {
	p := procFS{root: "/proc"}
	self, parent := os.Getpid(), os.Getppid()
	later := time.Now().Add(time.Hour)
	if err := p.descendsFrom(self, self, "anything", later); err != nil {
		t.Errorf("self: %v", err)
	}
	if err := p.descendsFrom(self, self, "anything", time.Now().Add(-time.Hour)); err == nil {
		t.Error("a process started after the approval was used was accepted")
	}
	if err := p.descendsFrom(self, parent, "no such argument\x01", later); err == nil {
		t.Error("an ancestor that does not run the approved text was accepted")
	}
	if err := p.descendsFrom(parent, self, "anything", later); err == nil {
		t.Error("a child was accepted as an ancestor")
	}
}
