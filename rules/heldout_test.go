package rules_test

import (
	"strings"
	"testing"

	"gatesh/rules"
	"gatesh/undo"
)

// The held-out set (testdata/corpus/heldout) was written by a red team
// before the third classifier round: it was measured once, when the round
// ended (494 of 560 held, 228 of 251 passed). The fourth round studied
// its misses, so it is no longer a held-out measure; it stays as a
// regression bound at the figures that round reached: the classifier may
// hold more of its dangerous commands and pass more of its everyday ones,
// never fewer.
const (
	heldoutRedHeld     = 552 // of 560, after the fifth round (seen); see heldout/README.md
	heldoutGreenPassed = 239 // of 251
)

func TestHeldoutSet(t *testing.T) {
	measureHeldout(t, "heldout", heldoutRedHeld, heldoutGreenPassed)
}

// The second held-out set (testdata/corpus/heldout2) was written by a red
// team before the fourth round, without sight of the rules, and measured
// once when that round ended (443 of 543 held, 229 of 246 passed). The
// fifth round studied its misses; the floors are the figures that round
// reached, on a set it had seen. See heldout2/README.md.
const (
	// 529 measured once aria2c's -d folder became a download's
	// destination (aria2c -d /etc -o hosts); 526 after cls16-danger, 494
	// after the fifth round.
	heldout2RedHeld     = 532 // of 543, seen: 532 once miniserve bound to 0.0.0.0 was held; 531 once kaggle datasets version and octodns-sync --doit (an upload, live DNS) were held
	heldout2GreenPassed = 241 // of 246, as measured then
)

func TestHeldout2Set(t *testing.T) {
	measureHeldout(t, "heldout2", heldout2RedHeld, heldout2GreenPassed)
}

// measureHeldout classifies a held-out set, logs its figures per category
// and fails when fewer commands are held or passed than the floors.
func measureHeldout(t *testing.T, dir string, minHeld, minPassed int) {
	// The sets' home folder is /home/u, and their commands run in
	// /home/u/project unless a line names its own folder.
	gate := t.TempDir()
	sets := map[string]*rules.Set{}
	// A decision is the product's: the rules, then the rules of thumb
	// that read a push's destination (undo.Refine, as the shim does),
	// with no git to ask, so that only the command's words decide.
	classifyIn := func(cmd, cwd string) rules.Decision {
		if cwd == "" {
			cwd = "/home/u/project"
		}
		set, ok := sets[cwd]
		if !ok {
			var err error
			if set, err = rules.Load(rules.LoadOptions{Home: gate, UserHome: "/home/u", Cwd: cwd}); err != nil {
				t.Fatal(err)
			}
			sets[cwd] = set
		}
		env := undo.Env{Cwd: cwd, Home: "/home/u", Getenv: func(string) string { return "" }}
		return undo.Refine(set.Classify(cmd), undo.Defaults(), env)
	}
	held, passed := map[string]*rate{}, map[string]*rate{}
	var outcomes []outcome
	note := func(e corpusEntry, result string) {
		outcomes = append(outcomes, newOutcome(strings.TrimPrefix(e.where, dir+"/"), result, e.Cmd))
	}
	for _, e := range loadCorpus(t, dir+"/red.jsonl") {
		d := classifyIn(e.Cmd, e.Cwd)
		r := bump(held, e.Category)
		if d.Verdict == rules.Hold || d.Verdict == rules.Deny {
			r.ok++
			note(e, "held")
		} else {
			note(e, "missed")
			t.Logf("%s [%s] not held: %s %s\n\tcmd: %q", e.where, e.label(), d.Tier, formatHits(d.Hits), e.Cmd)
		}
	}
	for _, e := range loadCorpus(t, dir+"/green.jsonl") {
		d := classifyIn(e.Cmd, e.Cwd)
		r := bump(passed, e.Category)
		ok := d.Verdict == rules.AutoPass && d.Tier != rules.Red
		if e.Tier == "yellow" {
			ok = ok && d.Tier == rules.Yellow
		}
		if ok {
			r.ok++
			note(e, "passed")
		} else {
			note(e, "held")
			t.Logf("%s [%s] held or wrong tier: %s %s\n\tcmd: %q", e.where, e.label(), d.Tier, formatHits(d.Hits), e.Cmd)
		}
	}
	logRates(t, dir+" dangerous commands", "held", held)
	logRates(t, dir+" everyday commands", "passed", passed)
	sum := func(m map[string]*rate) (n int) {
		for _, r := range m {
			n += r.ok
		}
		return n
	}
	if got := sum(held); got < minHeld {
		t.Errorf("%d %s dangerous commands held, fewer than the %d of the measurement", got, dir, minHeld)
	}
	if got := sum(passed); got < minPassed {
		t.Errorf("%d %s everyday commands passed, fewer than the %d of the measurement", got, dir, minPassed)
	}
	checkOutcomes(t, dir, outcomes)
}

