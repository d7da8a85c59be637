package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/needs"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
	Elapsed float64 // seconds, on pass, fail and skip
}

// slowestShown is how many of the slowest tests the summary lists: where
// the run's time went, without keeping its events.
const slowestShown = 25

// timed is a top-level test and the seconds it took.
type timed struct {
	Package, Test string
	Elapsed       float64
}

// A skip is one skipped test and what it said.
type skip struct {
	Package, Test, Message string
	Capability             string // from the message of internal/needs; "" for any other skip
	Expected               bool   // the capability is named absent on this runner
}

// report reads the events of a run, prints what a plain `go test` would
// (each package's result line, and the output of every failed test), and
// keeps the skips and the counts of top-level tests.
type report struct {
	out                     io.Writer
	absent                  []string
	buf                     map[string][]string // output per package and test, until it ends
	skips                   []skip
	passed, failed, skipped int
	times                   []timed // top-level tests that passed or failed
}

func newReport(out io.Writer, absent []string) *report {
	return &report{out: out, absent: absent, buf: map[string][]string{}}
}

// read consumes the events until r ends. A line that is not an event (a
// build error on stdout) is printed as it is.
func (r *report) read(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil || e.Action == "" {
			fmt.Fprintln(r.out, sc.Text())
			continue
		}
		r.event(e)
	}
	return sc.Err()
}

func (r *report) event(e event) {
	if e.Test == "" {
		// The package's own lines: its result, a build failure, a panic
		// outside any test.
		if e.Action == "output" && e.Output != "PASS\n" {
			fmt.Fprint(r.out, e.Output)
		}
		if e.Action == "fail" {
			r.unfinished(e.Package)
		}
		return
	}
	key := e.Package + " " + e.Test
	switch e.Action {
	case "output":
		r.buf[key] = append(r.buf[key], e.Output)
	case "pass", "fail", "skip":
		lines := r.buf[key]
		delete(r.buf, key)
		top := !strings.Contains(e.Test, "/")
		if top && e.Action != "skip" {
			r.times = append(r.times, timed{e.Package, e.Test, e.Elapsed})
		}
		switch e.Action {
		case "pass":
			if top {
				r.passed++
			}
		case "fail":
			if top {
				r.failed++
			}
			for _, l := range lines {
				fmt.Fprint(r.out, l)
			}
		case "skip":
			if top {
				r.skipped++
			}
			r.skips = append(r.skips, r.classify(e.Package, e.Test, message(lines)))
		}
	}
}

// unfinished prints what the tests of pkg that never ended said: a test
// binary that exits in the middle of a test (os.Exit, a fatal error, a
// timeout) fails its package with no test failed, and the reason is in
// those lines.
func (r *report) unfinished(pkg string) {
	var keys []string
	for key := range r.buf {
		if strings.HasPrefix(key, pkg+" ") {
			keys = append(keys, key)
		}
	}
	slices.Sort(keys)
	for _, key := range keys {
		fmt.Fprintf(r.out, "--- %s did not end; what it printed:\n", strings.TrimPrefix(key, pkg+" "))
		for _, l := range r.buf[key] {
			fmt.Fprint(r.out, l)
		}
		delete(r.buf, key)
	}
}

// message is what a skipped test said, without the runner's own lines.
func message(lines []string) string {
	var keep []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "=== ") || strings.HasPrefix(t, "--- SKIP") {
			continue
		}
		keep = append(keep, t)
	}
	return strings.Join(keep, " ")
}

// needsMessage matches a skip written by internal/needs: "FILE:LINE: needs CAP: ...".
var needsMessage = regexp.MustCompile(`^(?:\S+:\d+: )?` + regexp.QuoteMeta(needs.Prefix) + `(\S+): `)

func (r *report) classify(pkg, test, msg string) skip {
	s := skip{Package: pkg, Test: test, Message: msg}
	if m := needsMessage.FindStringSubmatch(msg); m != nil {
		s.Capability = m[1]
		s.Expected = slices.Contains(r.absent, s.Capability)
	}
	return s
}

// unexpected are the skips that no absent capability explains: a
// capability .ci/run did not name, or a skip that bypassed internal/needs.
func (r *report) unexpected() []skip {
	var out []skip
	for _, s := range r.skips {
		if !s.Expected {
			out = append(out, s)
		}
	}
	return out
}

// summary lists the slowest tests and every skip, then the counts in the
// plain closing form.
func (r *report) summary() {
	if len(r.times) > 0 {
		slow := slices.SortedStableFunc(slices.Values(r.times), func(a, b timed) int {
			return cmp.Compare(b.Elapsed, a.Elapsed)
		})
		fmt.Fprintf(r.out, "\n== the slowest tests\n")
		for _, t := range slow[:min(slowestShown, len(slow))] {
			fmt.Fprintf(r.out, "%8.2fs %s %s\n", t.Elapsed, t.Package, t.Test)
		}
	}
	if len(r.skips) > 0 {
		fmt.Fprintf(r.out, "\n== %d skipped tests\n", len(r.skips))
		for _, s := range r.skips {
			mark := "UNEXPECTED"
			if s.Expected {
				mark = "expected (" + s.Capability + " named absent)"
			}
			fmt.Fprintf(r.out, "%s %s: %s\n    %s\n", s.Package, s.Test, mark, s.Message)
		}
	}
	fmt.Fprintf(r.out, "\n%d passed, %d failed, %d skipped\n", r.passed, r.failed, r.skipped)
}
