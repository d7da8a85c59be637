package schema

import (
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
}

// BuildIndex indexes rules by position.
func BuildIndex(rules []*Rule) Index {
	var ix Index
	byName := map[string][]int{}
	for i, r := range rules {
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
