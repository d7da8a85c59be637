package queue

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Fact is one thing besides the text that decides what an approved
// action does, as it stood when the request was held: a git hook the
// command will run and its content, a setting that runs a program, a
// ref and the object a push would publish. The approval binds it, so
// the same text run once the fact has changed is another request.
type Fact struct {
	// Kind says what the fact is about: "git-hook", "git-config",
	// "git-push".
	Kind string `json:"kind"`
	// Name names the thing: a hook's path, a setting's key, a ref.
	Name string `json:"name"`
	// Value is its state, as a person reads it: a hook's sha256, a
	// setting's value, an object id.
	Value string `json:"value"`
}

func (f Fact) String() string { return f.Kind + " " + f.Name + ": " + f.Value }

// Limits on the facts one request binds: whoever computes them folds
// what is past them into one fact (a digest of the rest).
const (
	MaxFacts     = 64
	MaxFactField = 1024
)

// errFacts is a set of facts past the limits.
var errFacts = errors.New("facts past the limits")

// Subject is what an approval binds, together with the folder the
// action runs in: the tool (or the shell), the MCP server, the exact
// text, and the facts. Approvals made here and decisions signed
// anywhere else bind the same Digest.
type Subject struct {
	Tool    string // the tool of a tool call; "" for a shell command
	Server  string // the MCP server of a tool call; "" when none is known
	Command string // the exact text: the command, or the call's text
	Facts   []Fact
}

// Digest is the lowercase hex sha256 that requests for s are filed and
// approved under (Request.CommandDigest):
//
//   - a shell command with no facts: the sha256 of its exact bytes;
//   - a tool call with no server and no facts: the sha256 of
//     "gatesh tool call", NUL, the tool, NUL, the text;
//   - anything else: the sha256 of "gatesh subject", NUL, "v2", NUL,
//     then tool, server, the sha256 of the text, and each fact (sorted
//     by kind, name and value), each written as a name, its length in
//     bytes and its value, one a line.
//
// The NUL bytes keep every tool call and every subject with facts apart
// from every shell command, which cannot hold one. The first two forms
// are those of requests held before servers and facts were bound, whose
// approvals therefore still match.
func (s Subject) Digest() string {
	if s.Server == "" && len(s.Facts) == 0 {
		if s.Tool == "" {
			return Digest(s.Command)
		}
		return Digest("gatesh tool call\x00" + s.Tool + "\x00" + s.Command)
	}
	var b strings.Builder
	b.WriteString("gatesh subject\x00v2\x00\n")
	field := fieldWriter(&b)
	field("tool", s.Tool)
	field("server", s.Server)
	field("command_sha256", Digest(s.Command))
	for _, f := range SortFacts(s.Facts) {
		field("fact", strconv.Itoa(len(f.Kind))+" "+f.Kind+" "+strconv.Itoa(len(f.Name))+" "+f.Name+" "+f.Value)
	}
	return Digest(b.String())
}

// SortFacts returns the facts in their one order (kind, name, value),
// without repeats.
func SortFacts(facts []Fact) []Fact {
	out := slices.Clone(facts)
	slices.SortFunc(out, func(a, b Fact) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Name, b.Name), cmp.Compare(a.Value, b.Value))
	})
	return slices.Compact(out)
}

// checkFacts refuses facts past the limits: the queue keeps what it
// binds whole, so that the operator reads all of it.
func checkFacts(facts []Fact) error {
	if len(facts) > MaxFacts {
		return fmt.Errorf("%w: %d facts, at most %d", errFacts, len(facts), MaxFacts)
	}
	for _, f := range facts {
		if len(f.Kind) > MaxFactField || len(f.Name) > MaxFactField || len(f.Value) > MaxFactField {
			return fmt.Errorf("%w: a field of %q is longer than %d bytes", errFacts, cut(f.Kind+" "+f.Name, 80), MaxFactField)
		}
	}
	return nil
}

// FactChange is one difference between the facts an approval bound and
// the facts now: Was or Now is nil for a fact that appeared or went.
type FactChange struct {
	Kind, Name string
	Was, Now   *string
}

func (c FactChange) String() string {
	switch {
	case c.Was == nil:
		return fmt.Sprintf("%s %s: new (%s)", c.Kind, c.Name, *c.Now)
	case c.Now == nil:
		return fmt.Sprintf("%s %s: gone (was %s)", c.Kind, c.Name, *c.Was)
	}
	return fmt.Sprintf("%s %s: %s, was %s", c.Kind, c.Name, *c.Now, *c.Was)
}

// DiffFacts lists what differs between two sets of facts, by kind and
// name.
func DiffFacts(was, now []Fact) []FactChange {
	type key struct{ kind, name string }
	values := func(facts []Fact) map[key][]string {
		m := map[key][]string{}
		for _, f := range SortFacts(facts) {
			k := key{f.Kind, f.Name}
			m[k] = append(m[k], f.Value)
		}
		return m
	}
	a, b := values(was), values(now)
	keys := map[key]bool{}
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	var out []FactChange
	for _, k := range slices.SortedFunc(maps.Keys(keys), func(x, y key) int {
		return cmp.Or(cmp.Compare(x.kind, y.kind), cmp.Compare(x.name, y.name))
	}) {
		av, bv := strings.Join(a[k], ", "), strings.Join(b[k], ", ")
		switch {
		case a[k] == nil:
			out = append(out, FactChange{Kind: k.kind, Name: k.name, Now: &bv})
		case b[k] == nil:
			out = append(out, FactChange{Kind: k.kind, Name: k.name, Was: &av})
		case av != bv:
			out = append(out, FactChange{Kind: k.kind, Name: k.name, Was: &av, Now: &bv})
		}
	}
	return out
}
