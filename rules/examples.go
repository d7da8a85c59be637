package rules

import (
	"fmt"

	"gatesh/parser"
)

// CheckExamples classifies every rule's examples and not_examples with this
// set and returns one error per example that the rule does not match, or
// per not_example that it does.
func (s *Set) CheckExamples() []error {
	if s.broken != nil {
		return []error{s.broken}
	}
	var errs []error
	for _, l := range s.rules {
		r, err := l.get()
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: rule %q: %w", l.source, l.spec().ID, err))
			continue
		}
		for _, ex := range r.examples {
			if !hasHit(s.classifyExample(ex), r.id) {
				errs = append(errs, fmt.Errorf("%s: rule %q: example not matched: %s", r.source, r.id, ex))
			}
		}
		for _, ex := range r.notExamples {
			if hasHit(s.classifyExample(ex), r.id) {
				errs = append(errs, fmt.Errorf("%s: rule %q: not_example matched: %s", r.source, r.id, ex))
			}
		}
	}
	return append(errs, s.CheckToolExamples()...)
}

func hasHit(d Decision, id string) bool {
	for _, h := range d.Hits {
		if h.ID == id {
			return true
		}
	}
	return false
}

// classifyExample classifies a rule's example as text, whoever runs it:
// $HOME in it is any home folder, not this user's (which may be under
// /tmp, where rules see scratch space).
func (s *Set) classifyExample(text string) Decision {
	o := s.parserOptions()
	o.Home = ""
	return s.ClassifyScript(parser.Parse(text, o))
}
