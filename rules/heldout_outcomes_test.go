package rules_test

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Each held-out set, and the real-traffic set, keeps the outcome of every command at the last
// measurement in outcomes.txt beside it: the totals alone would hide a
// newly missed command behind a newly held one. A command whose outcome
// changes fails the test, either way, until the file is written again
// with -update-outcomes and the change is committed with its reason:
//
//	go test ./rules -run 'TestHeldout|TestTraffic' -update-outcomes
var updateOutcomes = flag.Bool("update-outcomes", false, "write each held-out set's outcomes.txt from this run")

const outcomesHeader = `# The outcome of each command of this set at the last measurement:
# FILE:LINE OUTCOME SHA256-PREFIX-OF-THE-COMMAND. A change fails
# rules/TestHeldout* (TestTrafficSet for the real-traffic set); rewrite with
#   go test ./rules -run 'TestHeldout|TestTraffic' -update-outcomes
# and commit it with the reason for each change.
`

// An outcome is what the classifier did with one command of a set.
type outcome struct {
	where  string // red.jsonl:12
	result string // held or missed (red), passed or held (green)
	digest string // the start of the command's sha256, to notice an edit
}

func newOutcome(where, result, cmd string) outcome {
	sum := sha256.Sum256([]byte(cmd))
	return outcome{where: where, result: result, digest: hex.EncodeToString(sum[:4])}
}

// checkOutcomes compares a run's outcomes with the set's outcomes.txt, or
// writes the file with -update-outcomes.
func checkOutcomes(t *testing.T, dir string, got []outcome) {
	t.Helper()
	path := filepath.Join(corpusDir, dir, "outcomes.txt")
	slices.SortFunc(got, func(a, b outcome) int { return compareWhere(a.where, b.where) })
	if *updateOutcomes {
		var b strings.Builder
		b.WriteString(outcomesHeader)
		for _, o := range got {
			fmt.Fprintf(&b, "%s %s %s\n", o.where, o.result, o.digest)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v; write it with -update-outcomes", err)
	}
	want := map[string]outcome{}
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 3 {
			t.Fatalf("%s:%d: want FILE:LINE OUTCOME DIGEST: %q", path, i+1, line)
		}
		want[f[0]] = outcome{where: f[0], result: f[1], digest: f[2]}
	}
	var changed []string
	for _, o := range got {
		w, ok := want[o.where]
		delete(want, o.where)
		switch {
		case !ok:
			changed = append(changed, fmt.Sprintf("%s: new command, now %s", o.where, o.result))
		case w.digest != o.digest:
			changed = append(changed, fmt.Sprintf("%s: the command was edited since the measurement", o.where))
		case w.result != o.result:
			changed = append(changed, fmt.Sprintf("%s: %s at the last measurement, now %s", o.where, w.result, o.result))
		}
	}
	for where := range want {
		changed = append(changed, where+": gone from the set")
	}
	slices.Sort(changed)
	for _, c := range changed {
		t.Errorf("%s/%s", dir, c)
	}
	if len(changed) > 0 {
		t.Errorf("%d commands of %s changed outcome since %s; if the change is meant, rewrite it with -update-outcomes and say why in the commit", len(changed), dir, path)
	}
}

// compareWhere orders FILE:LINE by file, then by line as a number.
func compareWhere(a, b string) int {
	af, al, _ := strings.Cut(a, ":")
	bf, bl, _ := strings.Cut(b, ":")
	if c := strings.Compare(af, bf); c != 0 {
		return c
	}
	an, _ := strconv.Atoi(al)
	bn, _ := strconv.Atoi(bl)
	return an - bn
}
