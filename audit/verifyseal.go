package audit

import (
	"fmt"
	"strings"

	"gatesh/teamapi"
)

// sealState is what Verify knows of the seals along the chain.
type sealState struct {
	gate *GateKey
	v    Verifier
	// on is set once records are expected sealed: after the line the
	// gate's key names (GateKey.After), or from the first sealed record.
	on         bool
	afterFound bool
	// fromNext is set when the next record is the first expected sealed.
	fromNext bool
	// Before sealing is known to be on, unsealed records wait here: they
	// count if it turns out to have been on from the start (a kept
	// history whose first files the retention removed).
	waiting     []Place
	waitingN    int
	waitingDecs []waitingDecision
	// team checks the records of team decisions.
	team *teamapi.Pin
}

// waitingDecision is an unsealed operator's decision seen before sealing
// was known to be on.
type waitingDecision struct {
	at    Place
	event string
}

func newChainCheck(rep *Report, gate *GateKey, v Verifier, team *teamapi.Pin) *chainCheck {
	c := &chainCheck{rep: rep}
	c.seals.gate, c.seals.v, c.seals.team = gate, v, team
	// A key made when the log was empty seals from its first line.
	if gate != nil && gate.After == "" {
		c.seals.on, c.seals.afterFound, c.seals.fromNext = true, true, true
	}
	return c
}

// checkSeal checks the seal of one record, at, whose line is text (nil for
// a line too long to parse), and what sealing asks of it.
func (c *chainCheck) checkSeal(at Place, text []byte, rec lineFields, report func(Damage, string)) {
	s := &c.seals
	if s.fromNext {
		s.fromNext = false
		c.rep.Seals.From = &at
	}
	res, why := sealNone, ""
	if text != nil {
		// The key vouches for the lines after the one it names; the chain
		// up to that line vouches for those before, sealed by an earlier
		// key if any.
		gate := s.gate
		if !s.afterFound {
			gate = nil
		}
		res, why = checkSeal(text, rec.Seal, gate, s.v)
	}
	switch res {
	case sealBad:
		report(Changed, why)
		return
	case sealGate:
		c.rep.Seals.Gate++
	case sealOperator:
		c.rep.Seals.Operator++
	case sealUnchecked:
		c.rep.Seals.Unchecked++
	}
	if res != sealNone {
		c.sealingOn(at)
	}
	byOperator := res == sealOperator || res == sealUnchecked && strings.HasPrefix(rec.Seal, SealOperator+":")
	// A team's decision is recorded by gatesh team sync, which seals with
	// the gate's key; the gate's key is no proof of a decision (the
	// agent's user may hold it), so the record carries the decision the
	// team key signed, which the pinned team key checks.
	byTeam := rec.Via == "team" && (res == sealGate || res == sealUnchecked && strings.HasPrefix(rec.Seal, SealGate+":"))
	switch {
	case operatorEvent(rec.Event) && byTeam:
		if why := s.checkTeam(rec); why != "" {
			report(Changed, why)
			return
		}
		c.rep.Seals.Team++
	case operatorEvent(rec.Event) && !byOperator && s.on:
		report(Changed, forgedDecision(rec.Event))
	case operatorEvent(rec.Event) && !byOperator:
		s.waitingDecs = append(s.waitingDecs, waitingDecision{at, rec.Event})
	case res != sealNone:
	case s.on:
		c.unsealed(at)
	default:
		if len(s.waiting) < maxUnsealedListed {
			s.waiting = append(s.waiting, at)
		}
		s.waitingN++
	}
}

func forgedDecision(event string) string {
	return fmt.Sprintf("%s record that the operator's key did not seal: only the operator decides, and every decision since gatesh began to seal its records is sealed with the operator's key; this one was forged (written into the log by a command, say)", withArticle(event))
}

// sealingOn notes that records are expected sealed from at on. The
// unsealed records before it stay waiting: they count after all if the
// line the gate's key names turns out to have been removed with the
// files before the kept history.
func (c *chainCheck) sealingOn(at Place) {
	if c.seals.on {
		return
	}
	c.seals.on = true
	c.rep.Seals.From = &at
}

func (c *chainCheck) unsealed(at Place) {
	if len(c.rep.Seals.Unsealed) < maxUnsealedListed {
		c.rep.Seals.Unsealed = append(c.rep.Seals.Unsealed, at)
	}
	c.rep.Seals.UnsealedCount++
}

// sealedAfter is told the hash of each line as it is read: the line the
// gate's key names is the last one before sealing began.
func (c *chainCheck) sealedAfter(h string) {
	s := &c.seals
	if s.gate == nil || s.afterFound || h != s.gate.After {
		return
	}
	s.afterFound = true
	s.waiting, s.waitingN, s.waitingDecs = nil, 0, nil // written before the key was
	if !s.on {
		s.on, s.fromNext = true, true
	}
}

// sealsEnd decides about the line the gate's key names when it was not
// found: the retention may have removed it, with the files before the
// kept history, and then every kept record was written sealed; anything
// else removed or rewrote it.
func (c *chainCheck) sealsEnd(path string) {
	s := &c.seals
	if s.gate == nil || s.afterFound {
		return
	}
	if c.startsLater == nil || c.rep.KeptStart == nil {
		c.rep.add(path, 0, Changed, "keys/audit.key says gatesh began to seal its records after a line that is not in the log: lines were removed, or the log was rewritten (if the log was started anew on purpose, remove keys/audit.key with it)")
		return
	}
	c.rep.Seals.From = &Place{c.startsLater.File, 1}
	for _, d := range s.waitingDecs {
		c.rep.add(d.at.File, d.at.Line, Changed, forgedDecision(d.event))
	}
	for _, at := range s.waiting {
		c.unsealed(at)
	}
	c.rep.Seals.UnsealedCount += s.waitingN - len(s.waiting)
}

// withArticle is an event's name after "a" or "an".
func withArticle(event string) string {
	if strings.IndexByte("aeiou", event[0]) >= 0 {
		return "an " + event
	}
	return "a " + event
}