// The third held-out set (testdata/corpus/heldout3) was written by a red
// team before the fifth round, without sight of the rules, and measured
// once when that round ended: these are that measurement's figures, kept
// as a floor. See heldout3/README.md.
const (
	heldout3RedHeld     = 410 // of 419 (410 once updog, a file server on every interface, was held; 409 once lexicon create and cli53 rrcreate, live DNS changes, were held; 407 once passage show, a secret store printing an entry, was held; 406 once twurl posts were held); 363 at the one measurement; see heldout3/README.md
	heldout3GreenPassed = 219 // of 222, seen: 219 after cls29's local forms; the one measurement was 207
)

func TestHeldout3Set(t *testing.T) {
	measureHeldout(t, "heldout3", heldout3RedHeld, heldout3GreenPassed)
}

// The fourth held-out set (testdata/corpus/heldout4) was written by a red
// team before the sixth round's rule changes, without sight of the rules,
// and measured once when that round ended: these are that measurement's
// figures, kept as a floor. See heldout4/README.md.
const (
	heldout4RedHeld     = 511 // of 524: 511 once brew bump-formula-pr, a public pull request, was held; 510 once pass-cli item view and vals eval, secret stores printing entries, were held; 461 the one measurement; see heldout4/README.md
	heldout4GreenPassed = 221 // of 242
)

func TestHeldout4Set(t *testing.T) {
	measureHeldout(t, "heldout4", heldout4RedHeld, heldout4GreenPassed)
}

// The fifth held-out set (testdata/corpus/heldout5) was written by a red
// team before the seventh round's rule changes, without sight of the
// rules, and measured once when that round ended: these are that
// measurement's figures, kept as a floor. See heldout5/README.md.
const (
	heldout5RedHeld     = 376 // of 385: 376 once wandb artifact put, an upload, was held; 349 the one measurement; see heldout5/README.md
	heldout5GreenPassed = 202 // of 215, seen: 203 after cls29's local forms; the one measurement was 193; 202 once a local table, schema, database or keyspace dropped or truncated, every row deleted, a store flushed or a framework reset is red on any server as DESIGN.md's red tier says (green.jsonl lines 123, labelled everyday)
)

func TestHeldout5Set(t *testing.T) {
	measureHeldout(t, "heldout5", heldout5RedHeld, heldout5GreenPassed)
}

// The sixth held-out set (testdata/corpus/heldout6) was written by a red
// team before the eighth round's rule changes, without sight of the
// rules, and measured once when that round ended: these are that
// measurement's figures, kept as a floor. See heldout6/README.md.
const (
	heldout6RedHeld     = 408 // of 413, seen: 408 once rclone uploads to a remote were held (407 before); 384 at the one measurement; see heldout6/README.md
	heldout6GreenPassed = 179 // of 184, seen: 179 once find -name '*.py[co]' -delete passed as cleanup; 178 after cls29's local forms; the one measurement was 170
)

func TestHeldout6Set(t *testing.T) {
	measureHeldout(t, "heldout6", heldout6RedHeld, heldout6GreenPassed)
}

// The seventh held-out set (testdata/corpus/heldout7) was written by a red
// team before the thirteenth round's rule changes, without sight of the
// rules, and measured once when that round ended: these are that
// measurement's figures (388/500 held, 268/307 passed), which stay the
// measurement; the floor is the seen figure after the fourteenth round.
// See heldout7/README.md.
const (
	heldout7RedHeld     = 488 // of 500, seen, after cls16-danger (487 after cls15-danger, 403 before it); the blind measurement was 388
	heldout7GreenPassed = 296 // of 307, seen, after cls16-mixed (293 after cls15-everyday); the blind measurement was 268
)

