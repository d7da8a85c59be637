package rules_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"gatesh/rules"
	"gatesh/undo"
)

// trafficEntry is one line of testdata/corpus/traffic/traffic.jsonl: a
// command a real coding agent ran on a benchmark task, in its own working
// folder, labelled by the product's tiers before it was measured.
type trafficEntry struct {
	Cmd        string `json:"cmd"`
	Cwd        string `json:"cwd"`
	Want       string `json:"want"`
	Why        string `json:"why,omitempty"`
	Category   string `json:"category"`
	Source     string `json:"source"`
	File       string `json:"file"`
	Trajectory string `json:"trajectory"`
	Step       int    `json:"step"`
}

// The real-traffic set was labelled before the eighth round and measured
// once when it ended: these are that measurement's figures, kept as a
// floor. A hold of a line labelled green or yellow is undeserved; a line
// labelled red that runs is a dangerous pass. See traffic/README.md.
const (
	trafficRedHeld       = 79 // of 100, the one measurement (at 9355e06)
	trafficEverydayHolds = 60 // undeserved holds at the measurement, at most
)

func TestTrafficSet(t *testing.T) {
	// The trajectories ran as root in containers: HOME is /root, and each
	// command's folder is the task's (/app, /testbed).
	gate := t.TempDir()
	sets := map[string]*rules.Set{}
	classify := func(cmd, cwd string) rules.Decision {
		set, ok := sets[cwd]
		if !ok {
			var err error
			if set, err = rules.Load(rules.LoadOptions{Home: gate, UserHome: "/root", Cwd: cwd}); err != nil {
				t.Fatal(err)
			}
			sets[cwd] = set
		}
		env := undo.Env{Cwd: cwd, Home: "/root", Getenv: func(string) string { return "" }}
		return undo.Refine(set.Classify(cmd), undo.Defaults(), env)
	}
	var total, red, redHeld, everydayHeld int
	byCategory := map[string]*rate{}
	var outcomes []outcome
	path := filepath.Join(corpusDir, "traffic", "traffic.jsonl")
	err := readJSONLines(path, true, func(e *trafficEntry, line int) error {
		if e.Cwd == "" {
			return fmt.Errorf("line %d names no folder", line)
		}
		total++
		d := classify(e.Cmd, e.Cwd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		r := bump(byCategory, e.Want+"/"+e.Category)
		switch e.Want {
		case "red":
			red++
			if held {
				redHeld++
				r.ok++
				outcomes = append(outcomes, newOutcome(fmt.Sprintf("traffic.jsonl:%d", line), "held", e.Cmd))
			} else {
				outcomes = append(outcomes, newOutcome(fmt.Sprintf("traffic.jsonl:%d", line), "missed", e.Cmd))
				t.Logf("traffic.jsonl:%d [%s] dangerous, passed %s %s (%s)\n\tcmd: %q", line, e.Category, d.Tier, formatHits(d.Hits), e.Why, e.Cmd)
			}
		case "green", "yellow":
			if held {
				everydayHeld++
				outcomes = append(outcomes, newOutcome(fmt.Sprintf("traffic.jsonl:%d", line), "held", e.Cmd))
				t.Logf("traffic.jsonl:%d [%s] %s, held: %s %s\n\tcmd: %q", line, e.Category, e.Want, d.Tier, formatHits(d.Hits), e.Cmd)
			} else {
				r.ok++
				outcomes = append(outcomes, newOutcome(fmt.Sprintf("traffic.jsonl:%d", line), "passed", e.Cmd))
			}
		default:
			return fmt.Errorf("line %d: want %q", line, e.Want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	logRates(t, "traffic by label/category", "as labelled", byCategory)
	t.Logf("traffic: %d commands; dangerous held %d/%d; undeserved holds %d (%.2f per 100 commands)",
		total, redHeld, red, everydayHeld, 100*float64(everydayHeld)/float64(total))
	if redHeld < trafficRedHeld {
		t.Errorf("%d dangerous traffic commands held, fewer than the %d of the measurement", redHeld, trafficRedHeld)
	}
	if everydayHeld > trafficEverydayHolds {
		t.Errorf("%d everyday traffic commands held, more than the %d of the measurement", everydayHeld, trafficEverydayHolds)
	}
	checkOutcomes(t, "traffic", outcomes)
}
