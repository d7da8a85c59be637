package rules

import "gatesh/parser"

// findDeleteChain returns the tests of the AND chain whose end is a
// find's -delete, when the expression is one: LEFT -o TESTS -delete
// (followed at most by -print), LEFT holding no -delete (the prune idiom,
// -path ./node_modules -prune -o -name .DS_Store -delete) and TESTS no
// operator. Then every file it deletes passes every one of TESTS, and a
// cleanup test (-name '*.pyc') or -type d -empty among them bounds what
// goes. Otherwise it does not: find . ! -name '*.pyc' -delete, find .
// -name '*.pyc' -o -type f -delete, find . -name '*.pyc' -prune -o
// -delete and find . -delete -name '*.pyc' delete the whole tree.
func findDeleteChain(c *parser.Command) ([]parser.Word, bool) {
	start, del := 0, -1
	for i, a := range c.Args {
		if a.Dynamic {
			return nil, false
		}
		switch a.Value {
		case "-o", "-or":
			if del >= 0 {
				return nil, false
			}
			start = i + 1
		case "!", "-not", ",", "(", ")":
			if del >= 0 {
				return nil, false
			}
			// An operator left of the last -o is the left side's own.
			start = -1 - i
		case "-delete":
			if del >= 0 {
				return nil, false
			}
			del = i
		default:
			if del >= 0 && a.Value != "-print" && a.Value != "-print0" {
				return nil, false
			}
		}
	}
	if del < 0 || start < 0 {
		return nil, false
	}
	return c.Args[start:del], true
}

// chainCleans reports whether the tests of a find's delete chain bound
// what it deletes: a test that unless_cleanup names with a value it
// allows (-name '*.pyc'), or -type d with -empty (folders with nothing
// in them, which mkdir makes again and git does not even keep).
func chainCleans(entries [][2]string, tests []parser.Word) bool {
	typeD, empty := false, false
	for i, a := range tests {
		next := ""
		if i+1 < len(tests) {
			next = tests[i+1].Value
		}
		switch a.Value {
		case "-empty":
			empty = true
		case "-type":
			typeD = typeD || next == "d"
		}
		for _, e := range entries {
			if e[0] == a.Value && next != "" && wildMatch(e[1], next) {
				return true
			}
		}
	}
	return typeD && empty
}