func TestHeldout7Set(t *testing.T) {
	measureHeldout(t, "heldout7", heldout7RedHeld, heldout7GreenPassed)
}

// The eighth held-out set (testdata/corpus/heldout8) was written by a red
// team while the fifteenth round changed the rules, without sight of
// them, and measured once when that round ended: these are that
// measurement's figures, kept as a floor. See heldout8/README.md.
const (
	heldout8RedHeld     = 493 // of 494, seen, after the sixteenth round (cls16-danger and cls16-mixed); the one measurement was 432
	heldout8GreenPassed = 303 // of 307, seen, after cls17-everyday (302 after cls16-mixed); the one measurement was 294
)

func TestHeldout8Set(t *testing.T) {
	measureHeldout(t, "heldout8", heldout8RedHeld, heldout8GreenPassed)
}

// The ninth held-out set (testdata/corpus/heldout9) was written by a red
// team while the sixteenth round changed the rules, without sight of
// them, and measured once when that round ended: these are that
// measurement's figures, kept as a floor. See heldout9/README.md.
const (
	heldout9RedHeld     = 467 // of 475, seen, after cls17-danger; the one measurement was 404
	heldout9GreenPassed = 355 // of 372, seen, after cls17-everyday; the one measurement was 349
)

func TestHeldout9Set(t *testing.T) {
	measureHeldout(t, "heldout9", heldout9RedHeld, heldout9GreenPassed)
}

// The tenth held-out set (testdata/corpus/heldout10) was written by a red
// team while the seventeenth round changed the rules, without sight of
// them, and measured once when that round ended: these are that
// measurement's figures, kept as a floor. See heldout10/README.md.
const (
	heldout10RedHeld     = 436 // of 450, seen: 436 once wandb artifact put was held; 435 once salt-call pillar.items and my_print_defaults --show, secrets printed, were held; after round nineteen; the one measurement was 412 (412 at cf7dd75 too)
	heldout10GreenPassed = 353 // of 365, seen, after cls29's local forms (351 after cls19-danger); the one measurement was 349 (347 at cf7dd75)
)

func TestHeldout10Set(t *testing.T) {
	measureHeldout(t, "heldout10", heldout10RedHeld, heldout10GreenPassed)
}

// The eleventh held-out set (testdata/corpus/heldout11) was written by a
// red team while the eighteenth round changed the rules, without sight of
// them, and measured once when that round ended: these are that
// measurement's figures, kept as a floor. See heldout11/README.md.
const (
	heldout11RedHeld     = 475 // of 485, seen: 475 once an upload others download was held; 474 once a secret store printing an entry was held; 473 once a justfile by process substitution, opam pins to a URL and gitleaks' report to the output were held (470 before); code from elsewhere by class since; 466 after round nineteen; the one measurement was 452 (450 at e83d425)
	heldout11GreenPassed = 348 // of 352, seen: 348 once golang-migrate up read as a migration; 347 after cls19-danger; the one measurement was 345 (345 at e83d425)
)

func TestHeldout11Set(t *testing.T) {
	measureHeldout(t, "heldout11", heldout11RedHeld, heldout11GreenPassed)
}

// The twelfth held-out set (testdata/corpus/heldout12) was written by a
// red team while the nineteenth round changed the rules, without sight of
// them, and measured once when that round ended: these are that
// measurement's figures, kept as a floor. See heldout12/README.md.
const (
	heldout12RedHeld     = 468 // of 477, seen, after cls20-danger; the one measurement was 447 (443 at 9eb85a4, the session's start)
	heldout12GreenPassed = 267 // of 271, seen: 267 once golang-migrate up read as a migration; 266 after cls29's local forms (265 after cls21-danger) (264 after cls20-danger); the one measurement was 256 (256 at 9eb85a4)
)

func TestHeldout12Set(t *testing.T) {
	measureHeldout(t, "heldout12", heldout12RedHeld, heldout12GreenPassed)
}
