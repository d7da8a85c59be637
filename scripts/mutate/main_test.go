package main

import (
	"slices"
	"testing"
)

func TestParent(t *testing.T) {
	for _, c := range []struct {
		tests []string
		want  string
		bad   bool
	}{
		{[]string{"TestA", "TestB"}, "", false},
		{[]string{"TestScripts/bind_git_push", "TestScripts/hold"}, "TestScripts", false},
		{[]string{"TestScripts/bind_git_push", "TestA"}, "", true},
		{[]string{"TestScripts/a", "TestOther/b"}, "", true},
	} {
		got, err := parent(c.tests)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("parent(%q) = %q, %v", c.tests, got, err)
		}
	}
}

// A failed subtest counts, and so does a test still running when the
// binary timed out.
func TestFailed(t *testing.T) {
	out := []byte("--- FAIL: TestScripts (1.20s)\n    --- FAIL: TestScripts/bind_git_push (0.31s)\n" +
		"--- FAIL: TestA (0.00s)\npanic: test timed out after 5m0s\n\trunning tests:\n\t\tTestScripts/hold_race (4m59s)\n")
	want := []string{"TestA", "TestScripts", "TestScripts/bind_git_push", "TestScripts/hold_race"}
	if got := slices.Sorted(slices.Values(failed(out))); !slices.Equal(got, want) {
		t.Errorf("failed = %q, want %q", got, want)
	}
}
