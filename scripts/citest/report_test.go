package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// events writes test2json lines for the tests given as package, test,
// action and output.
func events(t *testing.T, evs ...event) string {
	t.Helper()
	var b strings.Builder
	for _, e := range evs {
		data, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
		b.WriteByte('\n')
	}
	return b.String()
}

// A skip through internal/needs is expected only when its capability is
// named absent; any other skip, and a needs skip for another capability,
// is unexpected. A failed test's output is printed; a passed one's is not.
func TestReportClassifiesSkips(t *testing.T) {
	in := events(t,
		event{Action: "output", Package: "p", Test: "TestA", Output: "=== RUN   TestA\n"},
		event{Action: "output", Package: "p", Test: "TestA", Output: "    a_test.go:9: needs pypi: https://pypi.org/simple/ is not reachable\n"},
		event{Action: "output", Package: "p", Test: "TestA", Output: "--- SKIP: TestA (0.00s)\n"},
		event{Action: "skip", Package: "p", Test: "TestA"},
		event{Action: "output", Package: "p", Test: "TestB", Output: "    b_test.go:9: needs root: runs as uid 1000\n"},
		event{Action: "skip", Package: "p", Test: "TestB"},
		event{Action: "output", Package: "p", Test: "TestC/sub", Output: "    c_test.go:3: builds gatesh\n"},
		event{Action: "skip", Package: "p", Test: "TestC/sub"},
		event{Action: "pass", Package: "p", Test: "TestC"},
		event{Action: "output", Package: "p", Test: "TestD", Output: "    d_test.go:1: quiet when it passes\n"},
		event{Action: "pass", Package: "p", Test: "TestD"},
		event{Action: "output", Package: "p", Test: "TestE", Output: "    e_test.go:1: loud when it fails\n"},
		event{Action: "fail", Package: "p", Test: "TestE"},
		event{Action: "output", Package: "p", Output: "FAIL\tp\t0.1s\n"},
	)
	var out bytes.Buffer
	r := newReport(&out, []string{"pypi"})
	if err := r.read(strings.NewReader(in + "not json: a build error\n")); err != nil {
		t.Fatal(err)
	}
	r.summary()
	var got []string
	for _, s := range r.unexpected() {
		got = append(got, s.Test+":"+s.Capability)
	}
	if strings.Join(got, " ") != "TestB:root TestC/sub:" {
		t.Errorf("unexpected skips: %v", got)
	}
	text := out.String()
	for _, want := range []string{"loud when it fails", "FAIL\tp\t0.1s", "not json: a build error",
		"p TestA: expected (pypi named absent)", "p TestB: UNEXPECTED", "2 passed, 1 failed, 2 skipped"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "quiet when it passes") {
		t.Errorf("a passed test's output was printed:\n%s", text)
	}
}

// The summary lists the slowest top-level tests, slowest first, at most
// slowestShown of them; subtests and skips are not among them.
func TestReportListsSlowestTests(t *testing.T) {
	evs := []event{
		{Action: "pass", Package: "p", Test: "TestFast", Elapsed: 0.5},
		{Action: "fail", Package: "q", Test: "TestSlow", Elapsed: 90},
		{Action: "pass", Package: "p", Test: "TestSlow/sub", Elapsed: 200},
		{Action: "skip", Package: "p", Test: "TestSkipped", Elapsed: 300},
		{Action: "pass", Package: "p", Test: "TestMiddle", Elapsed: 12.25},
	}
	for i := range slowestShown {
		evs = append(evs, event{Action: "pass", Package: "r", Test: fmt.Sprintf("TestFiller%d", i), Elapsed: 1})
	}
	var out bytes.Buffer
	r := newReport(&out, nil)
	if err := r.read(strings.NewReader(events(t, evs...))); err != nil {
		t.Fatal(err)
	}
	r.summary()
	text := out.String()
	_, list, ok := strings.Cut(text, "== the slowest tests\n")
	if !ok {
		t.Fatalf("no list of the slowest tests:\n%s", text)
	}
	list, _, _ = strings.Cut(list, "\n\n")
	lines := strings.Split(list, "\n")
	if !strings.HasSuffix(lines[0], "90.00s q TestSlow") || !strings.HasSuffix(lines[1], "12.25s p TestMiddle") {
		t.Errorf("not slowest first:\n%s", list)
	}
	if n := strings.Count(list, "s r TestFiller"); n != slowestShown-2 {
		t.Errorf("%d fillers listed, want %d:\n%s", n, slowestShown-2, list)
	}
	for _, absent := range []string{"TestFast", "TestSlow/sub", "TestSkipped"} {
		if strings.Contains(list, absent) {
			t.Errorf("%s is listed:\n%s", absent, list)
		}
	}
}

// A test binary that exits in the middle of a test fails its package
// with no test failed: what the unfinished test printed is shown, and a
// finished test's is not.
func TestReportShowsUnfinishedTests(t *testing.T) {
	in := events(t,
		event{Action: "output", Package: "q", Test: "TestQuiet", Output: "    q_test.go:1: quiet\n"},
		event{Action: "pass", Package: "q", Test: "TestQuiet"},
		event{Action: "output", Package: "q", Test: "TestWatch", Output: "=== RUN   TestWatch\n"},
		event{Action: "output", Package: "q", Test: "TestWatch", Output: "fatal error: concurrent map writes\n"},
		event{Action: "output", Package: "q", Output: "FAIL\tq\t0.2s\n"},
		event{Action: "fail", Package: "q"},
		event{Action: "output", Package: "r", Test: "TestOther", Output: "    r_test.go:1: still running\n"},
	)
	var out bytes.Buffer
	r := newReport(&out, nil)
	if err := r.read(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "--- TestWatch did not end") || !strings.Contains(text, "concurrent map writes") {
		t.Errorf("the unfinished test's lines are missing:\n%s", text)
	}
	if strings.Contains(text, "quiet") || strings.Contains(text, "still running") {
		t.Errorf("lines of a passed test, or of another package, were printed:\n%s", text)
	}
}
