package inline

import "testing"

// TestAwkPipesNotKnown checks that awk piping text it reads into a shell,
// or piping through a command held in a variable, is a shell command not
// known statically, and that pipes inside strings and regular
// expressions, and pipes into ordinary filters, are not.
func TestAwkPipesNotKnown(t *testing.T) {
	for _, tc := range []struct {
		code    string
		dynamic bool
	}{
		{`{ print | "sh" }`, true},
		{`{ print $0 | "/bin/bash -s" }`, true},
		{`NR > 1 { printf "%s\n", $2 |& "zsh" }`, true},
		{`{ print | "python3" }`, true},
		{`{ print | "perl -" }`, true},
		{`{ print | "at now" }`, true},
		{`{ cmd = $0; cmd | getline out }`, true},
		{`{ $1 | getline }`, true},
		{`{ print | runner }`, true},
		{`{ print > "/dev/stderr"; print | c }`, true},
		{`{ print | "sort -n" }`, false},
		{`{ print $1 | "sort | uniq -c" }`, false},
		{`{ print | "python3 tools/sum.py" }`, false},
		{`BEGIN { "date" | getline d; print d }`, false},
		{`/foo|bar/ { print $1 }`, false},
		{`$1 ~ /a|b/ || $2 == "x|y" { n++ }`, false},
		{`{ n = $1 / 2; m = $2 / 3; print n, m }`, false},
		{`{ printf "%s|%s\n", $1, $2 }`, false},
		{`$3 ~ /[|]/ { print } # a | in a comment`, false},
		{`{ if (a || b) print }`, false},
	} {
		r := awk.Analyze(tc.code)
		got := false
		for _, c := range r.Calls {
			if c.Kind == "shell" && len(c.Args) == 1 && c.Args[0].Dynamic {
				got = true
			}
		}
		if got != tc.dynamic {
			t.Errorf("awk %q: a shell command not known statically = %v, want %v (calls %+v)", tc.code, got, tc.dynamic, r.Calls)
		}
	}
}
