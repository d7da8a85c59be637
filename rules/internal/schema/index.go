package schema

import (
	"slices"
	"sort"
	"strings"
)

// Index lists, for each command name that rules name literally, the
// positions of those rules; rules whose command condition is a glob or
// absent are Generic and are tried for every command. The embedded
// default's index is generated, so that building it costs nothing at start.
type Index struct {
	Names   []string // sorted
	Rules   [][]int  // Rules[i] are the rules naming Names[i], in order
	Generic []int
	// First are, by rule position, the first words its subcommand
	// patterns can start with, when every one is a literal word: a
	// command whose first positional word is none of them cannot match
	// the rule (git push meets every git rule), which the engine tells
	// without compiling the rule. Nil, try the rule, when the rule names
	// no subcommand, when a pattern's first word has a wildcard or a
	// pattern is empty (compiling reports it), and for unless_setup,
	// which acts before the rule's match.
	First [][]string
}

// BuildIndex indexes rules by position.
func BuildIndex(rules []*Rule) Index {
	var ix Index
	byName := map[string][]int{}
	for i, r := range rules {
		if fw := firstWords(r); fw != nil {
			if ix.First == nil {
				ix.First = make([][]string, len(rules))
			}
			ix.First[i] = fw
		}
		if !literalNames(r.Command) {
			ix.Generic = append(ix.Generic, i)
			continue
		}
		for _, n := range r.Command {
			byName[n] = append(byName[n], i)
		}
	}
	for n := range byName {
		ix.Names = append(ix.Names, n)
	}
	sort.Strings(ix.Names)
	for _, n := range ix.Names {
		ix.Rules = append(ix.Rules, byName[n])
	}
	return ix
}

// GenericCommands returns, by position, the command patterns of the rules
// ix lists as Generic, and nil for the others.
func GenericCommands(rules []*Rule, ix Index) [][]string {
	out := make([][]string, len(rules))
	for _, i := range ix.Generic {
		out[i] = rules[i].Command
	}
	return out
}

// firstWords returns the literal first words of r's subcommand patterns,
// nil when they cannot tell (see Index.First).
func firstWords(r *Rule) []string {
	if len(r.Subcommand) == 0 || r.UnlessSetup {
		return nil
	}
	var out []string
	for _, sc := range r.Subcommand {
		f := strings.Fields(sc)
		if len(f) == 0 || !literalNames(f[:1]) {
			return nil
		}
		if !slices.Contains(out, f[0]) {
			out = append(out, f[0])
		}
	}
	return out
}

// FirstWords returns Index.First for the rule at position i.
func (ix *Index) FirstWords(i int) []string {
	if i < len(ix.First) {
		return ix.First[i]
	}
	return nil
}

func literalNames(names []string) bool {
	for _, n := range names {
		if strings.ContainsAny(n, "*?[\\") {
			return false
		}
	}
	return len(names) > 0
}

// Lookup returns the rules that name the command literally.
func (ix *Index) Lookup(name string) []int {
	i := sort.SearchStrings(ix.Names, name)
	if i < len(ix.Names) && ix.Names[i] == name {
		return ix.Rules[i]
	}
	return nil
}
