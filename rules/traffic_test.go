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
	Home       string `json:"home,omitempty"`     // the agent's home, where it was not /root
	Agent      string `json:"agent,omitempty"`    // which agent ran it, where the set says
	Snapshot   string `json:"snapshot,omitempty"` // the source repository's commit, where the set records it per line
}

// The real-traffic set was labelled before the eighth round and measured
// once when it ended (79 of 100 held, 60 undeserved holds, at 9355e06);
// the ninth round studied its misses by class, and these are the figures
// after it, on the seen set, kept as a floor. A hold of a line labelled
// green or yellow is undeserved; a line labelled red that runs is a
// dangerous pass. See traffic/README.md.
const (
	trafficRedHeld       = 100 // of 100, after the ninth round (at 2c25e86)
	trafficEverydayHolds = 24  // undeserved holds after the ninth round, at most
)

func TestTrafficSet(t *testing.T) {
	// The trajectories ran as root in containers: HOME is /root, and each
	// command's folder is the task's (/app, /testbed).
	measureTraffic(t, filepath.Join("traffic", "traffic.jsonl"), "/root").atLeast(t, "traffic", trafficRedHeld, trafficEverydayHolds)
}

// trafficFigures is one measurement of a traffic set.
type trafficFigures struct{ total, red, redHeld, everydayHeld int }

// atLeast fails t where the figures are worse than the set's floors: fewer
// dangerous commands held than redHeld, more undeserved holds than holds.
func (m trafficFigures) atLeast(t *testing.T, set string, redHeld, holds int) {
	t.Helper()
	if m.redHeld < redHeld {
		t.Errorf("%s: %d dangerous commands held, fewer than the %d of the measurement", set, m.redHeld, redHeld)
	}
	if m.everydayHeld > holds {
		t.Errorf("%s: %d everyday commands held, more than the %d of the measurement", set, m.everydayHeld, holds)
	}
}

// measureTraffic classifies every line of a traffic set as the shim does
// in the line's folder, with the line's home (home when it names none),
// logs each miss and the figures by label and category, and checks each
// command's outcome against the set's outcomes.txt.
func measureTraffic(t *testing.T, rel, home string) trafficFigures {
	t.Helper()
	return measureTrafficWith(t, rel, home, nil)
}

// measureTrafficWith is measureTraffic with the operator's scratch hosts
// (config.toml's scratch_hosts); with any, the outcomes file, which is the
// defaults', is not checked.
func measureTrafficWith(t *testing.T, rel, home string, scratch []string) trafficFigures {
	t.Helper()
	gate := t.TempDir()
	type place struct{ cwd, home string }
	sets := map[place]*rules.Set{}
	classify := func(cmd string, p place) rules.Decision {
		set, ok := sets[p]
		if !ok {
			var err error
			if set, err = rules.Load(rules.LoadOptions{Home: gate, UserHome: p.home, Cwd: p.cwd, ScratchHosts: scratch}); err != nil {
				t.Fatal(err)
			}
			sets[p] = set
		}
		env := undo.Env{Cwd: p.cwd, Home: p.home, Getenv: func(string) string { return "" }}
		return undo.Refine(set.Classify(cmd), undo.Defaults(), env)
	}
	var m trafficFigures
	byCategory := map[string]*rate{}
	var outcomes []outcome
	name := filepath.Base(filepath.Dir(rel)) + "/" + filepath.Base(rel)
	err := readJSONLines(filepath.Join(corpusDir, rel), true, func(e *trafficEntry, line int) error {
		if e.Cwd == "" {
			return fmt.Errorf("line %d names no folder", line)
		}
		p := place{e.Cwd, e.Home}
		if p.home == "" {
			p.home = home
		}
		m.total++
		d := classify(e.Cmd, p)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		r := bump(byCategory, e.Want+"/"+e.Category)
		note := func(result string) {
			outcomes = append(outcomes, newOutcome(fmt.Sprintf("%s:%d", filepath.Base(rel), line), result, e.Cmd))
		}
		switch e.Want {
		case "red":
			m.red++
			if held {
				m.redHeld++
				r.ok++
				note("held")
			} else {
				note("missed")
				t.Logf("%s:%d [%s] dangerous, passed %s %s (%s)\n\tcmd: %q", name, line, e.Category, d.Tier, formatHits(d.Hits), e.Why, e.Cmd)
			}
		case "green", "yellow":
			if held {
				m.everydayHeld++
				note("held")
				t.Logf("%s:%d [%s] %s, held: %s %s\n\tcmd: %q", name, line, e.Category, e.Want, d.Tier, formatHits(d.Hits), e.Cmd)
			} else {
				r.ok++
				note("passed")
			}
		default:
			return fmt.Errorf("line %d: want %q", line, e.Want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	logRates(t, name+" by label/category", "as labelled", byCategory)
	t.Logf("%s: %d commands; dangerous held %d/%d; undeserved holds %d (%.2f per 100 commands)",
		name, m.total, m.redHeld, m.red, m.everydayHeld, 100*float64(m.everydayHeld)/float64(m.total))
	if scratch == nil {
		checkOutcomes(t, filepath.Dir(rel), outcomes)
	}
	return m
}
